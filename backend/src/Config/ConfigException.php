<?php
/**
 * A configuration file that is missing, unreadable or holds a wrong value.
 */

declare(strict_types=1);

namespace AntennaBackend\Config;

final class ConfigException extends \RuntimeException
{
}
