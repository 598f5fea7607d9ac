<?php
/** The per-client rate limit: counted per address (per /64 for IPv6), over both handlers. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Abuse;

use AntennaBackend\Messages;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Visitor;

abstract class RateLimitTestCase extends BackendTestCase
{
    /** @return list<int> statuses of $n quotes from one client */
    private function quotesFrom(string $client, int $n): array
    {
        $codes = [];
        for ($i = 0; $i < $n; $i++) {
            $codes[] = $this->http()->post('/handleQuote.php', Visitor::quote(['message' => "rate {$i}"]), ['X-Forwarded-For' => $client])->status;
        }
        return $codes;
    }

    public function testTheSixthWithinTenMinutesIs429AndNotStored(): void
    {
        $client = '198.51.100.77';
        $this->assertSame([200, 200, 200, 200, 200], $this->quotesFrom($client, 5));
        $before = $this->backend()->count();
        $r = $this->http()->post('/handleQuote.php', Visitor::quote(), ['X-Forwarded-For' => $client]);
        $this->assertAnswer(429, Messages::RATE_LIMITED, $r);
        $this->assertThat((int) $r->header('Retry-After'), $this->logicalAnd($this->greaterThanOrEqual(1), $this->lessThanOrEqual(601)));
        $this->assertSame($before, $this->backend()->count());
        $this->assertSame(429, $this->http()->post('/handleContact.php', Visitor::enquiry(), ['X-Forwarded-For' => $client])->status,
            'the limit holds across both handlers');
        $r = $this->http()->post('/handleQuote.php', Visitor::quote(), ['X-Forwarded-For' => $client, 'Origin' => Backend::SITE_ORIGIN]);
        $this->assertSame([429, Backend::SITE_ORIGIN], [$r->status, $r->header('Access-Control-Allow-Origin')], 'the site can show it');
        $this->assertSame([200], $this->quotesFrom('198.51.100.78', 1), 'another client is not affected');
        $this->assertStringContainsString('rate limit reached for 198.51.100.77', $this->backend()->backendLog());
    }

    public function testTheLimitHoldsForPostsSentAtTheSameTime(): void
    {
        $before = $this->backend()->count();
        $requests = [];
        for ($i = 0; $i < 30; $i++) {
            $requests[] = $this->http()->raw('POST', '/handleQuote.php', ['X-Forwarded-For' => '198.51.100.99'],
                http_build_query(Visitor::quote(['message' => "at once {$i}"])));
        }
        $statuses = array_count_values(array_map(static fn ($r): int => $r->status, $this->http()->concurrent($requests)));
        ksort($statuses);
        $this->assertSame([200 => 5, 429 => 25], $statuses);
        $this->assertSame($before + 5, $this->backend()->count());
    }

    public function testIpv6AddressesOfOneSlash64ShareALimit(): void
    {
        $codes = [];
        for ($i = 1; $i <= 6; $i++) {
            $codes[] = $this->http()->post('/handleQuote.php', Visitor::quote(), ['X-Forwarded-For' => '2001:db8:5:5::' . dechex($i * 77)])->status;
        }
        $this->assertSame([200, 200, 200, 200, 200, 429], $codes);
    }

    public function testXForwardedForIsIgnoredWithoutTrustedProxies(): void
    {
        $backend = $this->backend();
        $settings = ['trusted_proxies' => [], 'rate_limit' => ['max' => 3, 'window' => 600]] + $backend->settings;
        $config = $backend->writeConfig($settings, $backend->dir . '/config-no-proxy.php');
        $backend->stopServer();
        $backend->start(2, ['ANTENNA_BACKEND_CONFIG' => $config]);
        try {
            $codes = [];
            foreach (['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'] as $spoofed) {
                $codes[] = $this->http()->post('/handleContact.php', Visitor::enquiry(), ['X-Forwarded-For' => $spoofed])->status;
            }
            $this->assertSame([200, 200, 200, 429], $codes);
            $this->assertSame('127.0.0.1', $backend->lastRow()['client_ip']);
        } finally {
            $backend->stopServer();
            $backend->start();
        }
    }
}
