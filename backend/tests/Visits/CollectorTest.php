<?php
/**
 * The visit counter's entry point in-process: what a beacon from the site adds (path without its
 * query, campaign tags, referring host, place, device, a visitor that is a hash of the day), what
 * it never keeps (the address, the browser string, any other query), who is refused (other
 * origins, unknown kinds, wrong requests) and who is quietly not counted (Global Privacy Control,
 * robots).
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Visits;

use AntennaBackend\Config\Config;
use AntennaBackend\Config\Settings;
use AntennaBackend\Enquiry\FormEndpoint;
use AntennaBackend\Http\Request;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\Beacons;
use AntennaBackend\Visits\Collector;

/** @group database */
final class CollectorTest extends CounterTestCase
{

    /** @return list<array<string, mixed>> */
    private function events(): array
    {
        return $this->backend()->db->pdo()->query('SELECT day, ts, kind, path, place, referrer, source, medium, campaign, device, visitor
            FROM visit_events ORDER BY id')->fetchAll();
    }

    private function send(array $fields, array $server = [], int $at = self::NOON): int
    {
        return Collector::handle(Beacons::request($fields, $server), $this->config, $at)->status;
    }

    public function testAViewKeepsItsPathCampaignTagsReferringHostAndDevice(): void
    {
        // A query string sent with the path (the script sends none) is dropped, whatever it holds.
        $this->assertSame(204, $this->send(['k' => 'view', 'p' => '/service/tv-antenna-repair-melbourne/?name=Jane+Citizen&email=jane%40example.com#top',
            's' => 'Flyer', 'm' => 'print', 'c' => 'spring', 'r' => 'www.google.com.au', 'd' => 'phone']));
        $this->assertSame(204, $this->send(Beacons::view('/contactus/?src=fridge-magnet', null, 'desktop')));
        $events = $this->events();
        $this->assertSame([
            ['2026-11-22', self::NOON, 'view', '/service/tv-antenna-repair-melbourne/', null, 'google.com.au', 'flyer', 'print', 'spring', 'phone'],
            ['2026-11-22', self::NOON, 'view', '/contactus/', null, null, 'fridge-magnet', null, null, 'desktop'],
        ], array_map(static fn (array $e): array => array_map(static fn ($v) => \is_int($v) || $v === null ? $v : (ctype_digit((string) $v) ? (int) $v : $v),
            array_values(array_slice($e, 0, 10))), $events));
        $this->assertMatchesRegularExpression('/^[0-9a-f]{32}$/', $events[0]['visitor']);
        $this->assertSame($events[0]['visitor'], $events[1]['visitor'], 'one browser at one address is one visitor all day');
    }

    public function testATapKeepsItsKindPageAndPlace(): void
    {
        foreach ([['call', 'hero', 'phone'], ['whatsapp', 'floating', 'tablet'], ['email', 'footer', 'phone'], ['quote', 'header', 'phone'],
            ['call', 'floating', 'desktop'], ['call', 'body', 'phone']] as [$kind, $place, $device]) {
            $this->assertSame(204, $this->send(Beacons::tap($kind, '/service/cctv-installation-melbourne/', $place, $device) + ['s' => 'a tap has no campaign']));
        }
        // The quick-contact actions are the phone bar on a phone or tablet, the floating buttons on a desktop.
        $this->assertSame([['call', 'hero', null], ['whatsapp', 'phone-bar', null], ['email', 'footer', null], ['quote', 'header', null],
            ['call', 'floating-button', null], ['call', 'body', null]],
            array_map(static fn (array $e): array => [$e['kind'], $e['place'], $e['source']], $this->events()));
        $this->assertSame(['/service/cctv-installation-melbourne/'], array_values(array_unique(array_column($this->events(), 'path'))));
    }

    public function testNeitherTheAddressNorTheBrowserStringIsStoredAnywhere(): void
    {
        $this->send(Beacons::view('/'), ['REMOTE_ADDR' => '203.0.113.77']);
        $this->send(Beacons::tap('call', '/', 'header'), ['REMOTE_ADDR' => '203.0.113.77']);
        $pdo = $this->backend()->db->pdo();
        foreach (['visit_events', 'visit_salts', 'visit_limits', 'visit_counts', 'visit_rollups'] as $table) {
            $dump = json_encode($pdo->query("SELECT * FROM {$table}")->fetchAll());
            $this->assertStringNotContainsString('203.0.113.77', (string) $dump, $table);
            $this->assertStringNotContainsString('Pixel 8', (string) $dump, $table);
        }
    }

    public function testVisitorsAreTheSameWithinADayAndUnrelatedTheNext(): void
    {
        $this->send(Beacons::view('/'));
        $this->send(Beacons::view('/aboutus/'), [], self::NOON + 3600);
        $this->send(Beacons::view('/'), ['HTTP_USER_AGENT' => Beacons::BROWSER . ' other']);
        $this->send(Beacons::view('/'), ['REMOTE_ADDR' => '198.51.100.8']);
        $salts = $this->backend()->db->pdo()->query('SELECT day FROM visit_salts')->fetchAll(\PDO::FETCH_COLUMN);
        $this->assertSame(['2026-11-22'], $salts);
        $this->send(Beacons::view('/'), [], self::NOON + 86400);
        $visitors = array_column($this->events(), 'visitor');
        $this->assertSame($visitors[0], $visitors[1]);
        $this->assertCount(4, array_unique($visitors), 'another browser, another address, another day: other visitors');
        $this->assertSame(['2026-11-23'], $this->backend()->db->pdo()->query('SELECT day FROM visit_salts')->fetchAll(\PDO::FETCH_COLUMN),
            'the first event of a day deletes the salt of the day before');
    }

    public function testTheDayIsTheBusinesssOwn(): void
    {
        $this->send(Beacons::view('/'), [], 1795266000 - 1); // 23:59:59 on the 22nd in Melbourne, 12:59:59 UTC
        $this->send(Beacons::view('/'), [], 1795266000);     // midnight
        $this->assertSame(['2026-11-21', '2026-11-22'], array_column($this->events(), 'day'));
    }

    public function testGlobalPrivacyControlAndRobotsAreAnsweredAsIfCountedButAreNot(): void
    {
        $this->assertSame(204, $this->send(Beacons::view('/'), ['HTTP_SEC_GPC' => '1']));
        foreach (['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
            'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0 Safari/537.36',
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
            'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36 Chrome-Lighthouse',
            'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'curl/8.5.0', 'python-requests/2.31', ''] as $robot) {
            $this->assertSame(204, $this->send(Beacons::view('/'), ['HTTP_USER_AGENT' => $robot]), $robot);
        }
        $this->assertSame([], $this->events());
        $this->assertSame(204, $this->send(Beacons::view('/'), ['HTTP_USER_AGENT' => 'Mozilla/5.0 (Linux; Android 10; CUBOT_X30) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36']));
        $this->assertCount(1, $this->events(), 'a phone named CUBOT is a person');
    }

    public function testOnlyTheSitesOwnPagesAndKnownEventsAreTaken(): void
    {
        $cases = [
            'no Origin' => [403, Beacons::view('/'), ['HTTP_ORIGIN' => '']],
            'another site' => [403, Beacons::view('/'), ['HTTP_ORIGIN' => 'https://evil.example']],
            'an unknown kind' => [400, ['k' => 'purchase', 'p' => '/', 'd' => 'phone'], []],
            'an unknown device' => [400, ['k' => 'view', 'p' => '/', 'd' => 'fridge'], []],
            'an unknown place' => [400, Beacons::tap('call', '/', 'sidebar'), []],
            'a full address instead of a path' => [400, Beacons::view('https://evil.example/'), []],
            'a protocol-relative address' => [400, Beacons::view('//evil.example/'), []],
            'no path' => [400, ['k' => 'view', 'd' => 'phone'], []],
            'a field sent as a list' => [400, ['k' => ['view'], 'p' => '/', 'd' => 'phone'], []],
            'another type' => [415, Beacons::view('/'), ['CONTENT_TYPE' => 'text/plain']],
            'a body over 64 KB' => [413, Beacons::view('/' . str_repeat('a', 66000)), []],
        ];
        foreach ($cases as $what => [$status, $fields, $server]) {
            $this->assertSame($status, $this->send($fields, $server), $what);
        }
        $this->assertSame(405, Collector::handle(Beacons::request(Beacons::view('/'), [], 'GET'), $this->config, self::NOON)->status);
        $this->assertSame([], $this->events());
        $answer = Collector::handle(Beacons::request(Beacons::view('/')), $this->config, self::NOON);
        $this->assertSame([204, Backend::SITE_ORIGIN, null], [$answer->status, $answer->header('Access-Control-Allow-Origin'),
            $answer->header('Set-Cookie')]);
        $this->assertSame([], $answer->cookies, 'no cookie, ever');
    }

    public function testAWrongCounterSettingSwitchesOffTheCounterAloneAndSaysWhich(): void
    {
        foreach ([['per_day' => 'lots'], ['per_adress_per_minute' => 10], ['raw_days' => 0], 'on'] as $wrong) {
            $this->errorsExpected = true;
            $settings = $this->backend()->settings;
            $settings['counter'] = $wrong;
            $config = Config::fromArray($settings, $this->backend()->dir);
            $this->assertMatchesRegularExpression('/^counter(\.\w+)?$/', (string) $config->problem(Settings::COUNTER)?->key, 'its own group');
            $this->assertNull($config->problem(Settings::ALERTS));
            $this->assertSame(503, Collector::handle(Beacons::request(Beacons::view('/')), $config, self::NOON)->status);
            $this->assertMatchesRegularExpression('/visit counter switched off: config key "counter(\.\w+)?" /', $this->backend()->backendLog());
            $body = http_build_query(\AntennaBackend\Tests\Support\Visitor::quote(['message' => 'Sent while the counter is off ' . json_encode($wrong)]));
            $form = FormEndpoint::handle(FormEndpoint::QUOTE, new Request('POST', [], ['REMOTE_ADDR' => '192.0.2.50',
                'CONTENT_TYPE' => 'application/x-www-form-urlencoded', 'CONTENT_LENGTH' => (string) \strlen($body)], [], $body), $config);
            $this->assertSame(200, $form->status, 'the forms keep working');
        }
        $this->assertSame([], $this->events());
        $settings['counter'] = ['enabled' => false];
        $this->assertSame(503, Collector::handle(Beacons::request(Beacons::view('/')), Config::fromArray($settings, $this->backend()->dir), self::NOON)->status);
    }
}
