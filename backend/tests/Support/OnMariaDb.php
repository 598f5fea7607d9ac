<?php
/**
 * Runs a backend test class on MariaDB (the tests' own server, see MariaDb). Without mariadbd
 * the class is skipped with the reason, except under CI=true, where that is a failure.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support;

trait OnMariaDb
{
    protected static function newDatabase(string $dir): TestDatabase
    {
        $why = MariaDb::unavailable();
        if ($why !== null) {
            if (getenv('CI') === 'true') {
                throw new \RuntimeException('MariaDB tests cannot run: ' . $why);
            }
            self::markTestSkipped('MariaDB tests skipped: ' . $why);
        }
        return MariaDb::shared()->createDatabase();
    }
}
