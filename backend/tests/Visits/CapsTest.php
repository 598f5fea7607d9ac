<?php
/**
 * The visit counter's caps (config counter.per_address_per_minute, counter.per_day): one address
 * adds at most its cap in a minute, however many beacons it sends, and others are not held back;
 * the whole site adds at most its day's cap; a refused beacon is told when to come back.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Visits;

use AntennaBackend\Tests\Support\Beacons;
use AntennaBackend\Visits\Collector;

/** @group database */
final class CapsTest extends CounterTestCase
{
    protected static function settings(): array
    {
        return ['counter' => ['per_address_per_minute' => 5, 'per_day' => 12]];
    }


    private function from(string $address, int $at): \AntennaBackend\Http\Response
    {
        return Collector::handle(Beacons::request(Beacons::view('/'), ['REMOTE_ADDR' => $address]), $this->config, $at);
    }

    /** The flood of 100,000 beacons is backend/tests/Support/bench-counter.php's; the same rule holds for these 3,000. */
    public function testAFloodFromOneAddressAddsNoMoreThanItsCapAMinute(): void
    {
        $statuses = [];
        for ($i = 0; $i < 3000; $i++) {
            $status = $this->from('198.51.100.7', self::NOON + intdiv($i, 60))->status;
            $statuses[$status] = ($statuses[$status] ?? 0) + 1;
        }
        $this->assertSame([204 => 5, 429 => 2995], $statuses);
        $this->assertSame(5, $this->stored(), '3,000 beacons within a minute add 5 events');

        $refused = $this->from('198.51.100.7', self::NOON + 50);
        $this->assertSame([429, '10'], [$refused->status, $refused->header('Retry-After')], 'told when the minute is over');
        $this->assertSame(204, $this->from('198.51.100.8', self::NOON + 50)->status, 'another address is not held back');
        $this->assertSame(204, $this->from('198.51.100.7', self::NOON + 60)->status, 'the next minute counts again');
        $this->assertSame(7, $this->stored());
    }

    public function testAnIpv6NetworkSharesOneCap(): void
    {
        for ($i = 1; $i <= 8; $i++) {
            $this->from("2001:db8:1:2::{$i}", self::NOON);
        }
        $this->assertSame(5, $this->stored(), 'one /64 is one subscriber');
    }

    public function testTheWholeSiteAddsNoMoreThanItsCapADay(): void
    {
        for ($i = 1; $i <= 20; $i++) {
            $this->from("203.0.113.{$i}", self::NOON + $i);
        }
        $this->assertSame(12, $this->stored());
        $refused = $this->from('203.0.113.99', self::NOON + 3600);
        $this->assertSame([429, (string) (12 * 3600 - 3600)], [$refused->status, $refused->header('Retry-After')], 'until midnight');
        $this->assertSame(204, $this->from('203.0.113.99', self::NOON + 12 * 3600)->status, 'a new day');
    }
}
