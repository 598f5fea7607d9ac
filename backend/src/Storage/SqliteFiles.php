<?php
/**
 * Checks (and where it can, repairs) the files of a SQLite database before it is written to.
 *
 * SQLite creates the -wal and -shm files next to the database with the database file's mode, so
 * if the database was made read-only for a while (a backup, a careless chmod), a read-only -shm
 * stays behind and every later write fails until someone notices. Here such a file gets the
 * database's mode back; whatever cannot be fixed is reported with what to do about it.
 */

declare(strict_types=1);

namespace AntennaBackend\Storage;

use AntennaBackend\Runtime\Log;

final class SqliteFiles
{
    /** @throws StorageException */
    public static function prepareForWriting(string $path): void
    {
        clearstatcache();
        $user = self::user();
        $dir = \dirname($path);
        if (!is_dir($dir) && !@mkdir($dir, 0770, true) && !is_dir($dir)) {
            throw new StorageException("cannot create the data directory {$dir} as the user PHP runs as ({$user})");
        }
        if (!is_writable($dir)) {
            throw new StorageException("the data directory {$dir} is not writable by the user PHP runs as ({$user}); "
                . 'SQLite creates its -wal and -shm files there: give that user write access to it');
        }
        if (!is_file($path)) {
            self::create($path);
            return;
        }
        if (!is_writable($path)) {
            throw new StorageException("the database file {$path} is not writable by the user PHP runs as ({$user}): "
                . 'give that user write access to it (e.g. chmod 0660, or chown)');
        }
        foreach (['-wal', '-shm'] as $suffix) {
            $file = $path . $suffix;
            if (!is_file($file) || is_writable($file)) {
                continue;
            }
            if (!@chmod($file, fileperms($path) & 0777)) {
                clearstatcache();
                if (!is_file($file)) {
                    continue; // SQLite removed it meanwhile, as the last connection closed: nothing was left over
                }
                throw new StorageException("{$file} is read-only, left over from a time the database was read-only, "
                    . "and the user PHP runs as ({$user}) cannot change it: make it writable by that user, "
                    . 'or delete it while nothing uses the database');
            }
            clearstatcache();
            Log::warning("made {$file} writable again (left read-only from a time the database was read-only)");
        }
    }

    /**
     * A new, empty database file that every user who may write the folder may write: a data
     * folder shared with the web server's group (mode 2770 under mod_php) gets a database its
     * group can write, whichever user (a command, cron, the web server) comes first, and SQLite
     * gives its -wal and -shm files the same mode. A private folder gets a private file.
     */
    private static function create(string $path): void
    {
        $file = @fopen($path, 'x');
        if ($file === false) {
            return; // made by a concurrent first request, or left to SQLite to report
        }
        fclose($file);
        @chmod($path, (fileperms(\dirname($path)) & 0020) !== 0 ? 0660 : 0600);
    }

    private static function user(): string
    {
        $uid = \function_exists('posix_geteuid') ? posix_geteuid() : getmyuid();
        $info = \function_exists('posix_getpwuid') ? posix_getpwuid($uid) : false;
        return \is_array($info) ? $info['name'] : 'uid ' . $uid;
    }
}
