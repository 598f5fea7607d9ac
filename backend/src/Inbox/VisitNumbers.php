<?php
/**
 * The Numbers view's visits, from the visit counter (Visits/VisitCounts), for the same year as its
 * enquiries (this week and the 52 before it, weeks from Monday): visitors and views per week and
 * per day of the last four weeks, each against the same weeks or weekdays a year earlier; where
 * visits came from; the pages read; the taps on Call, WhatsApp, e-mail and "Get Quote" by page
 * and place; and, by landing page and by campaign, the enquiries and how many visits ended in a
 * tap or an enquiry.
 *
 * Visitors are counted per day (nothing links one day to the next), so a week's visitors are the
 * sum of its days'. The enquiries by landing page and campaign are those that said where their
 * visit began (their hidden fields: Storage/EnquiryCounts::bySource), counted whether or not the
 * counter counted their visit (a browser with Global Privacy Control sends an enquiry too); a visit
 * that ended in an enquiry is one the counter counted (Visits/EnquiryEvent).
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use AntennaBackend\Visits\Channels;
use AntennaBackend\Visits\Rollup;
use AntennaBackend\Visits\VisitCounts;

final class VisitNumbers
{
    /** Days shown one by one: the last four weeks. */
    public const DAYS = 28;
    /** Pages, landing pages and campaigns listed by name; the rest are counted together. */
    public const ROWS = 12;
    public const TAPS = ['call' => 'Call', 'whatsapp' => 'WhatsApp', 'email' => 'E-mail', 'quote' => 'Get Quote'];
    public const PLACES = ['header' => 'Header', 'hero' => 'First screen (hero)', 'phone-bar' => 'Phone bar',
        'floating-button' => 'Floating button', 'footer' => 'Footer', 'body' => 'Page body'];
    public const DEVICES = ['phone' => 'Phone', 'tablet' => 'Tablet', 'desktop' => 'Desktop'];
    /** What a visit may end in, counted by landing page and campaign: metric by landing page, by campaign, and its label. */
    public const CONVERSIONS = ['converted' => [Rollup::LANDINGS_CONVERTED, Rollup::CAMPAIGNS_CONVERTED, 'Ended in a tap or an enquiry']];

    public function __construct(private readonly VisitCounts $counts, private readonly \DateTimeZone $tz)
    {
    }

    /**
     * @param \DateTimeImmutable $firstWeek the Monday the year shown starts on (Numbers)
     * @param list<array{landing: ?string, campaign: ?string, n: int}> $enquiries since $firstWeek, by source (EnquiryCounts::bySource)
     * @return array<string, mixed> what templates/numbers-visits.php shows
     */
    public function at(int $now, \DateTimeImmutable $firstWeek, array $enquiries = []): array
    {
        $today = (new \DateTimeImmutable('@' . $now))->setTimezone($this->tz)->setTime(0, 0);
        $day = static fn (\DateTimeImmutable $d): string => $d->format('Y-m-d');
        $from = $day($firstWeek);
        $to = $day($today);
        $perDay = $this->counts->perDay([Rollup::VISITORS, Rollup::VIEWS, Rollup::VISITS], $day($firstWeek->modify('-52 weeks')), $to);
        $on = static fn (\DateTimeImmutable $d): array => ['visitors' => $perDay[$d->format('Y-m-d')][Rollup::VISITORS] ?? 0,
            'views' => $perDay[$d->format('Y-m-d')][Rollup::VIEWS] ?? 0, 'visits' => $perDay[$d->format('Y-m-d')][Rollup::VISITS] ?? 0];

        $days = [];
        for ($d = $today->modify('-' . (self::DAYS - 1) . ' days'); $d <= $today; $d = $d->modify('+1 day')) {
            $days[] = ['date' => $d, 'lastYear' => $d->modify('-52 weeks')] + $on($d) + ['then' => $on($d->modify('-52 weeks'))];
        }
        $weeks = [];
        for ($week = $firstWeek; $week <= $today; $week = $week->modify('+1 week')) {
            $these = ['visitors' => 0, 'views' => 0, 'visits' => 0];
            $then = $these;
            for ($d = $week; $d < $week->modify('+1 week') && $d <= $today; $d = $d->modify('+1 day')) {
                foreach ($on($d) as $k => $n) {
                    $these[$k] += $n;
                }
                foreach ($on($d->modify('-52 weeks')) as $k => $n) {
                    $then[$k] += $n;
                }
            }
            $weeks[] = ['start' => $week] + $these + ['then' => $then];
        }

        $taps = $this->counts->sum(Rollup::TAPS, $from, $to);
        return [
            'days' => $days,
            'weeks' => $weeks,
            'totals' => ['visitors' => array_sum(array_column($weeks, 'visitors')), 'visits' => array_sum(array_column($weeks, 'visits')),
                'views' => array_sum(array_column($weeks, 'views')), 'taps' => self::byKey($taps, 0, array_keys(self::TAPS))],
            'sources' => $this->sources($from, $to),
            'pages' => $this->pages($from, $to, $taps),
            'places' => self::byPlace($taps),
            'tapsByPage' => self::tapsByPage($taps),
            'devices' => self::byKey($this->counts->sum(Rollup::DEVICES, $from, $to), 0, array_keys(self::DEVICES)),
            'landings' => self::conversions($this->counts->sum(Rollup::LANDINGS, $from, $to), 0,
                fn (int $i): array => $this->counts->sum(self::CONVERSIONS[array_keys(self::CONVERSIONS)[$i]][0], $from, $to),
                self::enquiriesBy($enquiries, 'landing')),
            'campaigns' => self::conversions($this->counts->sum(Rollup::CAMPAIGNS, $from, $to), 1,
                fn (int $i): array => $this->counts->sum(self::CONVERSIONS[array_keys(self::CONVERSIONS)[$i]][1], $from, $to),
                self::enquiriesBy($enquiries, 'campaign')),
        ];
    }

    /**
     * @param array<string, array{keys: list<string>, n: int}> $sums
     * @param list<string> $known
     * @return array<string, int> the known values of key $k, in their order, with their totals
     */
    private static function byKey(array $sums, int $k, array $known): array
    {
        $totals = array_fill_keys($known, 0);
        foreach ($sums as $sum) {
            if (isset($totals[$sum['keys'][$k]])) {
                $totals[$sum['keys'][$k]] += $sum['n'];
            }
        }
        return $totals;
    }

    /** @return array<string, array{visits: int, names: array<string, int>}> channel => visits and the names in it, most first */
    private function sources(string $from, string $to): array
    {
        $channels = array_map(static fn (): array => ['visits' => 0, 'names' => []], Channels::NAMES);
        foreach ($this->counts->sum(Rollup::SOURCES, $from, $to) as ['keys' => [$channel, $name], 'n' => $n]) {
            if (isset($channels[$channel])) {
                $channels[$channel]['visits'] += $n;
                if ($name !== '') {
                    $channels[$channel]['names'][$name] = ($channels[$channel]['names'][$name] ?? 0) + $n;
                }
            }
        }
        return $channels;
    }

    /**
     * @param array<string, array{keys: list<string>, n: int}> $taps
     * @return list<array{page: string, views: int, visitors: int, taps: array<string, int>}> the pages most viewed, then the rest
     */
    private function pages(string $from, string $to, array $taps): array
    {
        $visitors = [];
        foreach ($this->counts->sum(Rollup::PAGE_VISITORS, $from, $to) as ['keys' => [$path], 'n' => $n]) {
            $visitors[$path] = $n;
        }
        $tapsOn = [];
        foreach ($taps as ['keys' => [$kind, $path], 'n' => $n]) {
            $tapsOn[$path][$kind] = ($tapsOn[$path][$kind] ?? 0) + $n;
        }
        $rows = [];
        foreach ($this->counts->sum(Rollup::PAGE_VIEWS, $from, $to) as ['keys' => [$path], 'n' => $n]) {
            $rows[] = ['page' => $path, 'views' => $n, 'visitors' => $visitors[$path] ?? 0,
                'taps' => ($tapsOn[$path] ?? []) + array_fill_keys(array_keys(self::TAPS), 0)];
        }
        return self::topAndRest($rows, 'page', 'Other pages', ['views', 'visitors'], 'taps');
    }

    /**
     * @param array<string, array{keys: list<string>, n: int}> $taps
     * @return array<string, array<string, int>> place => (kind => taps), every place and kind
     */
    private static function byPlace(array $taps): array
    {
        $places = array_map(static fn (): array => array_fill_keys(array_keys(self::TAPS), 0), self::PLACES);
        foreach ($taps as ['keys' => [$kind, , $place], 'n' => $n]) {
            if (isset($places[$place][$kind])) {
                $places[$place][$kind] += $n;
            }
        }
        return $places;
    }

    /**
     * @param array<string, array{keys: list<string>, n: int}> $taps
     * @return list<array{page: string, place: string, taps: array<string, int>, total: int}> most taps first
     */
    private static function tapsByPage(array $taps): array
    {
        $rows = [];
        foreach ($taps as ['keys' => [$kind, $path, $place], 'n' => $n]) {
            $key = $path . "\x1F" . $place;
            $rows[$key] ??= ['page' => $path, 'place' => self::PLACES[$place] ?? $place, 'taps' => array_fill_keys(array_keys(self::TAPS), 0), 'total' => 0];
            $rows[$key]['taps'][$kind] = ($rows[$key]['taps'][$kind] ?? 0) + $n;
            $rows[$key]['total'] += $n;
        }
        usort($rows, static fn (array $a, array $b): int => [$b['total'], $a['page'], $a['place']] <=> [$a['total'], $b['page'], $b['place']]);
        return $rows;
    }

    /**
     * Visits by landing page ($keys 0: the path) or by campaign ($keys 1: source, medium, campaign),
     * with how many ended in each of CONVERSIONS, and the enquiries that began there (a landing page
     * or campaign of enquiries alone is listed too, with no visits).
     *
     * @param array<string, array{keys: list<string>, n: int}> $visits
     * @param \Closure(int): array<string, array{keys: list<string>, n: int}> $converted the sums of the CONVERSIONS' metric number i
     * @param array<string, int> $enquiries by name
     * @return list<array{name: string, visits: int, enquiries: int, converted: array<string, int>}> most visits first, then the rest
     */
    private static function conversions(array $visits, int $keys, \Closure $converted, array $enquiries): array
    {
        $name = static fn (array $k): string => $keys === 0 ? $k[0] : implode(' / ', array_map(static fn (string $v): string => $v === '' ? '-' : $v, $k));
        $ended = [];
        foreach (array_keys(self::CONVERSIONS) as $i => $conversion) {
            foreach ($converted($i) as ['keys' => $k, 'n' => $n]) {
                $ended[$name($k)][$conversion] = $n;
            }
        }
        $rows = [];
        foreach ($visits as ['keys' => $k, 'n' => $n]) {
            $rows[$name($k)] = ['name' => $name($k), 'visits' => $n, 'enquiries' => $enquiries[$name($k)] ?? 0,
                'converted' => ($ended[$name($k)] ?? []) + array_fill_keys(array_keys(self::CONVERSIONS), 0)];
        }
        foreach (array_diff_key($enquiries, $rows) as $only => $n) {
            $rows[$only] = ['name' => (string) $only, 'visits' => 0, 'enquiries' => $n, 'converted' => array_fill_keys(array_keys(self::CONVERSIONS), 0)];
        }
        $rows = array_values($rows);
        usort($rows, static fn (array $a, array $b): int => [$b['visits'], $b['enquiries'], $a['name']] <=> [$a['visits'], $a['enquiries'], $b['name']]);
        return self::topAndRest($rows, 'name', $keys === 0 ? 'Other pages' : 'Other campaigns', ['visits', 'enquiries'], 'converted');
    }

    /**
     * @param list<array{landing: ?string, campaign: ?string, n: int}> $enquiries
     * @return array<string, int> the enquiries by landing page or campaign ($by), named as conversions() names them
     */
    private static function enquiriesBy(array $enquiries, string $by): array
    {
        $counts = [];
        foreach ($enquiries as $row) {
            if ($row[$by] !== null) {
                $key = $by === 'campaign' ? mb_strtolower($row[$by], 'UTF-8') : $row[$by];
                $counts[$key] = ($counts[$key] ?? 0) + $row['n'];
            }
        }
        return $counts;
    }

    /**
     * The first ROWS rows (already most first), and the rest added up in one row named $rest.
     *
     * @param list<array<string, mixed>> $rows
     * @param list<string> $numbers the fields added up
     * @return list<array<string, mixed>>
     */
    private static function topAndRest(array $rows, string $label, string $rest, array $numbers, string $byKind): array
    {
        if (\count($rows) <= self::ROWS + 1) {
            return $rows;
        }
        $other = [$label => $rest] + array_fill_keys($numbers, 0) + [$byKind => array_map(static fn (): int => 0, $rows[0][$byKind])];
        foreach (\array_slice($rows, self::ROWS) as $row) {
            foreach ($numbers as $field) {
                $other[$field] += $row[$field];
            }
            foreach ($row[$byKind] as $kind => $n) {
                $other[$byKind][$kind] += $n;
            }
        }
        return [...\array_slice($rows, 0, self::ROWS), $other];
    }
}
