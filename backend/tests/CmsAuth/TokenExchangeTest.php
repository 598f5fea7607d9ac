<?php
/**
 * The code exchange over real sockets (TokenExchange and Http\OutboundPost), against a stand-in
 * token URL that misbehaves below HTTP (Support/raw-token-endpoint.php): one deadline, cms.timeout,
 * holds for the whole exchange, headers included, and the reason logged tells a provider that did
 * not answer in time from one that could not be reached.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\CmsAuth;

use AntennaBackend\CmsAuth\ExchangeFailed;
use AntennaBackend\CmsAuth\TokenExchange;
use AntennaBackend\Http\OutboundFailed;
use AntennaBackend\Http\OutboundPost;
use AntennaBackend\Tests\Support\Mail\Certificates;
use AntennaBackend\Tests\Support\Process;
use AntennaBackend\Tests\Support\TempDir;
use PHPUnit\Framework\TestCase;

final class TokenExchangeTest extends TestCase
{
    private static ?Process $provider = null;
    private static ?Process $tlsProvider = null;
    private static ?Certificates $certificates = null;
    private static string $dir = '';
    private static int $port = 0;
    private static int $tlsPort = 0;

    public static function setUpBeforeClass(): void
    {
        self::$dir = TempDir::create('raw-token');
        self::$certificates = new Certificates(self::$dir);
        self::$port = Process::freePort();
        self::$provider = Process::start([PHP_BINARY, __DIR__ . '/../Support/raw-token-endpoint.php', (string) self::$port], self::$dir . '/server.log');
        self::$tlsPort = Process::freePort();
        self::$tlsProvider = Process::start([PHP_BINARY, __DIR__ . '/../Support/raw-token-endpoint.php', (string) self::$tlsPort,
            self::$certificates->server()], self::$dir . '/tls-server.log');
        if (!self::$provider->waitForPort(self::$port) || !self::$tlsProvider->waitForPort(self::$tlsPort)) {
            throw new \RuntimeException('the raw stand-in token URL did not start');
        }
    }

    public static function tearDownAfterClass(): void
    {
        self::$provider?->stop();
        self::$tlsProvider?->stop();
        TempDir::remove(self::$dir);
    }

    private static function exchange(int $timeout, ?int $port = null): TokenExchange
    {
        return new TokenExchange('http://127.0.0.1:' . ($port ?? self::$port) . '/login/oauth/access_token', 'id', 'secret', $timeout);
    }

    /** @return array{0: string, 1: float} why the exchange failed, and after how many seconds */
    private static function failure(TokenExchange $exchange, string $code): array
    {
        $t0 = microtime(true);
        try {
            $exchange->token($code, 'https://www.example.com.au/cms-auth.php');
        } catch (ExchangeFailed $e) {
            return [$e->getMessage(), microtime(true) - $t0];
        }
        self::fail('the exchange succeeded');
    }

    public function testAProviderThatTricklesItsHeadersIsGivenUpWithinTheTimeout(): void
    {
        [$why, $seconds] = self::failure(self::exchange(2), 'trickle');
        $this->assertSame('the token URL did not answer within 2 s', $why);
        $this->assertLessThan(3.0, $seconds, 'cms.timeout + 1 s at most');
        $this->assertGreaterThanOrEqual(1.9, $seconds, 'it had the whole of its time');
    }

    public function testAProviderThatSaysNothingIsGivenUpWithinTheTimeout(): void
    {
        [$why, $seconds] = self::failure(self::exchange(1), 'silent');
        $this->assertSame('the token URL did not answer within 1 s', $why);
        $this->assertLessThan(2.0, $seconds);
    }

    public function testAProviderThatCannotBeReachedIsToldApart(): void
    {
        [$why] = self::failure(self::exchange(1, Process::freePort()), 'good');
        $this->assertSame('could not reach the token URL (Connection refused)', $why);
    }

    public function testAnAnswerWithALengthOrInChunksGivesTheToken(): void
    {
        foreach (['good', 'chunked'] as $code) {
            $this->assertSame('gho_TokenFromTheRawStandIn', self::exchange(5)->token($code, 'https://www.example.com.au/cms-auth.php'), $code);
        }
    }

    /** @return array{0: int, 1: string}|OutboundFailed */
    private static function overTls(string $code, float $seconds, array $tls): array|OutboundFailed
    {
        try {
            return OutboundPost::send('https://127.0.0.1:' . self::$tlsPort . '/login/oauth/access_token',
                ['Accept' => 'application/json'], 'code=' . $code, $seconds, 65536, $tls);
        } catch (OutboundFailed $e) {
            return $e;
        }
    }

    /** Over TLS: the certificate checked against the authorities trusted, and the same deadline. */
    public function testOverTlsTheCertificateIsCheckedAndTheDeadlineHolds(): void
    {
        $trusted = ['cafile' => self::$certificates?->caFile];
        $this->assertSame([200, '{"access_token":"gho_TokenFromTheRawStandIn","token_type":"bearer","scope":"repo"}'], self::overTls('good', 5, $trusted));

        foreach (['the system\'s authorities' => [], 'a stranger' => ['cafile' => (new Certificates(self::$dir, 'Stranger CA'))->caFile]] as $who => $tls) {
            $refused = self::overTls('good', 5, $tls);
            $this->assertInstanceOf(OutboundFailed::class, $refused, $who);
            $this->assertSame([false, 'TLS: '], [$refused->reached, substr($refused->getMessage(), 0, 5)], $who . ': ' . $refused->getMessage());
        }

        $t0 = microtime(true);
        $trickle = self::overTls('trickle', 1.5, $trusted);
        $this->assertInstanceOf(OutboundFailed::class, $trickle);
        $this->assertSame([true, 'did not answer within 1.5 s'], [$trickle->reached, $trickle->getMessage()]);
        $this->assertLessThan(2.5, microtime(true) - $t0);
    }
}
