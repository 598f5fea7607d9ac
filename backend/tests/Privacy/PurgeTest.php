<?php
/**
 * bin/purge.php with enquiries of various ages: exactly those received more than 730 days ago are
 * deleted with their e-mail copies and alert records, exactly those more than 30 days old lose
 * address and browser, e-mail copies of enquiries no longer stored go too, and a second run
 * changes nothing. (The visit counter's part: tests/Visits/RollupTest.php.)
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Privacy;

use AntennaBackend\Tests\Support\BackendTestCase;

/** @group database */
final class PurgeTest extends BackendTestCase
{
    private const DAY = 86400;

    private function copyOf(int $id): string
    {
        @mkdir($this->backend()->mailDir, 0777, true);
        $file = $this->backend()->mailDir . '/20250101-000000-enquiry-' . $id . '-' . bin2hex(random_bytes(4)) . '.eml';
        file_put_contents($file, "Subject: copy of #{$id}\r\n\r\nbody\r\n");
        return $file;
    }

    public function testDeletesAndAnonymisesExactlyByAgeAndIsIdempotent(): void
    {
        $ages = ['ancient' => 1000, 'just too old' => 731, 'almost too old' => 729, 'a month and a day' => 31, 'a month less a day' => 29, 'today' => 0];
        $ids = [];
        $copies = [];
        foreach ($ages as $name => $days) {
            $ids[$name] = $this->seed(['name' => $name, 'status' => $days > 700 ? 'handled' : 'new'], $days * self::DAY + 60);
            $copies[$name] = $this->copyOf($ids[$name]);
        }
        $orphan = $this->copyOf(999999); // an enquiry deleted earlier, whose copy outlived it
        $pdo = $this->backend()->db->pdo();
        foreach ([$ids['ancient'], $ids['today']] as $id) {
            $pdo->exec("INSERT INTO enquiry_alerts (enquiry_id, status, attempts, reached) VALUES ({$id}, 'sent', 1, 'sms-1')");
        }

        [$code, $out, $err] = $this->backend()->command('purge.php');
        $this->assertSame(0, $code, $err);
        $this->assertSame("Deleted 2 enquiries received more than 730 days ago, and 3 e-mail copies.\n"
            . "Removed the client address and browser of 2 enquiries received more than 30 days ago.\n"
            . "Rolled up the visits of 0 days into daily counts; deleted 0 visit events older than 7 days and the visit counts of 0 days older than 730 days.\n", $out);

        $rows = [];
        foreach ($this->backend()->rows() as $row) {
            $rows[$row['name']] = [$row['client_ip'], $row['rate_key'], $row['user_agent']];
        }
        $this->assertSame([
            'almost too old' => [null, null, null],
            'a month and a day' => [null, null, null],
            'a month less a day' => ['192.0.2.1', '192.0.2.1', 'seed'],
            'today' => ['192.0.2.1', '192.0.2.1', 'seed'],
        ], $rows);
        foreach ($copies as $name => $file) {
            $this->assertSame(!\in_array($name, ['ancient', 'just too old'], true), is_file($file), "copy of {$name}");
        }
        $this->assertFileDoesNotExist($orphan);
        $this->assertSame([(string) $ids['today']], array_map('strval', $pdo->query('SELECT enquiry_id FROM enquiry_alerts')->fetchAll(\PDO::FETCH_COLUMN)),
            'the alert record goes with its enquiry');

        [$code, $out] = $this->backend()->command('purge.php');
        $this->assertSame([0, "Deleted 0 enquiries received more than 730 days ago, and 0 e-mail copies.\n"
            . "Removed the client address and browser of 0 enquiries received more than 30 days ago.\n"
            . "Rolled up the visits of 0 days into daily counts; deleted 0 visit events older than 7 days and the visit counts of 0 days older than 730 days.\n"], [$code, $out]);
        $this->assertSame(4, $this->backend()->count());
        [$code, $out] = $this->backend()->command('purge.php', ['--quiet']);
        $this->assertSame([0, ''], [$code, $out], 'quiet for cron');
    }

    public function testFollowsTheConfiguredRetention(): void
    {
        $backend = $this->backend();
        $id = $this->seed(['name' => 'ten days old'], 10 * self::DAY);
        $settings = $backend->settings;
        $settings['retention'] = ['delete_after_days' => 7, 'anonymise_after_days' => 1];
        $config = $backend->writeConfig($settings, $backend->dir . '/config-short-retention.php');
        [$code, $out] = $backend->command('purge.php', ['--config=' . $config]);
        $this->assertSame(0, $code);
        $this->assertStringContainsString('received more than 7 days ago', $out);
        $this->assertSame(0, $backend->count('id = ?', [$id]));
    }
}
