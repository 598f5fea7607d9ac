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

        $events = $this->db->pdo->prepare('DELETE FROM visit_events WHERE day < :before');
        $events->execute([':before' => $day(CounterSettings::rawDaysOf($this->config))]);
        $before = $day($this->config->values['retention']['delete_after_days']);
        $days = $this->db->pdo->prepare('DELETE FROM visit_rollups WHERE day < :before');
        $days->execute([':before' => $before]);
        $this->db->pdo->prepare('DELETE FROM visit_counts WHERE day < :before')->execute([':before' => $before]);
        DailySalt::forgetBefore($this->db, $today->format('Y-m-d'), $now);
        return ['rolled' => $rolled, 'events' => $events->rowCount(), 'days' => $days->rowCount()];
    }
}
