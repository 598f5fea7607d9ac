<?php
/**
 * Brings a database up to date with the numbered migrations (Migrations) on first use, by one
 * request at a time; SQLite is switched to WAL mode first.
 */

declare(strict_types=1);

namespace AntennaBackend\Storage;

final class Schema
{
    /** @param int|null $target the version to stop at (tests of the migrations); default the latest */
    public static function migrate(Database $db, ?int $target = null): void
    {
        $steps = Migrations::steps();
        $latest = $target ?? \count($steps);
        if ($db->schemaVersion() >= $latest) {
            return;
        }
        if ($db->isSqlite()) {
            self::useWal($db);
        }
        $db->withLock('schema', static function () use ($db, $steps, $latest): void {
            $run = static function () use ($db, $steps, $latest): void {
                for ($version = $db->schemaVersion() + 1; $version <= $latest; $version++) {
                    foreach ($steps[$version - 1][$db->driver] as $sql) {
                        $db->pdo->exec($sql);
                    }
                    $db->setSchemaVersion($version);
                }
            };
            // SQLite changes its schema in a transaction; MySQL commits each DDL statement anyway.
            $db->isSqlite() ? $db->transaction($run) : $run();
        });
    }

    /**
     * WAL lets readers (exports, the inbox) work while a request writes. Switching needs a
     * moment alone with the file: retried while a concurrent first request holds it.
     */
    private static function useWal(Database $db): void
    {
        $deadline = microtime(true) + 15;
        while (true) {
            try {
                $mode = strtolower((string) $db->pdo->query('PRAGMA journal_mode = WAL')->fetchColumn());
                if ($mode !== 'wal') {
                    throw new \RuntimeException('SQLite refused WAL mode (journal_mode=' . $mode . ')');
                }
                return;
            } catch (\PDOException $e) {
                if (microtime(true) > $deadline || !str_contains($e->getMessage(), 'locked')) {
                    throw $e;
                }
                usleep(random_int(5000, 30000));
            }
        }
    }
}
