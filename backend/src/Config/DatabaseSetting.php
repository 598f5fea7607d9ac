<?php
/**
 * The "database" setting: a SQLite file (a path, relative to the config file's folder, or the DSN
 * "sqlite:PATH"), or a MySQL/MariaDB DSN ("mysql:host=...;dbname=...") with username and password,
 * as a string or as ['dsn' => ..., 'username' => ..., 'password' => ...].
 */

declare(strict_types=1);

namespace AntennaBackend\Config;

final class DatabaseSetting
{
    /** The two drivers, as Storage\Database opens them. */
    public const SQLITE = 'sqlite';
    public const MYSQL = 'mysql';

    /** @return array{driver: string, dsn: string, path: ?string, username: ?string, password: ?string} */
    public static function read(mixed $value, string $baseDir): array
    {
        $value = \is_array($value) ? $value : ['dsn' => $value];
        $dsn = trim((string) ($value['dsn'] ?? ''));
        $credentials = [
            'username' => isset($value['username']) ? (string) $value['username'] : null,
            'password' => isset($value['password']) ? (string) $value['password'] : null,
        ];
        if ($dsn === '') {
            throw ConfigException::of('database', 'must name the SQLite database file or a PDO DSN');
        }
        if (preg_match('/^mysql:/i', $dsn) === 1) {
            return ['driver' => self::MYSQL, 'dsn' => $dsn, 'path' => null] + $credentials;
        }
        $path = preg_match('/^sqlite:(.+)$/is', $dsn, $m) === 1 ? trim($m[1]) : $dsn;
        if (preg_match('/^[A-Za-z][A-Za-z0-9]+:/', $path) === 1 || $path === ':memory:') {
            throw ConfigException::of('database', 'must be a SQLite file or a mysql: DSN');
        }
        $path = Settings::absolute($path, $baseDir);
        return ['driver' => self::SQLITE, 'dsn' => 'sqlite:' . $path, 'path' => $path] + $credentials;
    }
}
