<?php
/**
 * A field the visitor must correct; the message is the sentence shown to them.
 */

declare(strict_types=1);

namespace AntennaBackend;

\defined('ANTENNA_BACKEND') || require __DIR__ . '/bootstrap.php';

final class ValidationError extends \RuntimeException
{
}
