<?php
/**
 * Enquiries, logs, e-mail copies and the inbox's password must never be downloadable, nor go with
 * the code when a new release replaces it: a path inside the code folder, the web root the
 * handlers are served from, or the request's DOCUMENT_ROOT is refused, naming the key to change.
 */

declare(strict_types=1);

namespace AntennaBackend\Config;

use AntennaBackend\Runtime\Paths;

final class ServedPaths
{
    /** @throws ConfigException naming $key when $path lies where the web server serves or a release replaces */
    public static function refuse(string $key, ?string $path, string $webRoot): void
    {
        $served = [Paths::code(), $webRoot];
        $documentRoot = $_SERVER['DOCUMENT_ROOT'] ?? '';
        if (\is_string($documentRoot) && $documentRoot !== '') {
            $served[] = $documentRoot;
        }
        foreach ($path === null ? [] : $served as $folder) {
            $inside = self::inside($path, $folder);
            if ($inside !== null) {
                throw ConfigException::of($key, "({$path}) is inside {$inside}, which the web server "
                    . 'serves or a new release replaces: anyone could download it, or it would be lost. '
                    . 'Move it to a folder outside the web root and the code.');
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
}
