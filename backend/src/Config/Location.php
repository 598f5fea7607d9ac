<?php
/**
 * Where the configuration file is. In this order:
 *   1. an explicit path (the --config=PATH option of the bin/ commands);
 *   2. the environment variable ANTENNA_BACKEND_CONFIG (getenv, $_SERVER, or
 *      REDIRECT_ANTENNA_BACKEND_CONFIG as Apache renames it after a rewrite);
 *   3. antenna-backend/config.php beside the code folder or beside any folder above it, the
 *      nearest first: /home/acct/backend -> /home/acct/antenna-backend/config.php, and the same
 *      file for every release, /home/acct/releases/<id>/backend;
 *   4. config.php in the code folder (local development only; git-ignored).
 * A path named by 1 or 2 must exist: it never falls back silently.
 */

declare(strict_types=1);

namespace AntennaBackend\Config;

use AntennaBackend\Runtime\Paths;

final class Location
{
    public const ENV = 'ANTENNA_BACKEND_CONFIG';

    public static function find(?string $explicit = null): string
    {
        if ($explicit !== null && $explicit !== '') {
            if (!is_file($explicit)) {
                throw new ConfigException('config file given with --config does not exist: ' . $explicit);
            }
            return $explicit;
        }
        $env = self::fromEnvironment();
        if ($env !== null) {
            if (!is_file($env)) {
                throw new ConfigException(self::ENV . ' names a file that does not exist: ' . $env);
            }
            return $env;
        }
        foreach (self::defaults() as $candidate) {
            if (is_file($candidate)) {
                return $candidate;
            }
        }
        throw new ConfigException('no config file found; set ' . self::ENV . ' or create ' . self::defaults()[0]);
    }

    /** @return list<string> the places of 3 and 4, in the order they are tried */
    public static function defaults(): array
    {
        $code = Paths::code();
        $found = [];
        for ($dir = \dirname($code); ; $dir = \dirname($dir)) {
            $found[] = rtrim($dir, '/') . '/antenna-backend/config.php';
            if (\dirname($dir) === $dir) {
                break;
            }
        }
        $found[] = $code . '/config.php';
        return $found;
    }

    private static function fromEnvironment(): ?string
    {
        foreach ([getenv(self::ENV), $_SERVER[self::ENV] ?? null, $_ENV[self::ENV] ?? null, $_SERVER['REDIRECT_' . self::ENV] ?? null] as $value) {
            if (\is_string($value) && $value !== '') {
                return $value;
            }
        }
        return null;
    }
}
