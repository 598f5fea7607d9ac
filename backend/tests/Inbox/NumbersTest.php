<?php
/**
 * The Numbers view against the database: enquiries of every age, form, service, page and status
 * (across daylight saving changes and the edges of the year shown) are stored, and each number
 * the page shows is worked out again here, row by row in the business's time zone or with a SQL
 * count, and must be the same. Times to "handled" start when the inbox marks an enquiry handled.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Inbox;

use AntennaBackend\Tests\Support\Http\Browser;
use AntennaBackend\Tests\Support\InboxTestCase;

/** @group database */
final class NumbersTest extends InboxTestCase
{
    private const DAY = 86400;
    private const SITE = 'https://www.example.com.au';
    /** Durations to "handled", in seconds: 20 min, 30 min, 90 min, 2 h, 3 h, 5 h, 26 h, 50 h, 4 days, 9 days. */
    private const HANDLED_AFTER = [1200, 1800, 5400, 7200, 10800, 18000, 93600, 180000, 345600, 777600];

    private static \DateTimeZone $tz;
    private static int $now;

    public static function setUpBeforeClass(): void
    {
        parent::setUpBeforeClass();
        self::$tz = new \DateTimeZone('Australia/Melbourne');
        self::$now = time();
        $pdo = static::$backend->db->pdo();
        $insert = $pdo->prepare('INSERT INTO enquiries (created_at, created_ts, form, name, email, phone, address, city, service, message,
            page, client_ip, rate_key, status, spam_reason, notify_status, handled_ts)
            VALUES (:at, :ts, :form, :name, :email, NULL, NULL, NULL, :service, :message, :page, :ip, :ip, :status, :reason, :notify, :handled)');
        foreach (self::rows() as $row) {
            $insert->execute([':at' => gmdate('Y-m-d\TH:i:s\Z', $row['ts']), ':ts' => $row['ts'], ':form' => $row['form'],
                ':name' => 'Numbers ' . $row['ts'], ':email' => 'numbers@example.com', ':service' => $row['service'],
                ':message' => 'For the numbers', ':page' => $row['page'], ':ip' => '192.0.2.9', ':status' => $row['status'],
                ':reason' => $row['reason'], ':notify' => $row['status'] === 'spam' ? 'skipped' : 'sent', ':handled' => $row['handled']]);
        }
    }

    /** @return list<array{ts: int, form: string, service: ?string, page: ?string, status: string, reason: ?string, handled: ?int}> */
    private static function rows(): array
    {
        $local = static fn (string $when): int => (new \DateTimeImmutable('@' . self::$now))->setTimezone(self::$tz)->modify($when)->getTimestamp();
        $firstMonday = (new \DateTimeImmutable('@' . self::$now))->setTimezone(self::$tz)->setTime(0, 0)->modify('monday this week -52 weeks');
        $times = [
            $firstMonday->getTimestamp(),                       // the first moment of the year shown
            $firstMonday->getTimestamp() - 1,                   // the last moment before it
            $local('first day of this month 00:00'),
            $local('first day of this month -1 year 00:00'),
            $local('first day of this month -1 year 00:00') - 1,
            self::$now - 60,
            self::$now - 500 * self::DAY,                       // long before the year shown
        ];
        // Around each start and end of daylight saving in the year shown: the local day changes at
        // another UTC hour on either side.
        foreach (self::$tz->getTransitions(self::$now - 370 * self::DAY, self::$now) ?: [] as $i => $transition) {
            if ($i > 0) {
                $midnight = (new \DateTimeImmutable('@' . $transition['ts']))->setTimezone(self::$tz)->setTime(0, 0)->getTimestamp();
                array_push($times, $transition['ts'] - 1800, $transition['ts'] + 1800, $midnight - 1, $midnight,
                    $midnight + self::DAY - 1, $midnight + self::DAY);
            }
        }
        for ($i = 0; $i < 150; $i++) {
            $times[] = self::$now - (int) ($i * 2.71 * self::DAY) - ($i * 3607) % self::DAY;
        }
        $forms = ['enquiry', 'enquiry', 'contact', 'quote'];
        $services = ['enquiry' => ['tv-antenna-repair', 'tv-wall-mounting', 'matv-commercial', 'no-longer-offered'],
            'contact' => ['signal-booster', 'cctv-installation', 'installation'], 'quote' => [null]];
        $pages = ['/', '/contactus/', '/service/tv-antenna-repair-melbourne/', '/service/tv-antenna-repair-melbourne?utm_source=x',
            '/aboutus', null];
        $reasons = ['the hidden field was filled in', 'sent 1.2 s after the form was shown', '3 links in the message',
            'link markup in the message', 'a link in the name', null];
        $rows = [];
        foreach ($times as $i => $ts) {
            $form = $forms[$i % 4];
            $status = $i % 7 === 3 ? 'spam' : ($i % 3 === 0 ? 'handled' : 'new');
            $handled = $status === 'handled' && $i % 2 === 0 ? $ts + self::HANDLED_AFTER[intdiv($i, 6) % 10] : null;
            $rows[] = ['ts' => $ts, 'form' => $form, 'service' => $services[$form][intdiv($i, 4) % \count($services[$form])],
                'page' => $pages[$i % 6] === null ? null : self::SITE . $pages[$i % 6], 'status' => $status,
                'reason' => $status === 'spam' ? $reasons[$i % 6] : null, 'handled' => $handled];
        }
        return $rows;
    }

    private function numbersPage(Browser $browser): void
    {
        $page = $browser->get('/inbox/?view=numbers');
        $this->assertSame(200, $page->status);
        $this->assertSame(['Numbers'], $browser->texts('//h1'));
    }

    /** @return list<list<string>> the rows of a table of the page: heading cell, then the others */
    private static function table(Browser $browser, string $id, string $part = 'tbody'): array
    {
        $rows = [];
        foreach ($browser->xpath()->query("//table[@id='{$id}']/{$part}/tr") ?: [] as $tr) {
            $rows[] = array_map(static fn (\DOMNode $cell): string => trim($cell->textContent), iterator_to_array($tr->childNodes));
        }
        return array_map(static fn (array $cells): array => array_values(array_filter($cells, static fn (string $c): bool => $c !== '')), $rows);
    }

    private function local(int $ts): \DateTimeImmutable
    {
        return (new \DateTimeImmutable('@' . $ts))->setTimezone(self::$tz);
    }

    private function since(): int
    {
        return $this->local(self::$now)->setTime(0, 0)->modify('monday this week -52 weeks')->getTimestamp();
    }

    private function sqlCount(string $where, array $params = []): int
    {
        return $this->backend()->count($where, $params);
    }

    public function testEachWeekShowsItsEnquiriesAndSpamAsStored(): void
    {
        $browser = $this->signedIn();
        $this->numbersPage($browser);
        $expected = [];
        for ($monday = $this->local($this->since()); $monday->getTimestamp() <= self::$now; $monday = $monday->modify('+1 week')) {
            $expected[$monday->format('j M Y')] = [0, 0];
        }
        foreach (self::rows() as $row) {
            $week = $this->local($row['ts'])->setTime(0, 0)->modify('monday this week')->format('j M Y');
            if (isset($expected[$week])) {
                $expected[$week][$row['status'] === 'spam' ? 1 : 0]++;
            }
        }
        $this->assertCount(53, $expected);
        $this->assertSame(array_map(static fn (string $week, array $n): array => [$week, (string) $n[0], (string) $n[1]], array_keys($expected), $expected),
            self::table($browser, 'weeks-table'));
        $this->assertSame([['All', (string) $this->sqlCount("created_ts >= ? AND status <> 'spam'", [$this->since()]),
            (string) $this->sqlCount("created_ts >= ? AND status = 'spam'", [$this->since()])]], self::table($browser, 'weeks-table', 'tfoot'),
            'the totals are the SQL counts');
        $this->assertCount(1, $browser->xpath()->query('//svg[@role="img"]/title[@id="weeks-title"]'), 'the chart is an image with a title');
        $this->assertSame(53, $browser->xpath()->query('//svg[@aria-labelledby="weeks-title weeks-desc"]/g')->length, 'a column a week');
    }

    public function testServicesFormsAndPagesAreTheStoredOnes(): void
    {
        $browser = $this->signedIn();
        $this->numbersPage($browser);
        $labels = ['tv-antenna-repair' => 'TV antenna repair', 'tv-wall-mounting' => 'TV wall mounting', 'matv-commercial' => 'MATV (commercial)',
            'signal-booster' => 'Signal booster', 'cctv-installation' => 'CCTV installation', 'installation' => 'Installation'];
        $stmt = $this->backend()->db->pdo()->prepare("SELECT form, service, COUNT(*) AS n FROM enquiries
            WHERE created_ts >= ? AND status <> 'spam' GROUP BY form, service");
        $stmt->execute([$this->since()]);
        $services = [];
        foreach ($stmt->fetchAll() as $row) {
            $label = $row['service'] === null ? 'None asked (quote requests)' : ($labels[$row['service']] ?? $row['service']);
            $services[$label] = ($services[$label] ?? 0) + (int) $row['n'];
        }
        $shown = self::table($browser, 'services-table');
        $this->assertEqualsCanonicalizing(array_map(static fn (string $l, int $n): array => [$l, (string) $n], array_keys($services), $services), $shown);
        $counts = array_map('intval', array_column($shown, 1));
        $mostFirst = $counts;
        rsort($mostFirst);
        $this->assertSame($mostFirst, $counts, 'most first');
        $this->assertContains(['no-longer-offered', (string) $services['no-longer-offered']], $shown, 'a service the site no longer offers, by its value');

        $pages = [];
        foreach (self::rows() as $row) {
            if ($row['ts'] >= $this->since() && $row['status'] !== 'spam') {
                $path = $row['page'] === null ? 'Not known' : rtrim((string) parse_url($row['page'], PHP_URL_PATH), '/') . '/';
                $pages[$path][$row['form']] = ($pages[$path][$row['form']] ?? 0) + 1;
            }
        }
        $expected = [];
        foreach ($pages as $path => $forms) {
            $expected[] = [$path, ...array_map(static fn (string $f): string => (string) ($forms[$f] ?? 0), ['enquiry', 'contact', 'quote']),
                (string) array_sum($forms)];
        }
        $this->assertEqualsCanonicalizing($expected, self::table($browser, 'pages-table'));
        $this->assertSame(['/service/tv-antenna-repair-melbourne/'], array_values(array_filter(array_column(self::table($browser, 'pages-table'), 0),
            static fn (string $p): bool => str_starts_with($p, '/service/'))), 'one page, with or without its query and slash');
        $this->assertSame($this->sqlCount("created_ts >= ? AND status <> 'spam'", [$this->since()]),
            array_sum(array_map('intval', array_column(self::table($browser, 'pages-table'), 4))), 'every enquiry of the year on one page row');
    }

    public function testThisMonthAgainstTheSameMonthLastYear(): void
    {
        $browser = $this->signedIn();
        $this->numbersPage($browser);
        $today = $this->local(self::$now)->setTime(0, 0);
        $month = $today->modify('first day of this month');
        $lastYear = $month->modify('-1 year');
        $sameDaysEnd = $lastYear->modify('+' . $today->format('j') . ' days');
        $between = fn (\DateTimeImmutable $from, \DateTimeImmutable $to): int
            => $this->sqlCount("created_ts >= ? AND created_ts < ? AND status <> 'spam'", [$from->getTimestamp(), $to->getTimestamp()]);
        $this->assertSame([
            (string) $between($month, $month->modify('+1 month')),
            (string) $between($lastYear, min($sameDaysEnd, $lastYear->modify('+1 month'))),
            (string) $between($lastYear, $lastYear->modify('+1 month')),
        ], [...$browser->texts('//*[@id="month-this"]'), ...$browser->texts('//*[@id="month-last-year-so-far"]'),
            ...$browser->texts('//*[@id="month-last-year"]')]);
    }

    public function testTimeToHandledCountsFromTheTimeTheInboxKept(): void
    {
        $browser = $this->signedIn();
        $this->numbersPage($browser);
        $stmt = $this->backend()->db->pdo()->prepare("SELECT handled_ts - created_ts FROM enquiries
            WHERE created_ts >= ? AND status = 'handled' AND handled_ts IS NOT NULL");
        $stmt->execute([$this->since()]);
        $seconds = array_map('intval', $stmt->fetchAll(\PDO::FETCH_COLUMN));
        sort($seconds);
        $this->assertGreaterThan(10, \count($seconds));
        $rank = static fn (int $p): int => $seconds[(int) ceil($p / 100 * \count($seconds)) - 1];
        $words = [1200 => '20 min', 1800 => '30 min', 5400 => '1 h 30 min', 7200 => '2 h', 10800 => '3 h', 18000 => '5 h',
            93600 => '1 day 2 h', 180000 => '2 days 2 h', 345600 => '4 days', 777600 => '9 days'];
        $this->assertSame([$words[$rank(50)], $words[$rank(90)]],
            [...$browser->texts('//*[@id="handled-median"]'), ...$browser->texts('//*[@id="handled-p90"]')], 'median and 90th percentile, by nearest rank');
        $within = ['Within an hour' => 0, '1 to 4 hours' => 0, '4 to 24 hours' => 0, '1 to 3 days' => 0, '3 to 7 days' => 0, 'More than a week' => 0];
        foreach ($seconds as $s) {
            $within[match (true) { $s < 3600 => 'Within an hour', $s < 14400 => '1 to 4 hours', $s < 86400 => '4 to 24 hours',
                $s < 259200 => '1 to 3 days', $s < 604800 => '3 to 7 days', default => 'More than a week' }]++;
        }
        $this->assertSame(array_map(static fn (string $l, int $n): array => [$l, (string) $n], array_keys($within), $within), self::table($browser, 'handled-table'));
        $this->assertSame([(string) $this->sqlCount("created_ts >= ? AND status = 'new'", [$this->since()])], $browser->texts('//*[@id="handled-open"]'));
        $kept = (int) $this->backend()->db->pdo()->query("SELECT value FROM backend_state WHERE name = 'handled_times_since'")->fetchColumn();
        $this->assertEqualsWithDelta(time(), $kept, 600, 'times are kept since the database was brought up to date');
        $this->assertStringContainsString('since the inbox keeps that time (since ' . $this->local($kept)->format('D j M Y') . ')',
            implode(' ', $browser->texts('//section/p')));
        $untimed = $this->sqlCount("created_ts >= ? AND status = 'handled' AND handled_ts IS NULL", [$this->since()]);
        $this->assertStringContainsString("{$untimed} marked handled before then are not counted.", implode(' ', $browser->texts('//section/p')));
    }

    public function testMarkingAnEnquiryHandledKeepsTheTime(): void
    {
        $id = $this->seed(['name' => 'Handled for the numbers'], 7200);
        $browser = $this->signedIn();
        $browser->get("/inbox/?id={$id}");
        $before = time();
        $browser->submit(['action' => 'status', 'status' => 'handled', 'id' => (string) $id]);
        $handled = (int) $this->backend()->rows('id = ?', [$id])[0]['handled_ts'];
        $this->assertGreaterThanOrEqual($before, $handled);
        $browser->get("/inbox/?id={$id}");
        $browser->submit(['action' => 'note', 'note' => 'called back', 'id' => (string) $id]);
        $this->assertSame($handled, (int) $this->backend()->rows('id = ?', [$id])[0]['handled_ts'], 'a note changes nothing');
        $browser->get("/inbox/?id={$id}");
        $browser->submit(['action' => 'status', 'status' => 'new', 'id' => (string) $id]);
        $this->assertNull($this->backend()->rows('id = ?', [$id])[0]['handled_ts'], 'marked not handled: no time');
        $this->backend()->db->pdo()->exec('DELETE FROM enquiries WHERE id = ' . $id);
    }

    public function testSpamCaughtByEachRule(): void
    {
        $browser = $this->signedIn();
        $this->numbersPage($browser);
        $stmt = $this->backend()->db->pdo()->prepare("SELECT spam_reason, COUNT(*) AS n FROM enquiries WHERE created_ts >= ? AND status = 'spam' GROUP BY spam_reason");
        $stmt->execute([$this->since()]);
        $kinds = [];
        foreach ($stmt->fetchAll() as $row) {
            $kind = match (true) {
                $row['spam_reason'] === null => 'Marked spam in the inbox',
                str_contains($row['spam_reason'], 'hidden field') => 'The hidden field was filled in',
                str_starts_with($row['spam_reason'], 'sent ') => 'Sent too soon after the form was shown',
                str_contains($row['spam_reason'], 'in the message') => 'Links in the message',
                default => 'A link where none belongs',
            };
            $kinds[$kind] = ($kinds[$kind] ?? 0) + (int) $row['n'];
        }
        $this->assertCount(5, $kinds);
        $this->assertEqualsCanonicalizing(array_map(static fn (string $k, int $n): array => [$k, (string) $n], array_keys($kinds), $kinds),
            self::table($browser, 'spam-table'));
        $this->assertSame([(string) $this->sqlCount("created_ts >= ? AND status = 'spam'", [$this->since()])], $browser->texts('//*[@id="spam-total"]'));
    }

    public function testSignedOutTheNumbersAreNotShown(): void
    {
        $browser = $this->browser();
        $this->assertSame(['Sign in'], $browser->texts('//h1', $browser->get('/inbox/?view=numbers')));
    }
}
