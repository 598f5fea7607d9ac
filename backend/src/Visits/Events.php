<?php
/**
 * The raw events of the visit counter, each stored within two caps: what one address may add in a
 * minute (counter.per_address_per_minute) and what the whole site may add in a day
 * (counter.per_day). A cap reached is checked by a read first, so a flood costs no writes; the
 * count itself is taken in the event's own write transaction, so concurrent events never pass it.
 */

declare(strict_types=1);

namespace AntennaBackend\Visits;

use AntennaBackend\Storage\Database;
use AntennaBackend\Storage\RateLimited;

final class Events
{
    /** The bucket of the day's total (the addresses' buckets are hashes: DailySalt::bucket). */
    public const ALL = '*';

    public function __construct(private readonly Database $db, private readonly CounterSettings $settings)
    {
    }

    /**
     * Stores one event of $day (YYYY-MM-DD) unless a cap is reached.
     *
     * @param array{kind: string, path: string, place: ?string, referrer: ?string, source: ?string, medium: ?string, campaign: ?string, device: string} $event
     * @return int|null null when stored, otherwise the seconds until the cap that refused it lets go
     */
    public function record(array $event, string $visitor, string $bucket, string $day, int $now, int $secondsLeftToday): ?int
    {
        $minute = intdiv($now, 60);
        $caps = [[$bucket, $minute, $this->settings->perAddressPerMinute, 60 - $now % 60],
            [self::ALL, self::dayNumber($day), $this->settings->perDay, max(1, $secondsLeftToday)]];
        foreach ($caps as [$name, $period, $cap, $retryAfter]) {
            if ($this->used($name, $period) >= $cap) {
                return $retryAfter;
            }
        }
        try {
            $this->db->transaction(fn () => $this->insert($caps, $event, $visitor, $day, $now));
        } catch (RateLimited $e) {
            return $e->retryAfter;
        }
        return null;
    }

    /** In the write transaction: takes a place in each cap (or throws), then stores the event. */
    private function insert(array $caps, array $event, string $visitor, string $day, int $now): void
    {
        foreach ($caps as [$name, $period, $cap, $retryAfter]) {
            if (!$this->take($name, $period, $cap)) {
                throw new RateLimited($retryAfter);
            }
        }
        $this->db->pdo->prepare('INSERT INTO visit_events (day, ts, kind, path, place, referrer, source, medium, campaign, device, visitor)
            VALUES (:day, :ts, :kind, :path, :place, :referrer, :source, :medium, :campaign, :device, :visitor)')->execute([
            ':day' => $day, ':ts' => $now, ':kind' => $event['kind'], ':path' => $event['path'], ':place' => $event['place'],
            ':referrer' => $event['referrer'], ':source' => $event['source'], ':medium' => $event['medium'],
            ':campaign' => $event['campaign'], ':device' => $event['device'], ':visitor' => $visitor,
        ]);
    }

    /** The period of a day's total: 2026-11-28 is 20261128. */
    public static function dayNumber(string $day): int
    {
        return (int) str_replace('-', '', $day);
    }

    private function used(string $bucket, int $period): int
    {
        $stmt = $this->db->pdo->prepare('SELECT n FROM visit_limits WHERE bucket = :bucket AND period = :period');
        $stmt->execute([':bucket' => $bucket, ':period' => $period]);
        return (int) $stmt->fetchColumn();
    }

    /** Counts one more in the bucket, unless it holds $cap already: false then. */
    private function take(string $bucket, int $period, int $cap): bool
    {
        $more = $this->db->pdo->prepare('UPDATE visit_limits SET n = n + 1 WHERE bucket = :bucket AND period = :period AND n < :cap');
        $first = $this->db->pdo->prepare($this->db->insertOrIgnore() . ' INTO visit_limits (bucket, period, n) VALUES (:bucket, :period, 1)');
        foreach ([$more, $first] as $stmt) {
            $stmt->bindValue(':bucket', $bucket);
            $stmt->bindValue(':period', $period, \PDO::PARAM_INT);
        }
        $more->bindValue(':cap', $cap, \PDO::PARAM_INT);
        // Twice: a concurrent first event (MySQL) may have made the row between the two statements.
        for ($try = 0; $try < 2; $try++) {
            $more->execute();
            if ($more->rowCount() === 1) {
                return true;
            }
            $first->execute();
            if ($first->rowCount() === 1) {
                return true;
            }
        }
        return false;
    }
}
