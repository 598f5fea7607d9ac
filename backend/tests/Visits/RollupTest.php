<?php
/**
 * A day's raw events made into its counts: visitors, visits (a gap of more than half an hour
 * starts a new one), views, pages, devices, where each visit came from, taps by kind, page and
 * place, and by landing page and campaign the visits that ended in a tap or an enquiry (an enquiry
 * adds to its visit, however late, and nothing else). Finished days are rolled
 * up once and read back the same; today is counted from its raw events; bin/purge.php keeps raw
 * events and counts only as long as configured.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Visits;

use AntennaBackend\Config\Config;
use AntennaBackend\Storage\Database;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Visits\Rollup;
use AntennaBackend\Visits\VisitCounts;

/** @group database */
final class RollupTest extends BackendTestCase
{
    private const DAY = '2026-11-20';
    private const TEN = 1795172400; // Fri 20 Nov 2026, 10:00 in Melbourne

    protected static function startsServer(): bool
    {
        return false;
    }

    private function db(): Database
    {
        return Database::open(Config::load($this->backend()->configPath)->values['database']);
    }

    protected function setUp(): void
    {
        parent::setUp();
        foreach (['visit_events', 'visit_counts', 'visit_rollups', 'visit_salts', 'visit_limits'] as $table) {
            $this->backend()->db->pdo()->exec("DELETE FROM {$table}");
        }
    }

    /** @param list<array{0: string, 1: int, 2: string, 3: string, 4?: array<string, ?string>}> $events visitor, minutes after ten, kind, path, more */
    private function store(string $day, int $ten, array $events): void
    {
        $insert = $this->backend()->db->pdo()->prepare('INSERT INTO visit_events (day, ts, kind, path, place, referrer, source, medium,
            campaign, device, visitor) VALUES (:day, :ts, :kind, :path, :place, :referrer, :source, :medium, :campaign, :device, :visitor)');
        foreach ($events as $e) {
            $more = ($e[4] ?? []) + ['place' => null, 'referrer' => null, 'source' => null, 'medium' => null, 'campaign' => null, 'device' => 'phone'];
            $insert->execute([':day' => $day, ':ts' => $ten + $e[1] * 60, ':kind' => $e[2], ':path' => $e[3], ':visitor' => str_pad($e[0], 32, '0')]
                + array_combine(array_map(static fn (string $k): string => ':' . $k, array_keys($more)), array_values($more)));
        }
    }

    private function aDay(string $day = self::DAY, int $ten = self::TEN): void
    {
        $this->store($day, $ten, [
            // A: from Google to a service page, taps Call in its hero; back 54 minutes later, typed in.
            ['a', 0, 'view', '/', ['referrer' => 'google.com.au']],
            ['a', 5, 'view', '/service/x/'],
            ['a', 6, 'call', '/service/x/', ['place' => 'hero']],
            ['a', 60, 'view', '/aboutus/'],
            // B: a flyer's QR code, then Contact, taps WhatsApp in the phone bar.
            ['b', -60, 'view', '/service/x/', ['source' => 'flyer', 'campaign' => 'spring', 'device' => 'tablet']],
            ['b', -59, 'view', '/contactus/', ['device' => 'tablet']],
            ['b', -58, 'whatsapp', '/contactus/', ['place' => 'phone-bar', 'device' => 'tablet']],
            // C: from Facebook, on a desktop, reads the home page twice within half an hour.
            ['c', 120, 'view', '/', ['referrer' => 'facebook.com', 'device' => 'desktop']],
            ['c', 149, 'view', '/', ['device' => 'desktop']],
            // ... and sends an enquiry 50 minutes later: still that visit, which ended in an enquiry (EnquiryEvent).
            ['c', 199, 'enquiry', '/contactus/', ['device' => 'desktop']],
            // D: a tap whose view was never reported.
            ['d', 180, 'call', '/', ['place' => 'header']],
        ]);
    }

    /** @param list<array{0: string, 1: string, 2: string, 3: string, 4: int}> $rows @return array<string, int> */
    private static function keyed(array $rows): array
    {
        $keyed = [];
        foreach ($rows as [$metric, $k1, $k2, $k3, $n]) {
            $keyed[rtrim("{$metric} {$k1} {$k2} {$k3}")] = $n;
        }
        ksort($keyed);
        return $keyed;
    }

    public function testADaysEventsBecomeItsCounts(): void
    {
        $this->aDay();
        $this->assertSame([
            'campaigns flyer  spring' => 1,
            'campaigns_converted flyer  spring' => 1,
            'devices desktop' => 1,
            'devices phone' => 2,
            'devices tablet' => 1,
            'landings' => 1,
            'landings /' => 2,
            'landings /aboutus/' => 1,
            'landings /service/x/' => 1,
            'landings_converted' => 1,
            'landings_converted /' => 2,
            'landings_converted /service/x/' => 1,
            'page_views /' => 3,
            'page_views /aboutus/' => 1,
            'page_views /contactus/' => 1,
            'page_views /service/x/' => 2,
            'page_visitors /' => 2,
            'page_visitors /aboutus/' => 1,
            'page_visitors /contactus/' => 1,
            'page_visitors /service/x/' => 2,
            'sources campaign flyer' => 1,
            'sources direct' => 2,
            'sources search google.com.au' => 1,
            'sources social facebook.com' => 1,
            'taps call / header' => 1,
            'taps call /service/x/ hero' => 1,
            'taps whatsapp /contactus/ phone-bar' => 1,
            'views' => 7,
            'visitors' => 4,
            'visits' => 5,
        ], self::keyed((new Rollup($this->db()))->countsOf(self::DAY)));
    }

    public function testFinishedDaysAreRolledUpOnceAndTodayIsCountedLive(): void
    {
        $this->aDay('2026-11-19', self::TEN - 86400);
        $this->aDay();
        $this->aDay('2026-11-21', self::TEN + 86400);
        $counts = new VisitCounts($this->db(), '2026-11-21');
        $rolled = $this->backend()->db->pdo()->query('SELECT day FROM visit_rollups ORDER BY day')->fetchAll(\PDO::FETCH_COLUMN);
        $this->assertSame(['2026-11-19', '2026-11-20'], $rolled, 'the finished days, not today');
        $this->assertSame(0, (new Rollup($this->db()))->catchUp('2026-11-21'), 'nothing left to roll up');

        $perDay = $counts->perDay([Rollup::VISITORS, Rollup::VIEWS], '2026-11-19', '2026-11-21');
        $this->assertSame(array_fill_keys(['2026-11-19', '2026-11-20', '2026-11-21'], [Rollup::VISITORS => 4, Rollup::VIEWS => 7]),
            array_map(static fn (array $d): array => [Rollup::VISITORS => $d[Rollup::VISITORS], Rollup::VIEWS => $d[Rollup::VIEWS]], $perDay));
        $taps = $counts->sum(Rollup::TAPS, '2026-11-20', '2026-11-21');
        $this->assertSame([[['call', '/', 'header'], 2], [['call', '/service/x/', 'hero'], 2], [['whatsapp', '/contactus/', 'phone-bar'], 2]],
            array_map(static fn (array $s): array => [$s['keys'], $s['n']], array_values($taps)));
    }

    public function testPurgeRollsUpThenKeepsRawEventsAndCountsOnlyAsLongAsConfigured(): void
    {
        $today = (new \DateTimeImmutable('now', new \DateTimeZone('Australia/Melbourne')))->setTime(10, 0);
        foreach ([0, 1, 7, 8, 731] as $ago) {
            $day = $today->modify("-{$ago} days");
            $this->aDay($day->format('Y-m-d'), $day->getTimestamp());
        }
        $this->backend()->db->pdo()->exec("INSERT INTO visit_salts (day, salt) VALUES ('2000-01-01', 'old')");
        [$code, $out, $err] = $this->backend()->command('purge.php');
        $this->assertSame(0, $code, $err);
        $this->assertStringContainsString('Rolled up the visits of 4 days into daily counts; deleted 22 visit events older than 7 days '
            . 'and the visit counts of 1 days older than 730 days.', $out);
        $pdo = $this->backend()->db->pdo();
        $kept = $pdo->query('SELECT DISTINCT day FROM visit_events ORDER BY day')->fetchAll(\PDO::FETCH_COLUMN);
        $this->assertSame([$today->modify('-7 days')->format('Y-m-d'), $today->modify('-1 day')->format('Y-m-d'), $today->format('Y-m-d')], $kept);
        $days = array_map(static fn (int $ago): string => $today->modify("-{$ago} days")->format('Y-m-d'), [8, 7, 1]);
        $this->assertSame($days, $pdo->query('SELECT day FROM visit_rollups ORDER BY day')->fetchAll(\PDO::FETCH_COLUMN));
        $this->assertSame($days, $pdo->query('SELECT DISTINCT day FROM visit_counts ORDER BY day')->fetchAll(\PDO::FETCH_COLUMN),
            'the counts of days rolled up and kept, not of the one older than 730 days');
        $this->assertSame(0, (int) $pdo->query("SELECT COUNT(*) FROM visit_salts WHERE day < '" . $today->format('Y-m-d') . "'")->fetchColumn());
    }
}
