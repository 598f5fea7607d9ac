<?php
/**
 * The sign-in over HTTP, as a browser and GitHub meet it: public/cms-auth.php under php -S (through
 * bin/dev-router.php), exchanging codes with a stand-in token URL (Support/fake-token-endpoint.php)
 * over real HTTP, within the configured time, and refusing without a token when that fails.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\CmsAuth;

use AntennaBackend\CmsAuth\Refusal;
use AntennaBackend\CmsAuth\StateCookie;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Process;
use AntennaBackend\Tests\Support\Http\Response;
use AntennaBackend\Tests\Support\TempDir;

final class OverHttpTest extends BackendTestCase
{
    private const SITE = 'https://www.example.com.au';
    private const TOKEN = 'gho_TokenFromTheStandIn';

    private static ?Process $provider = null;
    private static string $providerDir = '';
    private static int $providerPort = 0;

    protected static function settings(): array
    {
        return ['cms' => [
            'client_id' => 'test-client-id',
            'client_secret' => 'test-client-secret',
            'site_origin' => self::SITE,
            'token_url' => 'http://127.0.0.1:' . self::$providerPort . '/login/oauth/access_token',
            'timeout' => 1,
        ]];
    }

    public static function setUpBeforeClass(): void
    {
        self::$providerDir = TempDir::create('token-endpoint');
        self::$providerPort = Process::freePort();
        self::$provider = Process::start(
            [PHP_BINARY, '-S', '127.0.0.1:' . self::$providerPort, __DIR__ . '/../Support/fake-token-endpoint.php'],
            self::$providerDir . '/server.log',
            ['FAKE_TOKEN_LOG' => self::$providerDir . '/requests.jsonl', 'PHP_CLI_SERVER_WORKERS' => '2'],
        );
        if (!self::$provider->waitForPort(self::$providerPort)) {
            throw new \RuntimeException('the stand-in token URL did not start');
        }
        parent::setUpBeforeClass();
    }

    public static function tearDownAfterClass(): void
    {
        parent::tearDownAfterClass();
        self::$provider?->stop();
        TempDir::remove(self::$providerDir);
    }

    protected static function problemsOf(string $what, Response $r): array
    {
        return array_map(static fn (string $p): string => "{$what}: {$p}", SignInPage::problems($r->body, $r->header(...)));
    }

    /** @return list<array<string, mixed>> what the token URL was sent */
    private static function tokenRequests(): array
    {
        $lines = file(self::$providerDir . '/requests.jsonl', FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) ?: [];
        return array_map(static fn (string $l): array => json_decode($l, true), $lines);
    }

    /** @return array{0: string, 1: string} the state and the cookie of a new sign-in */
    private function start(): array
    {
        $r = $this->http()->request('GET', '/cms-auth.php?provider=github&site_id=www.example.com.au&scope=repo', [
            'Referer' => self::SITE . '/admin/', 'Sec-Fetch-Site' => 'same-origin', 'Sec-Fetch-Dest' => 'document',
        ]);
        $this->assertSame(200, $r->status, $r->body);
        parse_str((string) parse_url(SignInPage::data($r->body)['authorize'], PHP_URL_QUERY), $query);
        $this->assertSame(self::SITE . '/cms-auth.php', $query['redirect_uri'], 'the site origin and the script path');
        preg_match('/^' . StateCookie::NAME . '=([^;]*);/', (string) $r->header('set-cookie'), $m);
        return [$query['state'], $m[1]];
    }

    private function answer(string $code, string $state, string $cookie): Response
    {
        return $this->http()->request('GET', '/cms-auth.php?' . http_build_query(['code' => $code, 'state' => $state]), [
            'Cookie' => StateCookie::NAME . '=' . $cookie, 'Sec-Fetch-Site' => 'cross-site', 'Sec-Fetch-Dest' => 'document',
        ]);
    }

    public function testACodeIsExchangedOverHttpWithTheSecretAndTheTokenHandedToTheSite(): void
    {
        [$state, $cookie] = $this->start();
        $r = $this->answer('good', $state, $cookie);
        $this->assertSame(200, $r->status, SignInPage::text($r->body));
        $this->assertSame('authorization:github:success:{"token":"' . self::TOKEN . '","provider":"github"}', SignInPage::data($r->body)['message']);
        $this->assertSame(self::SITE, SignInPage::data($r->body)['site']);
        $this->assertNull($r->header('x-powered-by'));
        $sent = array_values(array_filter(self::tokenRequests(), static fn (array $q): bool => $q['form']['code'] === 'good'));
        $this->assertSame(['POST', '/login/oauth/access_token', 'application/json'], [$sent[0]['method'], $sent[0]['path'], $sent[0]['accept']]);
        $this->assertSame('test-client-secret', $sent[0]['form']['client_secret']);
    }

    public function testAnExchangeRefusedOrTooSlowIsRefusedWithoutAToken(): void
    {
        $this->errorsExpected = true; // the refusals are logged
        foreach (['refused' => 'bad_verification_code', 'broken' => 'HTTP 500', 'not-json' => 'other than JSON'] as $code => $logged) {
            [$state, $cookie] = $this->start();
            $r = $this->answer($code, $state, $cookie);
            $this->assertSame(502, $r->status, $code);
            $this->assertStringNotContainsString(self::TOKEN, $r->body);
            $this->assertStringContainsString($logged, $this->backend()->backendLog());
        }
        // The stand-in answers "slow" after 3 s; the sign-in waits timeout (1 s) for it.
        [$state, $cookie] = $this->start();
        $r = $this->answer('slow', $state, $cookie);
        $this->assertSame(502, $r->status);
        $this->assertLessThan(2.5, $r->seconds, 'gave up after about the timeout');
        $this->assertStringNotContainsString(self::TOKEN, $r->body);
        $this->assertStringContainsString('exchange-failed (the token URL did not answer within 1 s)', $this->backend()->backendLog());
        $this->assertStringNotContainsString('test-client-secret', $this->backend()->backendLog());
    }

    /**
     * A token URL that sends its headers a byte every 2 s (a trickle without end) ends the sign-in
     * within cms.timeout + 1 s, and the log says it did not answer in time; one that cannot be
     * reached is logged as such.
     */
    public function testATricklingTokenUrlEndsTheSignInWithinTheTimeout(): void
    {
        $this->errorsExpected = true;
        $backend = $this->backend();
        $port = Process::freePort();
        $raw = Process::start([PHP_BINARY, __DIR__ . '/../Support/raw-token-endpoint.php', (string) $port], $backend->dir . '/raw-token.log');
        $settings = array_replace_recursive($backend->settings, ['cms' => ['token_url' => 'http://127.0.0.1:' . $port . '/login/oauth/access_token', 'timeout' => 2]]);
        try {
            $this->assertTrue($raw->waitForPort($port));
            $backend->stopServer();
            $backend->start(2, ['ANTENNA_BACKEND_CONFIG' => $backend->writeConfig($settings, $backend->dir . '/config-trickle.php')]);
            [$state, $cookie] = $this->start();
            $r = $this->answer('trickle', $state, $cookie);
            $this->assertSame(502, $r->status);
            $this->assertLessThan(3.0, $r->seconds, 'cms.timeout (2 s) + 1 s at most');
            $this->assertStringContainsString('exchange-failed (the token URL did not answer within 2 s)', $backend->backendLog());

            $raw->stop();
            [$state, $cookie] = $this->start();
            $this->assertSame(502, $this->answer('good', $state, $cookie)->status);
            $this->assertStringContainsString('exchange-failed (could not reach the token URL (Connection refused))', $backend->backendLog());
        } finally {
            $raw->stop();
            $backend->stopServer();
            $backend->start();
        }
    }

    public function testTheCallbackNeedsTheStartsCookie(): void
    {
        $this->errorsExpected = true;
        [$state] = $this->start();
        $r = $this->http()->request('GET', '/cms-auth.php?' . http_build_query(['code' => 'good', 'state' => $state]));
        $this->assertSame(Refusal::text(Refusal::STATE_MISSING)[0], $r->status);
        $this->assertStringNotContainsString(self::TOKEN, $r->body);
    }
}
