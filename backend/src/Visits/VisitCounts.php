<?php
/**
 * The counts behind the Numbers view's visits: the rolled-up days (visit_counts), with today made
 * from its raw events on the spot (Rollup::countsOf), so that the view is as fresh as the last
 * beacon while reading one small row per metric, day and key for everything before. Finished days
 * not rolled up yet (no purge run since) are rolled up first.
 */

declare(strict_types=1);

namespace AntennaBackend\Visits;

use AntennaBackend\Storage\Database;

final class VisitCounts
{
    /** @var list<array{0: string, 1: string, 2: string, 3: string, 4: int}>|null today's counts, once made */
    private ?array $today = null;

    private readonly Rollup $rollup;

    /** @param string $day today in the business's calendar, YYYY-MM-DD */
    public function __construct(private readonly Database $db, private readonly string $day)
    {
        $this->rollup = new Rollup($db);
        $this->rollup->catchUp($day);
    }

    /**
     * The metrics' totals per day from $from to $to (YYYY-MM-DD, both included).
     *
     * @param list<string> $metrics metrics without keys (Rollup::VISITORS, VIEWS ...)
     * @return array<string, array<string, int>> day => (metric => n), days with nothing left out
     */
    public function perDay(array $metrics, string $from, string $to): array
    {
        $in = implode(', ', array_fill(0, \count($metrics), '?'));
        $stmt = $this->db->pdo->prepare("SELECT day, metric, SUM(n) AS n FROM visit_counts
            WHERE metric IN ({$in}) AND day >= ? AND day <= ? GROUP BY day, metric");
        $stmt->execute([...$metrics, $from, $to]);
        $days = [];
        foreach ($stmt->fetchAll() as $row) {
            $days[(string) $row['day']][(string) $row['metric']] = (int) $row['n'];
        }
        if ($from <= $this->day && $this->day <= $to) {
            foreach ($this->today() as [$metric, , , , $n]) {
                if (\in_array($metric, $metrics, true)) {
                    $days[$this->day][$metric] = ($days[$this->day][$metric] ?? 0) + $n;
                }
            }
        }
        return $days;
    }

    /**
     * A metric summed over the days from $from to $to, by its keys.
     *
     * @return array<string, array{keys: list<string>, n: int}> keyed by the keys joined, largest first
     */
    public function sum(string $metric, string $from, string $to): array
    {
        $stmt = $this->db->pdo->prepare('SELECT k1, k2, k3, SUM(n) AS n FROM visit_counts
            WHERE metric = :metric AND day >= :from AND day <= :to GROUP BY k1, k2, k3');
        $stmt->execute([':metric' => $metric, ':from' => $from, ':to' => $to]);
        $rows = array_map(static fn (array $r): array => [(string) $r['k1'], (string) $r['k2'], (string) $r['k3'], (int) $r['n']],
            $stmt->fetchAll());
        if ($from <= $this->day && $this->day <= $to) {
            foreach ($this->today() as [$m, $k1, $k2, $k3, $n]) {
                if ($m === $metric) {
                    $rows[] = [$k1, $k2, $k3, $n];
                }
            }
        }
        $sums = [];
        foreach ($rows as [$k1, $k2, $k3, $n]) {
            $key = $k1 . "\x1F" . $k2 . "\x1F" . $k3;
            $sums[$key] ??= ['keys' => [$k1, $k2, $k3], 'n' => 0];
            $sums[$key]['n'] += $n;
        }
        uasort($sums, static fn (array $a, array $b): int => [$b['n'], $a['keys']] <=> [$a['n'], $b['keys']]);
        return $sums;
    }

    /** @return list<array{0: string, 1: string, 2: string, 3: string, 4: int}> */
    private function today(): array
    {
        return $this->today ??= $this->rollup->countsOf($this->day);
    }
}
