<?php
/**
 * A database made by an earlier version of the backend is brought up to date on first use, with
 * every enquiry and its id kept, and ids of deleted enquiries never used again (e-mail copies are
 * named by id).
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Storage;

use AntennaBackend\Config\Config;
use AntennaBackend\Storage\Database;
use AntennaBackend\Storage\Schema;
use AntennaBackend\Storage\Store;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\TempDir;

/** @group database */
final class MigrationTest extends BackendTestCase
{
    public function testAVersion1DatabaseKeepsEveryEnquiryAndIdWhenMigrated(): void
    {
        $dir = TempDir::create('migration');
        $testDb = static::newDatabase($dir);
        try {
            $config = Config::fromArray(['database' => $testDb->config()], $dir)->values['database'];
            $v1 = Database::open($config);
            Schema::migrate($v1, 1);
            $insert = $v1->pdo->prepare("INSERT INTO enquiries (created_at, created_ts, form, name, email, message, client_ip,
                rate_key, notify_status, notify_attempts) VALUES ('2025-01-01T00:00:00Z', 1735689600, :form, :name, 'a@example.com',
                'hello', '192.0.2.1', '192.0.2.1', :notify, 1)");
            foreach ([['enquiry', 'One', 'sent'], ['quote', 'Two', 'failed'], ['contact', 'Three', 'pending']] as [$form, $name, $notify]) {
                $insert->execute([':form' => $form, ':name' => $name, ':notify' => $notify]);
            }
            $v1->pdo->exec("DELETE FROM enquiries WHERE name = 'Three'");

            $store = new Store(Database::open($config));
            $rows = $testDb->pdo()->query('SELECT id, name, status, notify_status, client_ip FROM enquiries ORDER BY id')->fetchAll();
            $this->assertEquals([
                ['id' => 1, 'name' => 'One', 'status' => 'new', 'notify_status' => 'sent', 'client_ip' => '192.0.2.1'],
                ['id' => 2, 'name' => 'Two', 'status' => 'new', 'notify_status' => 'failed', 'client_ip' => '192.0.2.1'],
            ], $rows);
            $id = $store->insert(['form' => 'quote', 'name' => 'Four', 'email' => 'b@example.com', 'message' => 'hi',
                'client_ip' => '192.0.2.4', 'status' => 'spam', 'spam_reason' => 'test'], 0, 600, time());
            $this->assertSame(4, $id, 'the id of the deleted enquiry is not used again');
        } finally {
            $testDb->drop();
            TempDir::remove($dir);
        }
    }

    /** Migration 8 makes SQLite's events' table again (its kinds' CHECK) and MySQL swaps the constraint: every event and id kept. */
    public function testAVersion7DatabaseKeepsItsVisitEventsAndTakesAnEnquiryEventWhenMigrated(): void
    {
        $dir = TempDir::create('migration');
        $testDb = static::newDatabase($dir);
        try {
            $config = Config::fromArray(['database' => $testDb->config()], $dir)->values['database'];
            $v7 = Database::open($config);
            Schema::migrate($v7, 7);
            $insert = $v7->pdo->prepare("INSERT INTO visit_events (day, ts, kind, path, place, device, visitor)
                VALUES ('2026-11-20', :ts, :kind, '/', :place, 'phone', 'v')");
            foreach ([['view', null], ['call', 'hero'], ['view', null]] as $i => [$kind, $place]) {
                $insert->execute([':ts' => 1795172400 + $i, ':kind' => $kind, ':place' => $place]);
            }
            $v7->pdo->exec("DELETE FROM visit_events WHERE kind = 'call'");
            $v8 = Database::open($config);
            Schema::migrate($v8);
            $this->assertEquals([[1, 'view'], [3, 'view']], $v8->pdo->query('SELECT id, kind FROM visit_events ORDER BY id')->fetchAll(\PDO::FETCH_NUM));
            $v8->pdo->exec("INSERT INTO visit_events (day, ts, kind, path, device, visitor) VALUES ('2026-11-20', 1795172500, 'enquiry', '/contactus/', 'phone', 'v')");
            $this->assertEquals(4, $v8->pdo->query("SELECT id FROM visit_events WHERE kind = 'enquiry'")->fetchColumn(), 'ids go on');
            $this->expectException(\PDOException::class);
            $v8->pdo->exec("INSERT INTO visit_events (day, ts, kind, path, device, visitor) VALUES ('2026-11-20', 1, 'beacon', '/', 'phone', 'v')");
        } finally {
            $testDb->drop();
            TempDir::remove($dir);
        }
    }
}
