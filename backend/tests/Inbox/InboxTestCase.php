<?php
/** Base of the inbox's tests: a backend with the inbox's password set and a short page. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Inbox;

use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Browser;

abstract class InboxTestCase extends BackendTestCase
{
    protected const PASSWORD = 'correct horse battery staple';

    private static int $clients = 0;

    protected static function settings(): array
    {
        return ['inbox' => ['page_size' => 5]];
    }

    public static function setUpBeforeClass(): void
    {
        parent::setUpBeforeClass();
        [$code, $out, $err] = static::$backend->command('set-password.php', [], [], self::PASSWORD . "\n");
        if ($code !== 0) {
            throw new \RuntimeException('set-password.php failed: ' . $out . $err);
        }
    }

    /** A browser of its own address (sign-in limits are per address). */
    protected function browser(): Browser
    {
        return new Browser($this->http(), '203.0.113.' . (++self::$clients % 250 + 1));
    }

    protected function signedIn(): Browser
    {
        $browser = $this->browser();
        $r = $browser->signIn(self::PASSWORD);
        $this->assertSame([303, './'], [$r->status, $r->header('location')], 'signed in');
        return $browser;
    }

    /**
     * Stores an enquiry as the handlers would, then sets what the office would have.
     *
     * @param array<string, ?string> $fields
     */
    protected function seed(array $fields, int $ageSeconds = 0): int
    {
        $store = $this->backend()->store();
        $id = $store->insert($fields + [
            'form' => 'enquiry', 'name' => 'Seeded', 'email' => 'seed@example.com', 'phone' => '0400 000 000',
            'address' => '1 Seed St', 'city' => 'Carlton', 'service' => 'tv-antenna-repair', 'message' => 'Seeded enquiry',
            'client_ip' => '192.0.2.1', 'user_agent' => 'seed',
        ], 0, 600, time() - $ageSeconds);
        foreach (['status', 'note'] as $column) {
            if (\array_key_exists($column, $fields)) {
                $store->pdo()->prepare("UPDATE enquiries SET {$column} = :v WHERE id = :id")->execute([':v' => $fields[$column], ':id' => $id]);
            }
        }
        return $id;
    }

    /** @return list<int> ids the SQL condition selects, newest first */
    protected function idsWhere(string $where, array $params = []): array
    {
        $stmt = $this->backend()->db->pdo()->prepare("SELECT id FROM enquiries WHERE {$where} ORDER BY id DESC");
        $stmt->execute($params);
        return array_map('intval', $stmt->fetchAll(\PDO::FETCH_COLUMN));
    }
}
