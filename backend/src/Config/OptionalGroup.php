<?php
/**
 * A group of settings for one optional feature (the visit counter's "counter", the lead alerts'
 * "alerts"): read and checked on its own, so that a mistyped value switches off that feature alone,
 * with a log line naming the key, and never the forms or the inbox. Settings::DECLARED hands the
 * group over as the file gives it ("group"); the feature's settings class reads it with these rules.
 */

declare(strict_types=1);

namespace AntennaBackend\Config;

final class OptionalGroup
{
    /**
     * The group with every key of $defaults, each of the same type as its default (an integer,
     * true or false, text, or a list); keys the file leaves out take their default.
     *
     * @param array<string, mixed> $defaults
     * @return array<string, mixed>
     * @throws ConfigException naming the first key that is unknown or of the wrong type
     */
    public static function read(string $name, mixed $given, array $defaults): array
    {
        if (!\is_array($given)) {
            throw ConfigException::of($name, 'must be an array of settings');
        }
        foreach (array_keys($given) as $key) {
            if (!\array_key_exists($key, $defaults)) {
                throw ConfigException::of("{$name}.{$key}", "is not a setting of \"{$name}\"");
            }
        }
        $values = [];
        foreach ($defaults as $key => $default) {
            $value = $given[$key] ?? $default;
            $values[$key] = match (true) {
                \is_array($default) && $default !== [] && !array_is_list($default) => self::read("{$name}.{$key}", $value, $default),
                \is_array($default) => \is_array($value) && array_is_list($value) ? $value : self::wrong($name, $key, 'a list'),
                \is_bool($default) => \is_bool($value) ? $value : self::wrong($name, $key, 'true or false'),
                \is_int($default) => \is_int($value) ? $value : self::wrong($name, $key, 'a whole number'),
                default => \is_string($value) ? trim($value) : self::wrong($name, $key, 'text'),
            };
        }
        return $values;
    }

    /** @throws ConfigException unless $min <= $value <= $max */
    public static function within(string $key, int $value, int $min, int $max): int
    {
        if ($value < $min || $value > $max) {
            throw ConfigException::of($key, "must be from {$min} to {$max}");
        }
        return $value;
    }

    /**
     * An https:// address, or plain http:// on this machine only (a local stand-in for a
     * provider): what travels there (a key, an enquirer's name) must not cross a network in clear.
     *
     * @throws ConfigException
     */
    public static function url(string $key, string $url): string
    {
        $parts = parse_url($url);
        $host = strtolower((string) ($parts['host'] ?? ''));
        $scheme = strtolower((string) ($parts['scheme'] ?? ''));
        $local = \in_array($host, ['127.0.0.1', 'localhost', '[::1]'], true);
        if ($host === '' || isset($parts['user']) || isset($parts['fragment']) || !($scheme === 'https' || ($scheme === 'http' && $local))) {
            throw ConfigException::of($key, 'must be an https:// address');
        }
        return $url;
    }

    private static function wrong(string $name, string $key, string $what): never
    {
        throw ConfigException::of("{$name}.{$key}", "must be {$what}");
    }
}
