<?php
/**
 * The raw events of a day made into that day's counts (table visit_counts: a metric and up to
 * three keys, e.g. taps by kind, page and place), once the day is over: by bin/purge.php before it
 * deletes old raw events, and by the Numbers view for any finished day not rolled up yet. Today's
 * counts are made the same way, from its raw events, whenever the Numbers view is shown.
 *
 * A visit is a visitor's run of events with no gap of more than half an hour; it lands on the page
 * of its first view and comes from where that view says (Channels); it converted when it holds a
 * tap or an enquiry (EnquiryEvent). Visitors are counted per day:
 * nothing links one day's visitor to the next day's.
 */

declare(strict_types=1);

namespace AntennaBackend\Visits;

use AntennaBackend\Storage\Database;

final class Rollup
{
    /** Seconds without an event after which a visitor's next event starts a new visit. */
    public const VISIT_GAP = 1800;

    /** The metrics and what their keys are. */
    public const VISITORS = 'visitors';              // -
    public const VISITS = 'visits';                  // -
    public const VIEWS = 'views';                    // -
    public const PAGE_VIEWS = 'page_views';          // path
    public const PAGE_VISITORS = 'page_visitors';    // path
    public const DEVICES = 'devices';                // phone | tablet | desktop (visitors)
    public const SOURCES = 'sources';                // channel, name (visits)
    public const TAPS = 'taps';                      // kind, path, place
    public const LANDINGS = 'landings';              // path (visits)
    public const LANDINGS_CONVERTED = 'landings_converted'; // path (visits that ended in a tap or an enquiry)
    public const CAMPAIGNS = 'campaigns';            // source, medium, campaign (visits)
    public const CAMPAIGNS_CONVERTED = 'campaigns_converted'; // source, medium, campaign (visits that ended in a tap or an enquiry)

    public function __construct(private readonly Database $db)
    {
    }

    /**
     * Rolls up every finished day (before $today, YYYY-MM-DD) with raw events that is not rolled up
     * yet, oldest first. @return int the days rolled up
     */
    public function catchUp(string $today): int
    {
        return $this->db->withLock('visit-rollup', function () use ($today): int {
            $after = (string) $this->db->pdo->query('SELECT MAX(day) FROM visit_rollups')->fetchColumn();
            $next = $this->db->pdo->prepare('SELECT day FROM visit_events WHERE day > :after AND day < :today ORDER BY day LIMIT 1');
            $days = 0;
            while (true) {
                $next->execute([':after' => $after, ':today' => $today]);
                $day = $next->fetchColumn();
                if ($day === false) {
                    return $days;
                }
                $after = (string) $day;
                $this->store($after, $this->countsOf($after));
                $days++;
            }
        });
    }

    /**
     * The counts of one day from its raw events.
     *
     * @return list<array{0: string, 1: string, 2: string, 3: string, 4: int}> metric, k1, k2, k3, n
     */
    public function countsOf(string $day): array
    {
        $stmt = $this->db->pdo->prepare('SELECT visitor, ts, kind, path, place, referrer, source, medium, campaign, device
            FROM visit_events WHERE day = :day ORDER BY visitor, ts, id');
        $stmt->execute([':day' => $day]);
        $counts = new Tally();
        $visitor = null;
        $visit = null;
        $seen = [];
        while (($event = $stmt->fetch()) !== false) {
            if ($event['visitor'] !== $visitor) {
                self::endVisit($counts, $visit);
                $visit = null;
                $visitor = $event['visitor'];
                $seen = [];
                $counts->add(self::VISITORS);
                $counts->add(self::DEVICES, $event['device']);
            }
            if ($event['kind'] === EnquiryEvent::KIND) {
                // The visit the enquiry was sent in, however long its form took to fill in: it adds
                // no visit, view or tap of its own (EnquiryEvent notes it only after a view).
                if ($visit !== null) {
                    $visit['converted'] = true;
                }
                continue;
            }
            if ($visit === null || (int) $event['ts'] - $visit['last'] > self::VISIT_GAP) {
                self::endVisit($counts, $visit);
                $visit = ['landing' => null, 'converted' => false, 'last' => 0];
            }
            $visit['last'] = (int) $event['ts'];
            if ($event['kind'] === 'view') {
                $visit['landing'] ??= $event;
                $counts->add(self::VIEWS);
                $counts->add(self::PAGE_VIEWS, $event['path']);
                if (!isset($seen[$event['path']])) {
                    $seen[$event['path']] = true;
                    $counts->add(self::PAGE_VISITORS, $event['path']);
                }
            } else {
                $visit['converted'] = true;
                $counts->add(self::TAPS, $event['kind'], $event['path'], (string) $event['place']);
            }
        }
        self::endVisit($counts, $visit);
        return $counts->rows();
    }

    /** @param array{landing: ?array<string, mixed>, converted: bool, last: int}|null $visit */
    private static function endVisit(Tally $counts, ?array $visit): void
    {
        if ($visit === null) {
            return;
        }
        $counts->add(self::VISITS);
        // A visit whose view was not reported (a tap right away, the view refused by a cap) came from we do not know where.
        $landing = $visit['landing'] ?? ['path' => '', 'referrer' => null, 'source' => null, 'medium' => null, 'campaign' => null];
        [$channel, $name] = Channels::of($landing);
        $counts->add(self::SOURCES, $channel, $name);
        $counts->add(self::LANDINGS, $landing['path']);
        if ($visit['converted']) {
            $counts->add(self::LANDINGS_CONVERTED, $landing['path']);
        }
        if ($channel === 'campaign') {
            $campaign = [(string) $landing['source'], (string) $landing['medium'], (string) $landing['campaign']];
            $counts->add(self::CAMPAIGNS, ...$campaign);
            if ($visit['converted']) {
                $counts->add(self::CAMPAIGNS_CONVERTED, ...$campaign);
            }
        }
    }

    /** @param list<array{0: string, 1: string, 2: string, 3: string, 4: int}> $rows */
    private function store(string $day, array $rows): void
    {
        $this->db->transaction(function () use ($day, $rows): void {
            $this->db->pdo->prepare('DELETE FROM visit_counts WHERE day = :day')->execute([':day' => $day]);
            $insert = $this->db->pdo->prepare('INSERT INTO visit_counts (day, metric, k1, k2, k3, n) VALUES (:day, :metric, :k1, :k2, :k3, :n)');
            foreach ($rows as [$metric, $k1, $k2, $k3, $n]) {
                $insert->execute([':day' => $day, ':metric' => $metric, ':k1' => $k1, ':k2' => $k2, ':k3' => $k3, ':n' => $n]);
            }
            $this->db->pdo->prepare('DELETE FROM visit_rollups WHERE day = :day')->execute([':day' => $day]);
            $this->db->pdo->prepare('INSERT INTO visit_rollups (day, rolled_ts) VALUES (:day, :ts)')->execute([':day' => $day, ':ts' => time()]);
        });
    }
}
