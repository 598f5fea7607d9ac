<?php
/**
 * An enquiry noted with the visit it ended (Visits/EnquiryEvent), in-process: only for the visitor
 * the counter counted that day, found as a beacon finds it (the day's salt, the site, the address,
 * the browser), with that visitor's device; never for another browser, another address, a site not
 * in allowed_origins, Global Privacy Control, a robot, a day without a salt or a counter switched
 * off; and nothing it keeps says more than a tap would.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Visits;

use AntennaBackend\Config\Config;
use AntennaBackend\Storage\Database;
use AntennaBackend\Tests\Support\Beacons;
use AntennaBackend\Visits\Collector;
use AntennaBackend\Visits\EnquiryEvent;

/** @group database */
final class EnquiryEventTest extends CounterTestCase
{
    private const ADDRESS = '198.51.100.20';

    private function db(): Database
    {
        return Database::open($this->config->values['database']);
    }

    /** The enquiry's request, as the site's form sends it: the same browser and address as its beacons unless told otherwise. */
    private function record(array $server = [], ?Config $config = null, int $at = self::NOON + 600, ?string $page = '/contactus/'): bool
    {
        return EnquiryEvent::record($this->db(), $config ?? $this->config, Beacons::request([], $server + ['REMOTE_ADDR' => self::ADDRESS]), $page, $at);
    }

    /** @return list<array{0: string, 1: string, 2: string}> kind, path, device of each event */
    private function events(): array
    {
        return $this->backend()->db->pdo()->query('SELECT kind, path, device FROM visit_events ORDER BY id')->fetchAll(\PDO::FETCH_NUM);
    }

    public function testAnEnquiryIsNotedOnlyForTheVisitorTheCounterCountedThatDay(): void
    {
        $this->assertFalse($this->record(), 'a day without a salt: no visitor to match');
        Collector::handle(Beacons::request(Beacons::view('/'), ['REMOTE_ADDR' => '198.51.100.99']), $this->config, self::NOON);
        $this->assertFalse($this->record(), 'the day has a salt, but this visitor sent no beacon');
        Collector::handle(Beacons::request(Beacons::view('/service/x/', null, 'tablet'), ['REMOTE_ADDR' => self::ADDRESS]), $this->config, self::NOON);

        $this->assertFalse($this->record(['HTTP_USER_AGENT' => 'Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0']), 'another browser');
        $this->assertFalse($this->record(['REMOTE_ADDR' => '198.51.100.21']), 'another address');
        $this->assertFalse($this->record(['HTTP_ORIGIN' => 'https://elsewhere.example']), 'a site not in allowed_origins');
        $this->assertFalse($this->record(['HTTP_SEC_GPC' => '1']), 'Global Privacy Control');
        $this->assertFalse($this->record(['HTTP_USER_AGENT' => 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)']), 'a robot');
        $this->assertFalse($this->record([], null, self::NOON + 86400), 'the next day: its own salt, nothing to match');
        $off = $this->backend()->settings;
        $off['counter'] = ['enabled' => false];
        $this->assertFalse($this->record([], Config::fromArray($off, $this->backend()->dir)), 'the counter switched off');

        $this->assertTrue($this->record());
        $this->assertTrue($this->record([], null, self::NOON + 700, 'https://elsewhere.example/'), 'a page that is no path of the site is noted as none');
        $this->assertSame([['view', '/', 'phone'], ['view', '/service/x/', 'tablet'], ['enquiry', '/contactus/', 'tablet'], ['enquiry', '', 'tablet']],
            $this->events());
        $this->assertSame(0, (int) $this->backend()->db->pdo()->query("SELECT COUNT(*) FROM visit_events WHERE kind = 'enquiry'
            AND (place IS NOT NULL OR referrer IS NOT NULL OR source IS NOT NULL OR medium IS NOT NULL OR campaign IS NOT NULL)")->fetchColumn());
    }
}
