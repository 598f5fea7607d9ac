<?php
/**
 * Every key of the configuration file, its default, and how its value is read: the one place the
 * defaults are stated. config.example.php shows each key with what it means, and
 * tests/Config/ExampleConfigTest.php keeps the example in step with this list.
 */

declare(strict_types=1);

namespace AntennaBackend\Config;

use AntennaBackend\Alerts\AlertSettings;
use AntennaBackend\Http\Net;
use AntennaBackend\Http\Origin;
use AntennaBackend\Storage\DatabaseSetting;
use AntennaBackend\Visits\CounterSettings;

final class Settings
{
    /**
     * Key (dots for nesting) => [default, rule]. Rules: "int:MIN[:MAX]" (an integer, held within),
     * "text", "trimmed", "word" (trimmed, lower case), "path" (relative to the config file's folder;
     * blank means the default), "private path" (a path that must not be served: see ServedPaths),
     * "origin" (one scheme://host[:port], or null), "url" (https://, or http:// on this machine;
     * blank means the default), "group" (an optional feature's own settings, handed over as the
     * file gives them and checked by that feature alone: see OptionalGroup), and the named rules of read().
     */
    public const DECLARED = [
        'database' => [null, 'database'],
        'database_timeout' => [3, 'int:1'],
        'form_choices' => [null, 'path'],
        'log_file' => [null, 'private path'],
        'timezone' => ['Australia/Melbourne', 'timezone'],
        'notify_to' => [[], 'addresses'],
        'mail.transport' => ['mail', 'word'],
        'mail.from' => ['', 'trimmed'],
        'mail.from_name' => ['Website enquiries', 'text'],
        'mail.file_dir' => [null, 'private path'],
        'mail.smtp.host' => ['localhost', 'trimmed'],
        'mail.smtp.port' => [25, 'int'],
        'mail.smtp.encryption' => ['none', 'word'],
        'mail.smtp.username' => ['', 'text'],
        'mail.smtp.password' => ['', 'text'],
        'mail.smtp.timeout' => [10, 'int:1'],
        'mail.smtp.helo' => ['', 'trimmed'],
        'mail.smtp.ca_file' => [null, 'path'],
        'mail.backoff' => [300, 'int:0'],
        'allowed_origins' => [[], 'origins'],
        'trusted_proxies' => [[], 'proxies'],
        'rate_limit.max' => [5, 'int:0'],
        'rate_limit.window' => [600, 'int:1'],
        'max_body_bytes' => [131072, 'int:1024'],
        'notify_max_attempts' => [48, 'int:1'],
        'spam.min_seconds' => [3, 'int:0'],
        'spam.max_links' => [2, 'int:0'],
        'inbox.password_file' => ['inbox-password.hash', 'private path'],
        'inbox.idle_minutes' => [30, 'int:1'],
        'inbox.page_size' => [50, 'int:5:500'],
        'inbox.signin_window' => [900, 'int:60'],
        'inbox.signin_per_address' => [5, 'int:1'],
        'inbox.signin_total' => [20, 'int:1'],
        'retention.delete_after_days' => [730, 'int:1'],
        'retention.anonymise_after_days' => [30, 'int:1'],
        'cms.client_id' => ['', 'trimmed'],
        'cms.client_secret' => ['', 'text'],
        'cms.site_origin' => [null, 'origin'],
        'cms.callback_url' => [null, 'url'],
        'cms.authorize_url' => ['https://github.com/login/oauth/authorize', 'url'],
        'cms.token_url' => ['https://github.com/login/oauth/access_token', 'url'],
        'cms.timeout' => [10, 'int:1:60'],
        'cms.state_seconds' => [600, 'int:60:3600'],
        'counter' => [CounterSettings::DEFAULTS, 'group'],
        'alerts' => [AlertSettings::DEFAULTS, 'group'],
    ];

    /**
     * The values of every declared key, read by its rule and nested as in the file; keys the file
     * leaves out have their default.
     *
     * @param array<string, mixed> $file what the configuration file returned
     * @param string $baseDir the config file's folder, for relative paths
     * @param string $webRoot the handlers' web root, where form-choices.json is unless the file says otherwise
     * @return array<string, mixed>
     * @throws ConfigException
     */
    public static function read(array $file, string $baseDir, string $webRoot): array
    {
        $values = [];
        $private = [];
        foreach (self::DECLARED as $key => [$default, $rule]) {
            $given = self::lookup($file, $key) ?? $default;
            $value = match ($rule) {
                'database' => DatabaseSetting::read($given, $baseDir),
                'path', 'private path' => self::path($given, $default, $baseDir),
                'text' => (string) $given,
                'trimmed' => trim((string) $given),
                'word' => strtolower(trim((string) $given)),
                'timezone' => \in_array($given, timezone_identifiers_list(), true) ? $given : 'UTC',
                'addresses' => self::addresses($given),
                'origins' => self::origins($given),
                'proxies' => self::proxies($given),
                'origin' => self::origin($key, $given),
                'url' => self::url($key, $given, $default),
                'group' => $given,
                default => self::integer($given, $rule),
            };
            if ($rule === 'private path') {
                $private[$key] = $value;
            }
            self::set($values, $key, $value);
        }
        $values['form_choices'] ??= $webRoot . '/form-choices.json';
        ServedPaths::refuse(['database' => $values['database']['path']] + $private, $webRoot);
        return $values;
    }

    /** @return array<string, mixed> the defaults, nested as in the file */
    public static function defaults(): array
    {
        $values = [];
        foreach (self::DECLARED as $key => [$default]) {
            self::set($values, $key, $default);
        }
        return $values;
    }

    /** The file's value of a dotted key, or null when it has none. */
    private static function lookup(array $file, string $key): mixed
    {
        foreach (explode('.', $key) as $part) {
            if (!\is_array($file) || !\array_key_exists($part, $file)) {
                return null;
            }
            $file = $file[$part];
        }
        return $file;
    }

    /** @param array<string, mixed> $values */
    private static function set(array &$values, string $key, mixed $value): void
    {
        $parts = explode('.', $key);
        $last = array_pop($parts);
        $node = &$values;
        foreach ($parts as $part) {
            $node[$part] ??= [];
            $node = &$node[$part];
        }
        $node[$last] = $value;
    }

    /** "int", "int:MIN" or "int:MIN:MAX". */
    private static function integer(mixed $value, string $rule): int
    {
        $bounds = explode(':', $rule);
        $int = (int) $value;
        $int = isset($bounds[1]) ? max((int) $bounds[1], $int) : $int;
        return isset($bounds[2]) ? min((int) $bounds[2], $int) : $int;
    }

    private static function path(mixed $given, ?string $default, string $baseDir): ?string
    {
        $path = trim((string) $given);
        if ($path === '') {
            $path = (string) $default;
        }
        return $path === '' ? null : self::absolute($path, $baseDir);
    }

    /** $path, relative to $baseDir unless it is absolute. */
    public static function absolute(string $path, string $baseDir): string
    {
        return $path[0] === '/' || preg_match('~^[A-Za-z]:[\\\\/]~', $path) === 1 ? $path : rtrim($baseDir, '/') . '/' . $path;
    }

    /** @return list<string> */
    private static function addresses(mixed $value): array
    {
        return array_values(array_filter(
            array_map(static fn ($a): string => trim((string) $a), (array) $value),
            static fn (string $a): bool => $a !== ''
        ));
    }

    /** @return list<string> normalised (see Origin::normalise), each once */
    private static function origins(mixed $value): array
    {
        $origins = [];
        foreach ((array) $value as $origin) {
            $origins[] = Origin::normalise((string) $origin)
                ?? throw new ConfigException('config key "allowed_origins" has an entry that is not scheme://host[:port]');
        }
        return array_values(array_unique($origins));
    }

    private static function origin(string $key, mixed $value): ?string
    {
        if ($value === null || trim((string) $value) === '') {
            return null;
        }
        return Origin::normalise((string) $value)
            ?? throw new ConfigException('config key "' . $key . '" must be scheme://host[:port], without a path');
    }

    /**
     * An https:// address; plain http:// only on this machine (a local test of the sign-in), since
     * what travels there (a client secret, a token) must not cross a network in clear.
     */
    private static function url(string $key, mixed $value, ?string $default): ?string
    {
        $url = trim((string) $value);
        if ($url === '') {
            return $default;
        }
        $parts = parse_url($url);
        $host = strtolower((string) ($parts['host'] ?? ''));
        $scheme = strtolower((string) ($parts['scheme'] ?? ''));
        $local = \in_array($host, ['127.0.0.1', 'localhost', '[::1]'], true) || str_ends_with($host, '.localhost');
        if ($host === '' || isset($parts['user']) || isset($parts['fragment']) || !($scheme === 'https' || ($scheme === 'http' && $local))) {
            throw new ConfigException('config key "' . $key . '" must be an https:// address');
        }
        return $url;
    }

    /** @return list<string> in the form of the client addresses they are compared with (IPv4-mapped as IPv4) */
    private static function proxies(mixed $value): array
    {
        $proxies = [];
        foreach ((array) $value as $proxy) {
            $proxy = trim((string) $proxy);
            if ($proxy === '') {
                continue;
            }
            if (!Net::isIpOrCidr($proxy)) {
                throw new ConfigException('config key "trusted_proxies" has an entry that is neither an IP address nor a CIDR range');
            }
            $proxies[] = str_contains($proxy, '/') ? $proxy : (Net::normalise($proxy) ?? $proxy);
        }
        return $proxies;
    }
}
