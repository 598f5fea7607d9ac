<?php
/** The per-client rate limit: counted per address (per /64 for IPv6), over both handlers. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Storage;

use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Http\HttpClient;
use AntennaBackend\Tests\Support\Visitor;

/** @group database */
final class RateLimitTest extends BackendTestCase
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

    public function testTheSameEnquirySentAgainIsReceivedOnceAndUsesNoMoreOfTheLimit(): void
    {
        $client = '198.51.100.55';
        $before = $this->backend()->count();
        $statuses = [];
        for ($i = 0; $i < 8; $i++) {
            $statuses[] = $this->http()->post('/handleQuote.php', Visitor::quote(['message' => 'sent eight times']), ['X-Forwarded-For' => $client])->status;
        }
        $this->assertSame(array_fill(0, 8, 200), $statuses, 'each time: received');
        $this->assertSame($before + 1, $this->backend()->count(), 'stored once');
        $this->assertSame([200, 200, 200, 200, 429], $this->quotesFrom($client, 5), 'four more of the limit of five');
        $this->assertSame(200, $this->http()->post('/handleQuote.php', Visitor::quote(['message' => 'sent eight times']),
            ['X-Forwarded-For' => '198.51.100.56'])->status);
        $this->assertSame($before + 6, $this->backend()->count(), 'the same text from another client is another enquiry');
    }

    public function testTheLimitHoldsForPostsSentAtTheSameTime(): void
    {
        $before = $this->backend()->count();
        $http = $this->overHttp();
        $requests = [];
        for ($i = 0; $i < 30; $i++) {
            $requests[] = $http->raw('POST', '/handleQuote.php', ['X-Forwarded-For' => '198.51.100.99'],
                http_build_query(Visitor::quote(['message' => "at once {$i}"])));
        }
        $statuses = array_count_values(array_map(static fn ($r): int => $r->status, $http->concurrent($requests)));
        ksort($statuses);
        $this->assertSame([200 => 5, 429 => 25], $statuses);
        $this->assertSame($before + 5, $this->backend()->count());
    }

    public function testIpv6AddressesOfOneSlash64ShareALimit(): void
    {
        $codes = [];
        for ($i = 1; $i <= 6; $i++) {
            $codes[] = $this->http()->post('/handleQuote.php', Visitor::quote(['message' => "ipv6 {$i}"]), ['X-Forwarded-For' => '2001:db8:5:5::' . dechex($i * 77)])->status;
        }
        $this->assertSame([200, 200, 200, 200, 200, 429], $codes);
    }

    /**
     * A server listening on [::] sees IPv4 visitors as IPv4-mapped IPv6 addresses
     * (::ffff:203.0.113.5); they must not all fall into one /64 bucket.
     */
    public function testIpv4VisitorsOfADualStackServerEachHaveTheirOwnLimit(): void
    {
        $backend = $this->backend();
        $config = $backend->writeConfig(['trusted_proxies' => []] + $backend->settings, $backend->dir . '/config-dual-stack.php');
        $port = $this->overHttp(2, ['ANTENNA_BACKEND_CONFIG' => $config], '[::]')->port;
        $first = new HttpClient($port, '127.0.0.2');
        $codes = [];
        for ($i = 0; $i < 6; $i++) {
            $codes[] = $first->post('/handleQuote.php', Visitor::quote(['message' => "dual stack {$i}"]))->status;
        }
        $this->assertSame([200, 200, 200, 200, 200, 429], $codes);
        $this->assertSame(200, (new HttpClient($port, '127.0.0.3'))->post('/handleQuote.php', Visitor::quote())->status,
            'another IPv4 visitor is not blocked');
        $this->assertSame('127.0.0.3', $backend->lastRow()['client_ip']);
    }

    /** Behind a trusted proxy, the hop it appends identifies the visitor, even with a port or in a form that is no address. */
    public function testForwardedHopsWithAPortOrNoAddressDoNotShareTheProxysLimit(): void
    {
        $codes = [];
        for ($i = 0; $i < 6; $i++) {
            $codes[] = $this->http()->post('/handleQuote.php', Visitor::quote(['message' => "hop {$i}"]), ['X-Forwarded-For' => '6.6.6.6, 198.51.100.7:5555'])->status;
        }
        $this->assertSame([200, 200, 200, 200, 200, 429], $codes);
        $this->assertSame('198.51.100.7', $this->backend()->lastRow()['client_ip']);
        foreach (['198.51.100.8:5555' => '198.51.100.8', '[2001:db8::7]:443' => '2001:db8::7', 'unknown' => 'unknown',
            '::ffff:198.51.100.9' => '198.51.100.9'] as $hop => $client) {
            $this->assertSame(200, $this->http()->post('/handleQuote.php', Visitor::quote(), ['X-Forwarded-For' => $hop])->status, $hop);
            $this->assertSame($client, $this->backend()->lastRow()['client_ip']);
        }
    }

    public function testXForwardedForIsIgnoredWithoutTrustedProxies(): void
    {
        $backend = $this->backend();
        $settings = ['trusted_proxies' => [], 'rate_limit' => ['max' => 3, 'window' => 600]] + $backend->settings;
        $config = $backend->writeConfig($settings, $backend->dir . '/config-no-proxy.php');
        $http = $backend->inProcess($config); // from 127.0.0.1, as REMOTE_ADDR
        $codes = [];
        foreach (['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'] as $spoofed) {
            $codes[] = $http->post('/handleContact.php', Visitor::enquiry(['message' => "spoofed {$spoofed}"]), ['X-Forwarded-For' => $spoofed])->status;
        }
        $this->assertSame([200, 200, 200, 429], $codes);
        $this->assertSame('127.0.0.1', $backend->lastRow()['client_ip']);
    }
}
