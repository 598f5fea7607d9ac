<?php
/**
 * A configuration file that is missing, unreadable or holds a wrong value; for a wrong value, the
 * key at fault and why, so that a page can name them without the value itself.
 */

declare(strict_types=1);

namespace AntennaBackend\Config;

final class ConfigException extends \RuntimeException
{
    public function __construct(string $message, public readonly ?string $key = null, public readonly string $why = '')
    {
        parent::__construct($message);
    }

    /** A wrong value of $key: "config key "$key" $why". */
    public static function of(string $key, string $why): self
    {
        return new self('config key "' . $key . '" ' . $why, $key, $why);
    }
}
