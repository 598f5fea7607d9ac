<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Storage;

use AntennaBackend\Tests\Support\OnSqlite;
use AntennaBackend\Tests\Support\Visitor;

final class SqliteStorageTest extends StorageTestCase
{
    use OnSqlite;

    public function testTheDatabaseRunsInWalMode(): void
    {
        $this->http()->post('/handleQuote.php', Visitor::quote());
        $this->assertSame('wal', $this->backend()->db->pdo()->query('PRAGMA journal_mode')->fetchColumn());
    }
}
