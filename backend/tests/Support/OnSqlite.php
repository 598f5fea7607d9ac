<?php
/** Runs a backend test class on SQLite (the default storage). */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support;

trait OnSqlite
{
    protected static function newDatabase(string $dir): TestDatabase
    {
        return new SqliteDatabase($dir . '/data/enquiries.sqlite');
    }
}
