<?php
/**
 * Logging through PHP's error_log(): to the file named by the config key
 * "log_file" when set, otherwise wherever the host sends PHP's error log.
 */

declare(strict_types=1);

namespace AntennaBackend\Runtime;

final class Log
{
    public static function useFile(?string $path): void
    {
        if ($path !== null && $path !== '') {
            ini_set('error_log', $path);
        }
    }

    public static function error(string $message): void
    {
        self::write('error', $message);
    }

    public static function warning(string $message): void
    {
        self::write('warning', $message);
    }

    public static function info(string $message): void
    {
        self::write('info', $message);
    }

    private static function write(string $level, string $message): void
    {
        // One line per entry: control characters (CR/LF from a hostile
        // value echoed in an exception message) cannot forge log lines.
        $clean = preg_replace('/[\x00-\x1F\x7F]+/', ' ', $message) ?? '';
        error_log('antenna-backend ' . $level . ': ' . $clean);
    }
}
