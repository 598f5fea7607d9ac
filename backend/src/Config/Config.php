<?php
/**
 * Loads the single configuration file (a PHP file returning an array, kept
 * outside the web root). See config.example.php for every key.
 *
 * Lookup order:
 *   1. an explicit path (the --config=PATH option of the bin/ commands);
 *   2. the environment variable ANTENNA_BACKEND_CONFIG (getenv, $_SERVER,
 *      or REDIRECT_ANTENNA_BACKEND_CONFIG as Apache renames it);
 *   3. <two levels above the deployed backend folder>/antenna-backend/config.php
 *      e.g. /home/acct/public_html/antenna-backend -> /home/acct/antenna-backend/config.php;
 *   4. <backend folder>/config.php (local development only; git-ignored).
 * A path named by 1 or 2 must exist: it never falls back silently.
 */

declare(strict_types=1);

namespace AntennaBackend\Config;

use AntennaBackend\Http\Net;
use AntennaBackend\Storage\Database;

final class Config
{
    public const ENV = 'ANTENNA_BACKEND_CONFIG';

    private const DEFAULTS = [
        'database' => null,
        'log_file' => null,
        'form_choices' => null,
        'timezone' => 'Australia/Melbourne',
        'notify_to' => [],
        'mail' => [
            'transport' => 'mail',
            'from' => '',
            'from_name' => 'Website enquiries',
            'file_dir' => null,
            'smtp' => [
                'host' => 'localhost',
                'port' => 25,
                'encryption' => 'none',
                'username' => '',
                'password' => '',
                'timeout' => 10,
                'helo' => '',
                'ca_file' => null,
            ],
        ],
        'allowed_origins' => [],
        'trusted_proxies' => [],
        'rate_limit' => [
            'max' => 5,
            'window' => 600,
        ],
        'max_body_bytes' => 131072,
        'notify_max_attempts' => 48,
        'spam' => [
            'min_seconds' => 3,
            'max_links' => 2,
        ],
        'inbox' => [
            // Written by bin/set-password.php; relative to this config's folder. No default password.
            'password_file' => 'inbox-password.hash',
            'idle_minutes' => 30,
            'page_size' => 50,
            // Failed sign-ins allowed within signin_window seconds, from one address and in total.
            'signin_window' => 900,
            'signin_per_address' => 5,
            'signin_total' => 20,
        ],
        'retention' => [
            // bin/purge.php: enquiries (and their e-mail copies) are deleted after delete_after_days,
            // their client address and browser removed after anonymise_after_days.
            'delete_after_days' => 730,
            'anonymise_after_days' => 30,
        ],
    ];

    /** @param array<string, mixed> $values */
    private function __construct(public readonly array $values, public readonly string $path)
    {
    }

    /** The backend's code folder (src/, bin/, public/), wherever it is deployed. */
    public static function backendDir(): string
    {
        return \dirname(__DIR__, 2);
    }

    /** The web root the handlers are served from, when not the entry point's own (commands). */
    public static function webRoot(): string
    {
        return self::backendDir() . '/public';
    }

    /**
     * The locations tried when nothing is given explicitly: antenna-backend/config.php beside the
     * code folder or beside any folder above it (the nearest first), then the code folder's own
     * config.php.
     *
     * @return list<string>
     */
    public static function defaultLocations(): array
    {
        $backend = self::backendDir();
        $found = [];
        for ($dir = \dirname($backend); ; $dir = \dirname($dir)) {
            $found[] = rtrim($dir, '/') . '/antenna-backend/config.php';
            if (\dirname($dir) === $dir) {
                break;
            }
        }
        $found[] = $backend . '/config.php';
        return $found;
    }

    public static function locate(?string $explicit = null): string
    {
        if ($explicit !== null && $explicit !== '') {
            if (!is_file($explicit)) {
                throw new ConfigException('config file given with --config does not exist: ' . $explicit);
            }
            return $explicit;
        }
        $env = self::envPath();
        if ($env !== null) {
            if (!is_file($env)) {
                throw new ConfigException(self::ENV . ' names a file that does not exist: ' . $env);
            }
            return $env;
        }
        foreach (self::defaultLocations() as $candidate) {
            if (is_file($candidate)) {
                return $candidate;
            }
        }
        throw new ConfigException('no config file found; set ' . self::ENV . ' or create '
            . self::defaultLocations()[0]);
    }

    private static function envPath(): ?string
    {
        $candidates = [
            getenv(self::ENV),
            $_SERVER[self::ENV] ?? null,
            $_ENV[self::ENV] ?? null,
            $_SERVER['REDIRECT_' . self::ENV] ?? null,
        ];
        foreach ($candidates as $value) {
            if (\is_string($value) && $value !== '') {
                return $value;
            }
        }
        return null;
    }

    /** @param string|null $webRoot the folder of the entry point (the default place of form-choices.json) */
    public static function load(?string $explicit = null, ?string $webRoot = null): self
    {
        $path = self::locate($explicit);
        // Stray output of the file (a BOM, blank lines around the PHP tags)
        // must not reach the answer.
        ob_start();
        try {
            $raw = (static function (string $file): mixed {
                return require $file;
            })($path);
        } finally {
            ob_end_clean();
        }
        if (!\is_array($raw)) {
            throw new ConfigException('config file does not return an array: ' . $path);
        }
        $values = array_replace_recursive(self::DEFAULTS, $raw);
        return new self(self::normalise($values, \dirname($path), $webRoot ?? self::webRoot()), $path);
    }

    /**
     * Test helper: build a config from an array, as if loaded from $baseDir.
     *
     * @param array<string, mixed> $raw
     */
    public static function fromArray(array $raw, string $baseDir): self
    {
        return new self(self::normalise(array_replace_recursive(self::DEFAULTS, $raw), $baseDir, self::webRoot()), $baseDir);
    }

    /**
     * @param array<string, mixed> $v
     * @return array<string, mixed>
     */
    private static function normalise(array $v, string $baseDir, string $webRoot): array
    {
        $v['database'] = self::database($v['database'], $baseDir);
        if ($v['log_file'] !== null && $v['log_file'] !== '') {
            $v['log_file'] = self::absolute((string) $v['log_file'], $baseDir);
        } else {
            $v['log_file'] = null;
        }
        $v['form_choices'] = \is_string($v['form_choices']) && trim($v['form_choices']) !== ''
            ? self::absolute($v['form_choices'], $baseDir)
            : $webRoot . '/form-choices.json';
        if (!\is_string($v['timezone']) || !\in_array($v['timezone'], timezone_identifiers_list(), true)) {
            $v['timezone'] = 'UTC';
        }

        $v['notify_to'] = array_values(array_filter(
            array_map(static fn ($a): string => trim((string) $a), (array) $v['notify_to']),
            static fn (string $a): bool => $a !== ''
        ));

        $mail = (array) $v['mail'];
        $mail['transport'] = strtolower(trim((string) $mail['transport']));
        if ($mail['file_dir'] !== null && $mail['file_dir'] !== '') {
            $mail['file_dir'] = self::absolute((string) $mail['file_dir'], $baseDir);
        } else {
            $mail['file_dir'] = null;
        }
        $smtp = (array) $mail['smtp'];
        $smtp['host'] = trim((string) $smtp['host']);
        $smtp['port'] = (int) $smtp['port'];
        $smtp['encryption'] = strtolower(trim((string) $smtp['encryption']));
        $smtp['username'] = (string) $smtp['username'];
        $smtp['password'] = (string) $smtp['password'];
        $smtp['timeout'] = max(1, (int) $smtp['timeout']);
        $smtp['helo'] = trim((string) $smtp['helo']);
        $smtp['ca_file'] = $smtp['ca_file'] === null || $smtp['ca_file'] === '' ? null : self::absolute((string) $smtp['ca_file'], $baseDir);
        $mail['smtp'] = $smtp;
        $mail['from'] = trim((string) $mail['from']);
        $mail['from_name'] = (string) $mail['from_name'];
        $v['mail'] = $mail;

        $origins = [];
        foreach ((array) $v['allowed_origins'] as $origin) {
            $n = self::normaliseOrigin((string) $origin);
            if ($n === null) {
                throw new ConfigException('config key "allowed_origins" has an entry that is not scheme://host[:port]');
            }
            $origins[] = $n;
        }
        $v['allowed_origins'] = array_values(array_unique($origins));

        $proxies = [];
        foreach ((array) $v['trusted_proxies'] as $proxy) {
            $proxy = trim((string) $proxy);
            if ($proxy === '') {
                continue;
            }
            if (!Net::isIpOrCidr($proxy)) {
                throw new ConfigException('config key "trusted_proxies" has an entry that is neither an IP address nor a CIDR range');
            }
            // One form with the client addresses they are compared with (IPv4-mapped as IPv4).
            $proxies[] = str_contains($proxy, '/') ? $proxy : (Net::normalise($proxy) ?? $proxy);
        }
        $v['trusted_proxies'] = $proxies;

        $rate = (array) $v['rate_limit'];
        $v['rate_limit'] = [
            'max' => max(0, (int) $rate['max']),
            'window' => max(1, (int) $rate['window']),
        ];
        $v['max_body_bytes'] = max(1024, (int) $v['max_body_bytes']);
        $v['notify_max_attempts'] = max(1, (int) $v['notify_max_attempts']);
        $inbox = (array) $v['inbox'];
        $v['inbox'] = [
            'password_file' => self::absolute((string) $inbox['password_file'], $baseDir),
            'idle_minutes' => max(1, (int) $inbox['idle_minutes']),
            'page_size' => min(500, max(5, (int) $inbox['page_size'])),
            'signin_window' => max(60, (int) $inbox['signin_window']),
            'signin_per_address' => max(1, (int) $inbox['signin_per_address']),
            'signin_total' => max(1, (int) $inbox['signin_total']),
        ];
        $retention = (array) $v['retention'];
        $v['retention'] = [
            'delete_after_days' => max(1, (int) $retention['delete_after_days']),
            'anonymise_after_days' => max(1, (int) $retention['anonymise_after_days']),
        ];
        $spam = (array) $v['spam'];
        $v['spam'] = ['min_seconds' => max(0, (int) $spam['min_seconds']), 'max_links' => max(0, (int) $spam['max_links'])];
        self::refuseServedPaths($webRoot, [
            'database' => $v['database']['path'],
            'log_file' => $v['log_file'],
            'mail.file_dir' => $mail['file_dir'],
            'inbox.password_file' => $v['inbox']['password_file'],
        ]);
        return $v;
    }

    /**
     * Enquiries, logs and e-mail copies must never be downloadable, nor go with the code when a
     * new release replaces it: a path inside the code folder, the web root the handlers are served
     * from, or the request's DOCUMENT_ROOT is refused.
     *
     * @param array<string, ?string> $paths config key => path
     */
    private static function refuseServedPaths(string $webRoot, array $paths): void
    {
        $served = [self::backendDir(), $webRoot];
        $documentRoot = $_SERVER['DOCUMENT_ROOT'] ?? '';
        if (\is_string($documentRoot) && $documentRoot !== '') {
            $served[] = $documentRoot;
        }
        foreach ($paths as $key => $path) {
            if ($path === null) {
                continue;
            }
            foreach ($served as $folder) {
                $inside = self::inside($path, $folder);
                if ($inside !== null) {
                    throw new ConfigException("config key \"{$key}\" ({$path}) is inside {$inside}, which the web server "
                        . 'serves: anyone could download it. Move it to a folder outside the web root.');
                }
            }
        }
    }

    /** The real path of $folder if $path lies inside it (symbolic links resolved as far as they exist), else null. */
    private static function inside(string $path, string $folder): ?string
    {
        $folder = realpath($folder);
        if ($folder === false) {
            return null;
        }
        $parts = [];
        foreach (explode('/', $path) as $part) {
            if ($part === '..') {
                array_pop($parts);
            } elseif ($part !== '' && $part !== '.') {
                $parts[] = $part;
            }
        }
        $missing = [];
        while ($parts !== [] && !file_exists('/' . implode('/', $parts))) {
            array_unshift($missing, array_pop($parts));
        }
        $real = rtrim((string) realpath('/' . implode('/', $parts)), '/') . '/' . implode('/', $missing);
        return str_starts_with(rtrim($real, '/') . '/', rtrim($folder, '/') . '/') ? $folder : null;
    }

    /**
     * The "database" key: a SQLite file (path, or DSN "sqlite:PATH"), or a MySQL/MariaDB DSN
     * ("mysql:host=...;dbname=...") with username and password, as a string or as
     * ['dsn' => ..., 'username' => ..., 'password' => ...].
     *
     * @return array{driver: string, dsn: string, path: ?string, username: ?string, password: ?string}
     */
    private static function database(mixed $value, string $baseDir): array
    {
        $value = \is_array($value) ? $value : ['dsn' => $value];
        $dsn = trim((string) ($value['dsn'] ?? ''));
        $credentials = [
            'username' => isset($value['username']) ? (string) $value['username'] : null,
            'password' => isset($value['password']) ? (string) $value['password'] : null,
        ];
        if ($dsn === '') {
            throw new ConfigException('config key "database" must name the SQLite database file or a PDO DSN');
        }
        if (preg_match('/^mysql:/i', $dsn) === 1) {
            return ['driver' => Database::MYSQL, 'dsn' => $dsn, 'path' => null] + $credentials;
        }
        $path = preg_match('/^sqlite:(.+)$/is', $dsn, $m) === 1 ? trim($m[1]) : $dsn;
        if (preg_match('/^[A-Za-z][A-Za-z0-9]+:/', $path) === 1 || $path === ':memory:') {
            throw new ConfigException('config key "database" must be a SQLite file or a mysql: DSN');
        }
        $path = self::absolute($path, $baseDir);
        return ['driver' => Database::SQLITE, 'dsn' => 'sqlite:' . $path, 'path' => $path] + $credentials;
    }

    /** Lower-cased "scheme://host[:port]" without a trailing slash, or null. */
    public static function normaliseOrigin(string $origin): ?string
    {
        $origin = strtolower(trim($origin));
        $origin = rtrim($origin, '/');
        if (preg_match('~^https?://[a-z0-9.\-\[\]:]+$~', $origin) !== 1) {
            return null;
        }
        return $origin;
    }

    private static function absolute(string $path, string $baseDir): string
    {
        $path = trim($path);
        if ($path[0] === '/' || preg_match('~^[A-Za-z]:[\\\\/]~', $path) === 1) {
            return $path;
        }
        return rtrim($baseDir, '/') . '/' . $path;
    }

    public function get(string $key): mixed
    {
        return $this->values[$key] ?? null;
    }
}

