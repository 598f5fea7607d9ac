<?php
/** Temporary directories of the tests, removed with everything in them. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support;

final class TempDir
{
    public static function create(string $label): string
    {
        $dir = sys_get_temp_dir() . '/antenna-backend-' . $label . '-' . getmypid() . '-' . bin2hex(random_bytes(4));
        mkdir($dir, 0755, true);
        return $dir;
    }

    public static function remove(string $path): void
    {
        if (is_link($path) || is_file($path)) {
            @unlink($path);
            return;
        }
        if (!is_dir($path)) {
            return;
        }
        foreach (scandir($path) ?: [] as $entry) {
            if ($entry !== '.' && $entry !== '..') {
                self::remove($path . '/' . $entry);
            }
        }
        @rmdir($path);
    }
}
