<?php
/**
 * SQLite's own files. The database runs in WAL mode. And SQLite creates its -wal and -shm files
 * with the database file's mode, so a spell in which the database was read-only leaves a
 * read-only -shm behind that makes every later write fail. The backend makes it writable again;
 * where it cannot, the handlers answer 500 and bin/notify-pending.php exits non-zero (cron mails
 * the owner), both saying what to fix.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Storage;

use AntennaBackend\Config\Config;
use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Storage\Database;
use AntennaBackend\Storage\Store;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Database\SqliteDatabase;
use AntennaBackend\Tests\Support\Visitor;

final class SqliteFilesTest extends BackendTestCase
{
    private function path(): string
    {
        $db = $this->backend()->db;
        \assert($db instanceof SqliteDatabase);
        return $db->path;
    }

    public function testTheDatabaseRunsInWalMode(): void
    {
        $this->backend()->start(1);
        $this->assertSame(200, $this->http()->post('/handleQuote.php', Visitor::quote())->status);
        $this->assertSame('wal', $this->backend()->db->pdo()->query('PRAGMA journal_mode')->fetchColumn());
    }

    /**
     * Under mod_php the web server's user shares the data folder through its group (mode 2770):
     * whoever makes the database first (a command run by the account, cron, the web server), the
     * others can write it. A private folder gets a private database.
     */
    public function testANewDatabaseIsWritableByWhoeverMayWriteItsFolder(): void
    {
        foreach ([02770 => 0660, 0700 => 0600] as $folderMode => $fileMode) {
            $dir = $this->backend()->dir . '/shared-' . decoct($folderMode);
            mkdir($dir);
            chmod($dir, $folderMode);
            $config = Config::fromArray(['database' => $dir . '/enquiries.sqlite'], $dir)->values['database'];
            new Store(Database::open($config, forWriting: false)); // the first to come is an export
            clearstatcache();
            $this->assertSame(decoct($fileMode), decoct(fileperms($dir . '/enquiries.sqlite') & 0777), 'in a folder of mode ' . decoct($folderMode));
        }
    }

    public function testRecoversFromAReadOnlySpellAndComplainsWhileItLasts(): void
    {
        $this->errorsExpected = true;
        $this->backend()->db->drop(); // forget the connection to the file removed here
        array_map('unlink', glob($this->path() . '*') ?: []); // a new database, whose -shm the read-only spell makes
        $backend = $this->backend();
        $backend->runUnprivileged();
        $backend->start(2);
        $this->assertSame(200, $this->http()->post('/handleQuote.php', Visitor::quote())->status);

        chmod($this->path(), 0444);
        $this->assertAnswer(500, Messages::SERVER_ERROR, $this->http()->post('/handleQuote.php', Visitor::quote()));
        $this->assertStringContainsString($this->path() . ' is not writable', $backend->backendLog());
        [$code, $out, $err] = $backend->command('notify-pending.php', ['--quiet']);
        $this->assertSame(2, $code, 'cron is told: ' . $out . $err);
        $this->assertStringContainsString('is not writable', $err);
        [$code] = $backend->command('export.php', ['--list']);
        $this->assertSame(0, $code, 'a read-only database can still be exported');
        clearstatcache();
        $this->assertSame(0444, fileperms($this->path() . '-shm') & 0777, 'reading it left a read-only -shm behind');

        chmod($this->path(), 0644);
        $this->assertAnswer(200, Messages::SUCCESS_QUOTE, $this->http()->post('/handleQuote.php', Visitor::quote()), 'writes work again');
        $this->assertSame(2, $backend->count());
        [$code, $out, $err] = $backend->command('notify-pending.php', ['--quiet']);
        $this->assertSame([0, '', ''], [$code, $out, $err]);
    }

    public function testALeftoverFileItCannotRepairIsNamedWithTheFix(): void
    {
        if (posix_geteuid() !== 0) {
            $this->markTestSkipped('needs root to leave a file the server\'s user cannot change');
        }
        $this->errorsExpected = true;
        array_map('unlink', glob($this->path() . '*') ?: []); // a new database
        $backend = $this->backend();
        $backend->runUnprivileged();
        $backend->start(2);
        $this->assertSame(200, $this->http()->post('/handleQuote.php', Visitor::quote())->status);
        $shm = $this->path() . '-shm';
        @unlink($shm);
        touch($shm); // root's, read-only to everyone else
        chmod($shm, 0444);
        $this->assertAnswer(500, Messages::SERVER_ERROR, $this->http()->post('/handleQuote.php', Visitor::quote()));
        $this->assertStringContainsString($shm . ' is read-only', $backend->backendLog());
        [$code, , $err] = $backend->command('notify-pending.php', ['--quiet']);
        $this->assertSame(2, $code);
        $this->assertStringContainsString($shm . ' is read-only', $err);
    }

    protected function tearDown(): void
    {
        $this->backend()->stopServer();
    }
}
