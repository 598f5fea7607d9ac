<?php
/** Who the client is: REMOTE_ADDR, or behind trusted proxies the hop they appended; and its rate-limit bucket. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Http;

use AntennaBackend\Http\Net;
use PHPUnit\Framework\TestCase;

final class NetTest extends TestCase
{
    public function testCidrRanges(): void
    {
        $this->assertTrue(Net::inRange('203.0.113.9', '203.0.113.0/24'));
        $this->assertFalse(Net::inRange('203.0.114.9', '203.0.113.0/24'));
        $this->assertTrue(Net::inRange('2001:db8::1', '2001:db8::/32'));
    }

    /** @return array<string, array{0: array<string, string>, 1: list<string>, 2: string}> */
    public static function clients(): array
    {
        return [
            'no proxy' => [['REMOTE_ADDR' => '192.0.2.1', 'HTTP_X_FORWARDED_FOR' => '6.6.6.6'], ['127.0.0.1'], '192.0.2.1'],
            'right-most untrusted hop' => [['REMOTE_ADDR' => '127.0.0.1', 'HTTP_X_FORWARDED_FOR' => '6.6.6.6, 198.51.100.4'], ['127.0.0.1'], '198.51.100.4'],
            'two trusted proxies' => [['REMOTE_ADDR' => '10.0.0.1', 'HTTP_X_FORWARDED_FOR' => '198.51.100.4, 10.0.0.2'], ['10.0.0.0/8'], '198.51.100.4'],
            'IPv4-mapped REMOTE_ADDR' => [['REMOTE_ADDR' => '::ffff:203.0.113.5'], [], '203.0.113.5'],
            'IPv4-mapped trusted proxy' => [['REMOTE_ADDR' => '::ffff:10.0.0.1', 'HTTP_X_FORWARDED_FOR' => '198.51.100.4'], ['10.0.0.1'], '198.51.100.4'],
            'IPv4-mapped hop' => [['REMOTE_ADDR' => '127.0.0.1', 'HTTP_X_FORWARDED_FOR' => '::ffff:198.51.100.4'], ['127.0.0.1'], '198.51.100.4'],
            'hop with a port' => [['REMOTE_ADDR' => '127.0.0.1', 'HTTP_X_FORWARDED_FOR' => '198.51.100.7:5555'], ['127.0.0.1'], '198.51.100.7'],
            'IPv6 hop in brackets with a port' => [['REMOTE_ADDR' => '127.0.0.1', 'HTTP_X_FORWARDED_FOR' => '[2001:DB8::7]:443'], ['127.0.0.1'], '2001:db8::7'],
            'hop that is no address' => [['REMOTE_ADDR' => '127.0.0.1', 'HTTP_X_FORWARDED_FOR' => '6.6.6.6, unknown'], ['127.0.0.1'], 'unknown'],
        ];
    }

    /**
     * @dataProvider clients
     * @param array<string, string> $server
     * @param list<string> $trusted
     */
    public function testClientAddress(array $server, array $trusted, string $client): void
    {
        $this->assertSame($client, Net::clientIp($server, $trusted));
    }

    public function testIpv4ClientsAreLimitedPerAddressAndIpv6PerSlash64(): void
    {
        $this->assertSame('192.0.2.1', Net::rateKey('192.0.2.1'));
        $this->assertSame('2001:db8:1:2::/64', Net::rateKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd'));
        $this->assertNotSame(Net::rateKey('::ffff:203.0.113.5'), Net::rateKey('::ffff:203.0.113.6'));
    }
}
