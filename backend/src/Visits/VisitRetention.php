<?php
/**
 * How long the visit counter keeps what it counts (bin/purge.php, through Privacy/Retention):
 * finished days are rolled up into daily counts first; then raw events older than counter.raw_days
 * go, the daily counts go after retention.delete_after_days (as enquiries do), and so do the salts
 * of earlier days and the rate-limit buckets of earlier minutes.
 */

declare(strict_types=1);

namespace AntennaBackend\Visits;

use AntennaBackend\Config\Config;
use AntennaBackend\Storage\Database;

final class VisitRetention
{
    private const DAY = 86400;

    public function __construct(private readonly Database $db, private readonly Config $config)
    {
    }

    /** @return array{rolled: int, events: int, days: int} days rolled up, raw events deleted, days of counts deleted */
    public function purge(int $now): array
    {
        $tz = new \DateTimeZone($this->config->values['timezone']);
        $today = (new \DateTimeImmutable('@' . $now))->setTimezone($tz);
        $day = static fn (int $daysAgo): string => $today->modify("-{$daysAgo} days")->format('Y-m-d');
        $rolled = (new Rollup($this->db))->catchUp($today->format('Y-m-d'));

        $events = $this->deleteEventsBefore($day(CounterSettings::rawDaysOf($this->config)));
        $before = $day($this->config->values['retention']['delete_after_days']);
        $days = $this->db->pdo->prepare('DELETE FROM visit_rollups WHERE day < :before');
        $days->execute([':before' => $before]);
        $this->db->pdo->prepare('DELETE FROM visit_counts WHERE day < :before')->execute([':before' => $before]);
        DailySalt::forgetBefore($this->db, $today->format('Y-m-d'), $now);
        return ['rolled' => $rolled, 'events' => $events, 'days' => $days->rowCount()];
    }

    /**
     * Deletes the raw events of the days before $before, a day at a time (the oldest found by the
     * index): each statement stays short, well within database_timeout, however many days a
     * first purge finds. @return int the events deleted
     */
    private function deleteEventsBefore(string $before): int
    {
        $oldest = $this->db->pdo->prepare('SELECT MIN(day) FROM visit_events');
        $delete = $this->db->pdo->prepare('DELETE FROM visit_events WHERE day = :day');
        $deleted = 0;
        while ($oldest->execute() && \is_string($day = $oldest->fetchColumn()) && $day < $before) {
            $delete->execute([':day' => $day]);
            $deleted += $delete->rowCount();
        }
        return $deleted;
    }
}
