<?php
/**
 * The numbers that run the business, from the stored enquiries (EnquiryCounts), in the business's
 * own calendar (config timezone): the year shown is this week and the 52 before it, weeks from
 * Monday. Enquiries are counted without spam, spam apart. Times to "handled" are those of
 * enquiries marked handled since the inbox kept the time; the median and the 90th percentile are
 * by nearest rank (the value below which half, or nine in ten, of them fall).
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use AntennaBackend\Enquiry\FormChoices;
use AntennaBackend\Enquiry\Spam;
use AntennaBackend\Storage\EnquiryCounts;

final class Numbers
{
    public const WEEKS = 53;
    /** Pages listed by name; the rest are counted together. */
    public const PAGES = 12;
    public const FORMS = ['enquiry' => 'Enquiry form (Home, service pages)', 'contact' => 'Contact form', 'quote' => 'Quote request'];
    /** Upper bounds (seconds) of the times to "handled" shown apart, with their labels. */
    public const HANDLED_WITHIN = [3600 => 'Within an hour', 14400 => '1 to 4 hours', 86400 => '4 to 24 hours',
        259200 => '1 to 3 days', 604800 => '3 to 7 days', PHP_INT_MAX => 'More than a week'];

    public function __construct(private readonly EnquiryCounts $counts, private readonly \DateTimeZone $tz, private readonly ?FormChoices $choices)
    {
    }

    /** @return array<string, mixed> what templates/numbers.php shows */
    public function at(int $now): array
    {
        $today = (new \DateTimeImmutable('@' . $now))->setTimezone($this->tz)->setTime(0, 0);
        $firstWeek = $today->modify('monday this week')->modify('-' . (self::WEEKS - 1) . ' weeks');
        $since = $firstWeek->getTimestamp();
        $until = $now + 1;

        // Each week counted between its local midnights: a week with a change of daylight saving
        // is an hour shorter or longer. The month now, and the same month a year ago: the same
        // days (to its end, in a shorter month) and all of it.
        $ranges = [];
        for ($week = $firstWeek; $week <= $today; $week = $week->modify('+1 week')) {
            $ranges[] = [$week->getTimestamp(), min($until, $week->modify('+1 week')->getTimestamp())];
        }
        $thisMonth = $today->modify('first day of this month');
        $lastYear = $thisMonth->modify('-1 year');
        $day = (int) $today->format('j');
        $ranges[] = [$thisMonth->getTimestamp(), $until];
        $ranges[] = [$lastYear->getTimestamp(), min($lastYear->modify('+' . $day . ' days'), $lastYear->modify('+1 month'))->getTimestamp()];
        $ranges[] = [$lastYear->getTimestamp(), $lastYear->modify('+1 month')->getTimestamp()];
        $counts = $this->counts->byStatus($ranges);
        [$monthNow, $monthThen, $monthAll] = array_map(static fn (array $c): int => $c['new'] + $c['handled'], \array_slice($counts, -3));
        $weeks = [];
        foreach (\array_slice($counts, 0, -3) as $i => $c) {
            $weeks[] = ['start' => $firstWeek->modify('+' . $i . ' weeks'), 'enquiries' => $c['new'] + $c['handled'], 'spam' => $c['spam']];
        }

        $services = [];
        $forms = array_fill_keys(array_keys(self::FORMS), 0);
        $pages = [];
        $open = 0;
        foreach ($this->counts->byForm($since) as $row) {
            $forms[$row['form']] = ($forms[$row['form']] ?? 0) + $row['n'];
            $label = $this->serviceLabel($row['form'], $row['service']);
            $services[$label] = ($services[$label] ?? 0) + $row['n'];
            $path = self::pathOf($row['page']);
            $pages[$path][$row['form']] = ($pages[$path][$row['form']] ?? 0) + $row['n'];
            $open += $row['status'] === 'new' ? $row['n'] : 0;
        }
        arsort($services);

        return [
            'since' => $firstWeek,
            'today' => $today,
            'weeks' => $weeks,
            'services' => $services,
            'forms' => $forms,
            'pages' => self::topPages($pages),
            'handled' => $this->handled($since, $open),
            'month' => ['this' => $monthNow, 'lastYearSoFar' => $monthThen, 'lastYear' => $monthAll,
                'thisLabel' => $thisMonth->format('F Y'), 'lastYearLabel' => $lastYear->format('F Y'), 'days' => $day],
            'spam' => $this->spam($since),
        ];
    }

    private function serviceLabel(string $form, ?string $service): string
    {
        if ($service === null || $service === '') {
            return $form === 'quote' ? 'None asked (quote requests)' : 'None given';
        }
        return $this->choices?->label($form, $service) ?? $service;
    }

    /**
     * @param array<string, array<string, int>> $pages path => (form => enquiries)
     * @return list<array{page: string, forms: array<string, int>, total: int}> the pages most enquiries came from, then the rest
     */
    private static function topPages(array $pages): array
    {
        $list = [];
        foreach ($pages as $page => $byForm) {
            $list[] = ['page' => (string) $page, 'forms' => $byForm + array_fill_keys(array_keys(self::FORMS), 0), 'total' => array_sum($byForm)];
        }
        usort($list, static fn (array $a, array $b): int => [$b['total'], $a['page']] <=> [$a['total'], $b['page']]);
        if (\count($list) > self::PAGES + 1) {
            $rest = ['page' => 'Other pages', 'forms' => array_fill_keys(array_keys(self::FORMS), 0), 'total' => 0];
            foreach (\array_slice($list, self::PAGES) as $page) {
                foreach ($page['forms'] as $form => $n) {
                    $rest['forms'][$form] = ($rest['forms'][$form] ?? 0) + $n;
                }
                $rest['total'] += $page['total'];
            }
            $list = [...\array_slice($list, 0, self::PAGES), $rest];
        }
        return $list;
    }

    /** The page's path (the site's own pages only are stored), or that it is not known. */
    public static function pathOf(?string $page): string
    {
        if ($page === null) {
            return 'Not known';
        }
        $path = (string) (parse_url($page, PHP_URL_PATH) ?: '/');
        return rtrim($path, '/') . '/';
    }

    /** @return array{count: int, median: ?int, p90: ?int, within: array<string, int>, open: int, untimed: int, since: ?int} */
    private function handled(int $since, int $open): array
    {
        $handled = $this->counts->handled($since);
        $within = array_fill_keys(self::HANDLED_WITHIN, 0);
        foreach ($handled['seconds'] as $s) {
            foreach (self::HANDLED_WITHIN as $bound => $label) {
                if ($s < $bound) {
                    $within[$label]++;
                    break;
                }
            }
        }
        return ['count' => \count($handled['seconds']), 'median' => self::percentile($handled['seconds'], 50),
            'p90' => self::percentile($handled['seconds'], 90), 'within' => $within, 'open' => $open,
            'untimed' => $handled['untimed'], 'since' => $handled['since']];
    }

    /** @param list<int> $sorted @return ?int the nearest-rank percentile */
    public static function percentile(array $sorted, int $p): ?int
    {
        return $sorted === [] ? null : $sorted[max(0, (int) ceil($p / 100 * \count($sorted)) - 1)];
    }

    /** @return array{total: int, kinds: array<string, int>} the spam of the year shown, and by why it was caught */
    private function spam(int $since): array
    {
        $kinds = array_fill_keys(Spam::KINDS, 0);
        foreach ($this->counts->spamByReason($since) as $row) {
            $kinds[Spam::KINDS[Spam::kindOf($row['reason'])]] += $row['n'];
        }
        return ['total' => array_sum($kinds), 'kinds' => array_filter($kinds)];
    }
}
