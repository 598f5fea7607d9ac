<?php
/**
 * A configuration file that is missing, unreadable or holds a wrong value.
 */

declare(strict_types=1);

namespace AntennaBackend;

\defined('ANTENNA_BACKEND') || require __DIR__ . '/bootstrap.php';

final class ConfigException extends \RuntimeException
{
}
