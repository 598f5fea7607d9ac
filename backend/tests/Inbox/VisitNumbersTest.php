<?php
/**
 * The Numbers view's visits, over HTTP, signed in, from beacons the visit counter took: the
 * visitors, visits, views and taps of the year shown; each day against the same weekday a year
 * before; where visits came from; taps by place; landing pages and campaigns with their enquiries
 * (sent in-process as the site's forms send them) and the share of their visits that ended in a
 * tap or an enquiry. Hostile referrers and campaign values (markup, 10 KB, invalid
 * UTF-8) are stored cut to their length and shown as text.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Inbox;

use AntennaBackend\Config\Config;
use AntennaBackend\Enquiry\FormEndpoint;
use AntennaBackend\Http\Request;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\Beacons;
use AntennaBackend\Tests\Support\Http\Browser;
use AntennaBackend\Tests\Support\InboxTestCase;
use AntennaBackend\Tests\Support\Visitor;
use AntennaBackend\Visits\Collector;

/** @group database */
final class VisitNumbersTest extends InboxTestCase
{
    private const SERVICE = '/service/tv-antenna-repair-melbourne/';
    private const HOSTILE = '<script>alert(1)</script>';

    private static \DateTimeImmutable $morning;

    public static function setUpBeforeClass(): void
    {
        parent::setUpBeforeClass();
        $tz = new \DateTimeZone('Australia/Melbourne');
        $now = new \DateTimeImmutable('now', $tz);
        // Today's events happen before now, in the morning (or at midnight's first seconds just after it).
        self::$morning = $now->setTime(0, 0)->modify('+' . min(600, max(0, $now->getTimestamp() - $now->setTime(0, 0)->getTimestamp() - 60)) . ' seconds');
        $config = Config::load(static::$backend->configPath);
        Log::useFile($config->values['log_file']);
        $hostileTag = self::HOSTILE . str_repeat('x', 10240) . "\xFF\xFE";
        $beacons = [
            // P: lands on a service page from a flyer, taps Call in its hero, reads two more pages.
            [0, '198.51.100.1', Beacons::view(self::SERVICE . '?utm_source=flyer&utm_campaign=spring&fbclid=abc')],
            [1, '198.51.100.1', Beacons::tap('call', self::SERVICE, 'hero')],
            [2, '198.51.100.1', Beacons::view('/aboutus/')],
            [3, '198.51.100.1', Beacons::view('/contactus/')],
            // Q: from Google on a desktop, taps WhatsApp's floating button.
            [4, '198.51.100.2', Beacons::view('/', 'www.google.com', 'desktop')],
            [5, '198.51.100.2', Beacons::tap('whatsapp', '/', 'floating-button', 'desktop')],
            // R: a campaign whose tags are markup, 10 KB and invalid UTF-8; S: a referrer that is.
            [6, '198.51.100.3', Beacons::view('/?utm_source=' . rawurlencode($hostileTag) . '&utm_campaign=' . rawurlencode("\xC3\x28" . $hostileTag))],
            [7, '198.51.100.4', Beacons::view('/', $hostileTag)],
        ];
        foreach ($beacons as [$seconds, $address, $fields]) {
            self::send($config, $fields, $address, self::$morning->getTimestamp() + $seconds);
        }
        $threeDaysAgo = $now->setTime(12, 0)->modify('-3 days')->getTimestamp();
        self::send($config, Beacons::view('/blogs/', 'm.facebook.com'), '198.51.100.5', $threeDaysAgo);
        self::send($config, Beacons::tap('email', '/blogs/', 'footer'), '198.51.100.5', $threeDaysAgo + 30);
        // A year and a week ago: outside the year shown, the weekday a year before the day a week ago.
        self::send($config, Beacons::view('/'), '198.51.100.6', $now->setTime(12, 0)->modify('-371 days')->getTimestamp());
        // Enquiries, as the site's forms send them, with where their visit began (forms.json's
        // hidden fields): P's from the contact page after its tap (one visit that ended in a tap and
        // an enquiry), S's without a tap (a visit that ended in an enquiry alone), one from a browser
        // the counter does not count (Global Privacy Control: an enquiry without a visit, its
        // referrer hostile) and one that is spam (counted nowhere).
        $source = static fn (string $sentFrom, string $landing, string $campaign = '', string $referrer = ''): array =>
            ['sentFrom' => $sentFrom, 'landing' => $landing, 'campaign' => $campaign, 'referrer' => $referrer];
        self::enquire($config, Visitor::contact($source('/contactus/', self::SERVICE, 'flyer / - / spring')), '198.51.100.1');
        self::enquire($config, Visitor::enquiry($source('/', '/')), '198.51.100.4');
        self::enquire($config, Visitor::enquiry($source('/blogs/', '/blogs/', 'Flyer / - / Spring', $hostileTag)), '198.51.100.9', ['HTTP_SEC_GPC' => '1']);
        self::enquire($config, Visitor::enquiry($source('/', '/', 'flyer / - / spring') + ['extra_info' => 'a bot']), '198.51.100.10');
    }

    /** @param array<string, string> $fields */
    private static function enquire(Config $config, array $fields, string $address, array $server = []): void
    {
        $body = http_build_query($fields);
        $answer = FormEndpoint::handle(FormEndpoint::CONTACT, new Request('POST', [], $server + ['REMOTE_ADDR' => $address,
            'HTTP_ORIGIN' => Backend::SITE_ORIGIN, 'HTTP_USER_AGENT' => Beacons::BROWSER, 'CONTENT_TYPE' => 'application/x-www-form-urlencoded',
            'CONTENT_LENGTH' => (string) \strlen($body)], [], $body), $config);
        if ($answer->status !== 200) {
            throw new \RuntimeException("an enquiry of the fixture was answered {$answer->status}");
        }
        $answer->runAfter(true);
    }

    private static function send(Config $config, array $fields, string $address, int $at): void
    {
        $status = Collector::handle(Beacons::request($fields, ['REMOTE_ADDR' => $address]), $config, $at)->status;
        if ($status !== 204) {
            throw new \RuntimeException("a beacon of the fixture was answered {$status}");
        }
    }

    /** @return list<list<string>> the rows of a table of the page: each cell's text */
    private static function table(Browser $browser, string $id): array
    {
        $rows = [];
        foreach ($browser->xpath()->query("//table[@id='{$id}']/tbody/tr") ?: [] as $tr) {
            $cells = array_filter(iterator_to_array($tr->childNodes), static fn (\DOMNode $n): bool => $n instanceof \DOMElement);
            $rows[] = array_values(array_map(static fn (\DOMNode $cell): string => trim($cell->textContent), $cells));
        }
        return $rows;
    }

    private function numbers(): Browser
    {
        $browser = $this->signedIn();
        $this->assertSame(200, $browser->get('/inbox/?view=numbers')->status);
        return $browser;
    }

    public function testTheYearsVisitorsViewsAndTaps(): void
    {
        $browser = $this->numbers();
        $figures = [];
        foreach (['visitors', 'visits', 'views', 'taps-call', 'taps-whatsapp', 'taps-email', 'taps-quote'] as $id) {
            $figures[$id] = $browser->texts("//dd[@id='visits-{$id}']")[0] ?? null;
        }
        $this->assertSame(['visitors' => '5', 'visits' => '5', 'views' => '7', 'taps-call' => '1', 'taps-whatsapp' => '1',
            'taps-email' => '1', 'taps-quote' => '0'], $figures);
        $days = self::table($browser, 'visit-days-table');
        $this->assertCount(28, $days);
        $this->assertSame(['4', '6', '0', '0'], \array_slice(end($days), 1), 'today: visitors, views, and a year before');
        $this->assertSame(['1', '1', '0', '0'], \array_slice($days[24], 1), 'three days ago');
        $this->assertSame(['0', '0', '1', '1'], \array_slice($days[20], 1), 'a week ago, and the same weekday a year before');
        $weeks = self::table($browser, 'visit-weeks-table');
        $this->assertSame(5, array_sum(array_map(static fn (array $w): int => (int) $w[1], $weeks)));
        $this->assertSame(1, array_sum(array_map(static fn (array $w): int => (int) $w[3], $weeks)), 'a year before the weeks shown');
    }

    public function testWhereVisitsCameFromAndTheirTaps(): void
    {
        $browser = $this->numbers();
        $hostile = mb_strtolower(mb_substr(self::HOSTILE . str_repeat('x', 100), 0, 100));
        $this->assertEqualsCanonicalizing([['Campaigns', '2'], ['flyer', '1'], [$hostile, '1'], ['Search engines', '1'], ['google.com', '1'],
            ['Social networks', '1'], ['m.facebook.com', '1'], ['Other sites', '1'], [$hostile, '1'], ['Direct', '0']],
            self::table($browser, 'sources-table'));
        $this->assertSame([['Header', '0', '0', '0', '0'], ['First screen (hero)', '1', '0', '0', '0'], ['Phone bar', '0', '0', '0', '0'],
            ['Floating button', '0', '1', '0', '0'], ['Footer', '0', '0', '1', '0'], ['Page body', '0', '0', '0', '0']],
            self::table($browser, 'taps-places-table'));
        $this->assertEqualsCanonicalizing([[self::SERVICE . ', First screen (hero)', '1', '0', '0', '0'], ['/, Floating button', '0', '1', '0', '0'],
            ['/blogs/, Footer', '0', '0', '1', '0']], self::table($browser, 'taps-pages-table'));
        $this->assertEqualsCanonicalizing([[self::SERVICE, '1', '1', '1'], ['/aboutus/', '1', '1', '0'], ['/contactus/', '1', '1', '0'],
            ['/', '3', '3', '1'], ['/blogs/', '1', '1', '1']], self::table($browser, 'visit-pages-table'));
    }

    /**
     * Visits, enquiries, and the visits that ended in a tap or an enquiry: P's tap and enquiry make
     * one, S's enquiry another; the enquiry of the browser not counted adds to the enquiries only.
     */
    public function testLandingPagesAndCampaignsWithTheirEnquiriesAndTheShareThatEndedInATapOrAnEnquiry(): void
    {
        $browser = $this->numbers();
        $this->assertSame(['Landing page', 'Visits', 'Enquiries', 'Ended in a tap or an enquiry', 'Share'],
            $browser->texts("//table[@id='landings-table']/thead//th"));
        $this->assertEqualsCanonicalizing([['/', '3', '1', '2', '67%'], [self::SERVICE, '1', '1', '1', '100%'], ['/blogs/', '1', '1', '1', '100%']],
            self::table($browser, 'landings-table'));
        $campaigns = self::table($browser, 'campaigns-table');
        $this->assertContains(['flyer / - / spring', '1', '2', '1', '100%'], $campaigns);
        $this->assertCount(2, $campaigns);
    }

    public function testAnEnquiryIsNotedWithTheVisitOfACountedVisitorOnlyAndKeepsWhereItCameFromCut(): void
    {
        $pdo = $this->backend()->db->pdo();
        $this->assertSame([['/contactus/', 'phone'], ['/', 'phone']],
            $pdo->query("SELECT path, device FROM visit_events WHERE kind = 'enquiry' ORDER BY id")->fetchAll(\PDO::FETCH_NUM));
        $rows = $pdo->query('SELECT sent_from, landing_page, campaign, referrer FROM enquiries ORDER BY id')->fetchAll(\PDO::FETCH_NUM);
        $this->assertSame(['/contactus/', self::SERVICE, 'flyer / - / spring', ''], $rows[0]);
        [$sentFrom, $landing, $campaign, $referrer] = $rows[2];
        $this->assertSame(['/blogs/', '/blogs/', 'Flyer / - / Spring'], [$sentFrom, $landing, $campaign]);
        $this->assertSame(100, mb_strlen((string) $referrer, 'UTF-8'), 'cut to its length');
        $this->assertStringStartsWith(self::HOSTILE, (string) $referrer);
    }

    public function testHostileValuesAreStoredCutAndShownAsText(): void
    {
        $stored = $this->backend()->db->pdo()->query("SELECT source, campaign, referrer FROM visit_events WHERE source LIKE '<script>%' OR referrer LIKE '<script>%'")->fetchAll();
        $this->assertCount(2, $stored);
        foreach ($stored as $row) {
            foreach (array_filter($row) as $value) {
                $this->assertLessThanOrEqual(100, mb_strlen((string) $value, 'UTF-8'));
                $this->assertTrue(mb_check_encoding((string) $value, 'UTF-8'), 'valid UTF-8');
            }
        }
        $page = $this->numbers()->get('/inbox/?view=numbers');
        $this->assertStringNotContainsString('<script>', $page->body);
        $this->assertStringContainsString('&lt;script&gt;alert(1)&lt;/script&gt;', $page->body);
    }
}
