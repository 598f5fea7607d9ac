<?php
/**
 * A body the site's forms never send (unknown, duplicated or array-style fields).
 */

declare(strict_types=1);

namespace AntennaBackend;

\defined('ANTENNA_BACKEND') || require __DIR__ . '/bootstrap.php';

final class MalformedRequest extends \RuntimeException
{
}
