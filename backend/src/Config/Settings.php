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
use AntennaBackend\Visits\CounterSettings;

final class Settings
{
    /**
     * Key (dots for nesting) => [default, rule]. Rules: "int:MIN[:MAX]" (an integer, held within),
     * "text", "trimmed", "word" (trimmed, lower case), "path" (relative to the config file's folder;
     * blank means the default), "private path" (a path that must not be served: see ServedPaths),
     * "origin" (one scheme://host[:port], or null), "url" (https://, or http:// on this machine;
     * blank means the default), "group" (an optional feature's settings, nested, checked by that
     * feature's own class: see checkGroup and OptionalGroup), and the named rules of value().
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
     * The groups of keys that serve one optional part each, by the part they serve. A wrong value
     * of one of their keys disables that part only (it answers naming the key, see
     * Config::problem), never the forms: the content editor's sign-in is set up apart and later,
     * the inbox has its own page, and an enquiry that cannot be e-mailed is kept for the inbox and
     * bin/notify-pending.php. A wrong value of any other key stops the whole configuration.
     */
    public const OPTIONAL = [
        self::CMS => "the content editor's sign-in (cms-auth.php)",
        self::INBOX => 'the inbox',
        self::MAIL => "the e-mail notifications and the inbox's one-time codes",
        self::COUNTER => 'the visit counter (count.php)',
        self::ALERTS => "the lead alerts to the owner's phone",
    ];
    public const CMS = 'cms';
    public const INBOX = 'inbox';
    public const MAIL = 'mail';
    public const COUNTER = 'counter';
    public const ALERTS = 'alerts';

    /**
     * The values of every declared key, read by its rule and nested as in the file; keys the file
     * leaves out have their default. A key of an OPTIONAL group with a wrong value takes its
     * default, and its group's first problem is returned.
     *
     * @param array<string, mixed> $file what the configuration file returned
     * @param string $baseDir the config file's folder, for relative paths
     * @param string $webRoot the handlers' web root, where form-choices.json is unless the file says otherwise
     * @return array{0: array<string, mixed>, 1: array<string, ConfigException>} the values, and the problems by optional group
     * @throws ConfigException for a wrong value of a key outside the optional groups
     */
    public static function read(array $file, string $baseDir, string $webRoot): array
    {
        $values = [];
        $problems = [];
        foreach (self::DECLARED as $key => [$default, $rule]) {
            try {
                $value = self::value($key, $rule, self::lookup($file, $key) ?? $default, $default, $baseDir);
                if ($rule === 'group') {
                    self::checkGroup($key, $value, $values);
                }
                if ($rule === 'private path' || $rule === 'database') {
                    ServedPaths::refuse($key, $rule === 'database' ? $value['path'] : $value, $webRoot);
                }
            } catch (ConfigException $e) {
                $group = explode('.', $key)[0];
                if (!isset(self::OPTIONAL[$group])) {
                    throw $e;
                }
                $problems[$group] ??= $e;
                $value = self::value($key, $rule, $default, $default, $baseDir);
            }
            self::set($values, $key, $value);
        }
        $values['form_choices'] ??= $webRoot . '/form-choices.json';
        return [$values, $problems];
    }

    /** The value of $key given $given, by its rule. @throws ConfigException */
    private static function value(string $key, string $rule, mixed $given, mixed $default, string $baseDir): mixed
    {
        return match ($rule) {
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
    }

    /**
     * Checks an optional feature's group by that feature's own rules, so that a wrong value there
     * is its group's problem like any other key's.
     *
     * @param array<string, mixed> $values the keys read so far (allowed_origins, for the alerts' inbox link)
     * @throws ConfigException naming the key
     */
    private static function checkGroup(string $key, mixed $group, array $values): void
    {
        match ($key) {
            self::COUNTER => CounterSettings::read($group),
            self::ALERTS => AlertSettings::read($group, $values['allowed_origins']),
        };
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
                ?? throw ConfigException::of('allowed_origins', 'has an entry that is not scheme://host[:port]');
        }
        return array_values(array_unique($origins));
    }

    private static function origin(string $key, mixed $value): ?string
    {
        if ($value === null || trim((string) $value) === '') {
            return null;
        }
        return Origin::normalise((string) $value)
            ?? throw ConfigException::of($key, 'must be scheme://host[:port], without a path');
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
            throw ConfigException::of($key, 'must be an https:// address');
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
                throw ConfigException::of('trusted_proxies', 'has an entry that is neither an IP address nor a CIDR range');
            }
            $proxies[] = str_contains($proxy, '/') ? $proxy : (Net::normalise($proxy) ?? $proxy);
        }
        return $proxies;
    }
}
