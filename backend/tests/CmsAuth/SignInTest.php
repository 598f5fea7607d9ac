<?php
/**
 * The content editor's GitHub sign-in (public/cms-auth.php), in-process: the start hands the
 * browser a state and sends it on to GitHub; GitHub's answer is exchanged for a token only for the
 * browser that started, once, in time; the token goes to the site's origin only; and every refusal
 * is a page that says what happened and what to do, holds no token, and is logged without secrets.
 * The token URL is a closure here; OverHttpTest speaks to a stand-in over HTTP.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\CmsAuth;

use AntennaBackend\CmsAuth\Endpoint;
use AntennaBackend\CmsAuth\ExchangeFailed;
use AntennaBackend\CmsAuth\Pages;
use AntennaBackend\CmsAuth\Refusal;
use AntennaBackend\CmsAuth\Setup;
use AntennaBackend\CmsAuth\StateCookie;
use AntennaBackend\CmsAuth\TokenExchange;
use AntennaBackend\CmsAuth\UsedStates;
use AntennaBackend\Config\Config;
use AntennaBackend\Http\Request;
use AntennaBackend\Http\Response;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\Store;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\TempDir;
use PHPUnit\Framework\TestCase;

final class SignInTest extends TestCase
{
    private const SITE = 'https://www.example.com.au';
    private const SCRIPT = '/antenna-backend/cms-auth.php';
    private const CALLBACK = self::SITE . self::SCRIPT;
    private const SECRET = 'a-client-secret-never-shown';
    private const CODE = 'a-code-from-github';
    private const TOKEN = 'gho_AnAccessTokenFromGitHub';
    private const NOW = 1_750_000_000;

    private string $dir;
    private string $errorLog;
    /** @var list<array{0: string, 1: string, 2: int}> what the token URL was sent */
    private array $posted = [];
    /** @var array{0: int, 1: string}|\Throwable what the token URL answers */
    private array|\Throwable $tokenAnswer = [200, '{"access_token":"' . self::TOKEN . '","token_type":"bearer","scope":"repo"}'];

    protected function setUp(): void
    {
        $this->dir = TempDir::create('cms-auth');
        $this->errorLog = (string) ini_get('error_log');
        Log::useFile($this->dir . '/backend.log');
    }

    protected function tearDown(): void
    {
        ini_set('error_log', $this->errorLog);
        TempDir::remove($this->dir);
    }

    /** @param array<string, mixed> $cms */
    private function config(array $cms = []): Config
    {
        return Config::fromArray([
            'database' => $this->dir . '/enquiries.sqlite',
            'log_file' => $this->dir . '/backend.log',
            'cms' => $cms + ['client_id' => 'the-client-id', 'client_secret' => self::SECRET, 'site_origin' => self::SITE],
        ], $this->dir);
    }

    private function endpoint(?Config $config = null, int $now = self::NOW, ?UsedStates $used = null): Endpoint
    {
        $config ??= $this->config();
        $setup = Setup::fromConfig($config);
        $post = function (string $url, string $form, int $timeout): array {
            $this->posted[] = [$url, $form, $timeout];
            if ($this->tokenAnswer instanceof \Throwable) {
                throw $this->tokenAnswer;
            }
            return $this->tokenAnswer;
        };
        return new Endpoint($setup, new TokenExchange($setup->tokenUrl, $setup->clientId, $setup->clientSecret, $setup->timeout, $post),
            $used ?? UsedStates::fromConfig($config), $now);
    }

    /**
     * @param array<string, string> $query
     * @param array<string, string> $headers as PHP names them (HTTP_REFERER)
     * @param array<string, string> $cookies
     */
    private static function request(array $query, array $headers = [], array $cookies = [], string $method = 'GET'): Request
    {
        return new Request($method, $query, $headers + ['REMOTE_ADDR' => '203.0.113.9', 'SCRIPT_NAME' => self::SCRIPT], $cookies);
    }

    /** Decap's window, opened by the editor at the site's /admin/. */
    private static function start(array $headers = ['HTTP_REFERER' => self::SITE . '/admin/', 'HTTP_SEC_FETCH_SITE' => 'same-origin', 'HTTP_SEC_FETCH_DEST' => 'document']): Request
    {
        return self::request(['provider' => 'github', 'site_id' => 'www.example.com.au', 'scope' => 'repo'], $headers);
    }

    /** @return array{0: string, 1: string} the state sent to GitHub and the cookie the browser keeps */
    private function started(?Endpoint $endpoint = null): array
    {
        $page = ($endpoint ?? $this->endpoint())->handle(self::start());
        $this->assertSame(200, $page->status, SignInPage::text($page->text()));
        parse_str((string) parse_url(SignInPage::data($page->text())['authorize'], PHP_URL_QUERY), $query);
        $this->assertCount(1, $page->cookies);
        preg_match('/^' . StateCookie::NAME . '=([^;]*);/', $page->cookies[0], $m);
        return [$query['state'], $m[1]];
    }

    private function answer(array $query, ?string $cookie, int $now = self::NOW + 30): Response
    {
        return $this->endpoint(null, $now)->handle(self::request($query, [
            'HTTP_SEC_FETCH_SITE' => 'cross-site', // GitHub's redirect back, as the browser sends it
            'HTTP_SEC_FETCH_DEST' => 'document',
        ], $cookie === null ? [] : [StateCookie::NAME => $cookie]));
    }

    private function log(): string
    {
        return (string) @file_get_contents($this->dir . '/backend.log');
    }

    /** A refusal: its status and page, no token anywhere in it, the state cookie spent, a log line without secrets. */
    private function assertRefused(string $kind, Response $response, bool $spendsState = true): void
    {
        [$status, $heading] = Refusal::text($kind);
        $html = $response->text();
        $this->assertSame([$status, $heading], [$response->status, (string) preg_replace('~.*<h1>(.*?)</h1>.*~s', '$1', $html)]);
        $this->assertStringContainsString('What to do:', SignInPage::text($html));
        $this->assertSame([], SignInPage::problems($html, $response->header(...)));
        $this->assertStringNotContainsString('<script', $html, 'a refusal runs nothing');
        $this->assertStringNotContainsString(self::TOKEN, $html);
        if ($spendsState) {
            $this->assertSame([StateCookie::NAME . '=; Max-Age=0; Path=' . self::SCRIPT . '; Secure; HttpOnly; SameSite=Lax'], $response->cookies);
        }
        $this->assertStringContainsString('cms sign-in refused: ' . $kind, $this->log());
        foreach ([self::SECRET, self::CODE, self::TOKEN] as $secret) {
            $this->assertStringNotContainsString($secret, $this->log());
        }
    }

    public function testTheStartGivesTheBrowserAStateAndSendsItOnToGitHubOnceTheEditorAnswers(): void
    {
        $page = $this->endpoint()->handle(self::start());
        $this->assertSame(200, $page->status);
        $this->assertSame([], SignInPage::problems($page->text(), $page->header(...)));
        $data = SignInPage::data($page->text());
        $this->assertSame(['site' => self::SITE, 'handshake' => 'authorizing:github'], array_intersect_key($data, ['site' => 1, 'handshake' => 1]));
        [$authorize, $query] = explode('?', $data['authorize'], 2);
        parse_str($query, $params);
        $this->assertSame('https://github.com/login/oauth/authorize', $authorize);
        $this->assertSame(['client_id' => 'the-client-id', 'redirect_uri' => self::CALLBACK, 'scope' => 'repo', 'allow_signup' => 'false'],
            array_diff_key($params, ['state' => 1]));
        $this->assertMatchesRegularExpression('/^[A-Za-z0-9_-]{43}$/D', $params['state'], '256 random bits');

        // The cookie: this browser's, for the endpoint only, HttpOnly, sent back on GitHub's redirect.
        $this->assertCount(1, $page->cookies);
        $this->assertMatchesRegularExpression('/^cms_sign_in=' . self::NOW . '\.' . preg_quote($params['state'], '/')
            . '\.[A-Za-z0-9_-]{43}; Max-Age=600; Path=' . preg_quote(self::SCRIPT, '/') . '; Secure; HttpOnly; SameSite=Lax$/D', $page->cookies[0]);
        // Nothing of the secret reaches the browser.
        $this->assertStringNotContainsString(self::SECRET, $page->text() . implode('', $page->cookies));
        // The page hands the handshake to the site's origin only, and goes to GitHub only on its answer.
        $this->assertStringContainsString('opener.postMessage(s.handshake, s.site)', $page->text());
        $this->assertStringContainsString('if (e.origin !== s.site) return refuse("foreign-origin")', $page->text());
        $this->assertStringNotContainsString('"*"', $page->text());

        // Each start has its own state.
        $this->assertNotSame($this->started()[0], $this->started()[0]);
    }

    public function testOnlyTheBrowserThatStartedGetsATokenAndTheTokenGoesToTheSiteOriginOnly(): void
    {
        [$state, $cookie] = $this->started();
        $page = $this->answer(['code' => self::CODE, 'state' => $state], $cookie);
        $this->assertSame(200, $page->status, SignInPage::text($page->text()));
        $this->assertSame([], SignInPage::problems($page->text(), $page->header(...)));
        // Exchanged server to server, with the secret, for the callback it was given for.
        $this->assertCount(1, $this->posted);
        [$url, $form, $timeout] = $this->posted[0];
        parse_str($form, $fields);
        $this->assertSame(['https://github.com/login/oauth/access_token', 10], [$url, $timeout]);
        $this->assertSame(['client_id' => 'the-client-id', 'client_secret' => self::SECRET, 'code' => self::CODE,
            'redirect_uri' => self::CALLBACK, 'grant_type' => 'authorization_code'], $fields);
        // Decap's message, addressed to the site's origin: the browser delivers it nowhere else.
        $this->assertSame([
            'site' => self::SITE,
            'message' => 'authorization:github:success:{"token":"' . self::TOKEN . '","provider":"github"}',
        ], SignInPage::data($page->text()));
        $this->assertStringContainsString('window.opener.postMessage(s.message, s.site)', $page->text());
        $this->assertStringNotContainsString(self::SECRET, $page->text());
        // The state is spent.
        $this->assertSame([StateCookie::NAME . '=; Max-Age=0; Path=' . self::SCRIPT . '; Secure; HttpOnly; SameSite=Lax'], $page->cookies);
        $this->assertStringContainsString('cms sign-in: access given', $this->log());
        $this->assertStringNotContainsString(self::TOKEN, $this->log());
    }

    public function testAnAnswerWithoutThisBrowsersStateIsRefusedBeforeAnythingIsExchanged(): void
    {
        [$state, $cookie] = $this->started();
        $this->assertRefused(Refusal::STATE_MISSING, $this->answer(['code' => self::CODE, 'state' => $state], null));
        $this->assertRefused(Refusal::STATE_WRONG, $this->answer(['code' => self::CODE, 'state' => 'another-state'], $cookie));
        $this->assertRefused(Refusal::STATE_WRONG, $this->answer(['code' => self::CODE], $cookie));
        // Another browser's cookie, or one this server did not sign.
        [, $other] = $this->started();
        $this->assertRefused(Refusal::STATE_WRONG, $this->answer(['code' => self::CODE, 'state' => $state], $other));
        $forged = preg_replace('/\.[^.]+$/', '.' . str_repeat('A', 43), $cookie);
        $this->assertRefused(Refusal::STATE_WRONG, $this->answer(['code' => self::CODE, 'state' => $state], $forged));
        // Too late: state_seconds after the start.
        $this->assertRefused(Refusal::STATE_MISSING, $this->answer(['code' => self::CODE, 'state' => $state], $cookie, self::NOW + 601));
        $this->assertSame([], $this->posted, 'no code was exchanged');
    }

    public function testAStateIsSpentByItsFirstAnswer(): void
    {
        [$state, $cookie] = $this->started();
        $first = $this->answer(['code' => self::CODE, 'state' => $state], $cookie);
        $this->assertSame(200, $first->status);
        // The browser keeps what the first answer set: no cookie.
        $this->assertRefused(Refusal::STATE_MISSING, $this->answer(['code' => self::CODE, 'state' => $state], null));
        $this->assertCount(1, $this->posted);
    }

    /**
     * A client that ignores the cookie's deletion keeps it, and brings the state back with a new
     * code: the server remembers the states it answered until they expire, so each works once.
     */
    public function testAStateWorksOnceEvenForAClientThatKeepsItsCookie(): void
    {
        [$state, $cookie] = $this->started();
        $this->assertSame(200, $this->answer(['code' => self::CODE, 'state' => $state], $cookie)->status);
        $again = $this->answer(['code' => 'another-code-from-github', 'state' => $state], $cookie, self::NOW + 40);
        $this->assertRefused(Refusal::STATE_MISSING, $again);
        $this->assertStringContainsString('cms sign-in refused: state-missing (already used)', $this->log());
        $this->assertCount(1, $this->posted, 'the second code was never exchanged');
        // An error answer spends the state too.
        [$state, $cookie] = $this->started();
        $this->assertRefused(Refusal::DENIED, $this->answer(['error' => 'access_denied', 'state' => $state], $cookie));
        $this->assertRefused(Refusal::STATE_MISSING, $this->answer(['code' => self::CODE, 'state' => $state], $cookie));
        $this->assertCount(1, $this->posted);
    }

    public function testUsedStatesAreKeptUntilTheirSignInExpires(): void
    {
        $used = UsedStates::fromConfig($this->config());
        $this->assertTrue($used->spend('state-a', self::NOW + 600, self::NOW));
        $this->assertFalse($used->spend('state-a', self::NOW + 600, self::NOW + 599), 'once, until it expires');
        $this->assertTrue($used->spend('state-b', self::NOW + 1200, self::NOW + 601));
        $names = Store::fromConfig($this->config())->pdo()->query("SELECT name FROM backend_state WHERE name LIKE 'cms%'")->fetchAll(\PDO::FETCH_COLUMN);
        $this->assertCount(1, $names, 'the expired one is forgotten');
        $this->assertStringNotContainsString('state-b', $names[0], 'only a hash of it is kept');
    }

    public function testASignInThatCannotBeRecordedAsUsedIsRefused(): void
    {
        [$state, $cookie] = $this->started();
        $broken = new UsedStates(static fn (): \PDO => throw new \RuntimeException('the database did not answer within 3 s'));
        $page = $this->endpoint(null, self::NOW + 30, $broken)->handle(self::request(['code' => self::CODE, 'state' => $state], [], [StateCookie::NAME => $cookie]));
        $this->assertRefused(Refusal::UNAVAILABLE, $page);
        $this->assertStringContainsString('cms sign-in refused: unavailable (the used state could not be recorded: the database did not answer', $this->log());
        $this->assertSame([], $this->posted);
    }

    public function testDeniedConsentAndProviderErrorsAreRefusedWithWhatGitHubSaid(): void
    {
        [$state, $cookie] = $this->started();
        $denied = $this->answer(['error' => 'access_denied', 'error_description' => 'The user has denied your application access.', 'state' => $state], $cookie);
        $this->assertRefused(Refusal::DENIED, $denied);
        $this->assertStringContainsString('choose "Authorize"', SignInPage::text($denied->text()));

        // Only the error's code is shown, never the provider's free text (another sign-in: a state answers once).
        [$state, $cookie] = $this->started();
        $error = $this->answer(['error' => 'redirect_uri_mismatch<script>', 'error_description' => 'Call 1900 000 000 <b>now</b>', 'state' => $state], $cookie);
        $this->assertRefused(Refusal::PROVIDER_ERROR, $error);
        $this->assertStringContainsString('the error "redirect_uri_mismatchscript"', SignInPage::text($error->text()));
        $this->assertStringNotContainsString('1900', $error->text());
        $this->assertSame([], $this->posted);
    }

    /** @return iterable<string, array{0: array{0: int, 1: string}|\Throwable, 1: string}> */
    public static function failedExchanges(): iterable
    {
        yield 'refused code' => [[200, '{"error":"bad_verification_code","error_description":"The code passed is incorrect or expired."}'], 'the token URL refused: bad_verification_code'];
        yield 'server error' => [[500, '{"message":"Internal error"}'], 'the token URL answered HTTP 500'];
        yield 'not JSON' => [[200, '<html>Unicorn</html>'], 'the token URL answered with something other than JSON'];
        yield 'no token' => [[200, '{"token_type":"bearer"}'], 'the token URL answered without a usable access_token'];
        yield 'unreachable' => [new ExchangeFailed('could not reach the token URL (Connection refused)'), 'could not reach the token URL (Connection refused)'];
    }

    /**
     * @dataProvider failedExchanges
     * @param array{0: int, 1: string}|\Throwable $answer
     */
    public function testAFailedExchangeIsRefusedAndLoggedWithItsReason(array|\Throwable $answer, string $logged): void
    {
        [$state, $cookie] = $this->started();
        $this->tokenAnswer = $answer;
        $this->assertRefused(Refusal::EXCHANGE_FAILED, $this->answer(['code' => self::CODE, 'state' => $state], $cookie));
        $this->assertStringContainsString('cms sign-in refused: exchange-failed (' . $logged . ')', $this->log());
    }

    public function testAStartFromAnotherWebsiteOrInAFrameIsRefused(): void
    {
        $this->assertRefused(Refusal::FOREIGN_ORIGIN, $this->endpoint()->handle(self::start(['HTTP_SEC_FETCH_SITE' => 'cross-site'])), false);
        $this->assertRefused(Refusal::FOREIGN_ORIGIN, $this->endpoint()->handle(self::start(['HTTP_REFERER' => 'https://evil.example/admin/'])), false);
        $this->assertRefused(Refusal::FOREIGN_ORIGIN, $this->endpoint()->handle(self::start(['HTTP_REFERER' => 'https://www.example.com.au.evil.example/'])), false);
        $this->assertRefused(Refusal::FOREIGN_ORIGIN, $this->endpoint()->handle(self::start(['HTTP_SEC_FETCH_DEST' => 'iframe'])), false);
        // A handler on another site than the editor: the Referer (the site's origin) vouches for it.
        $other = $this->endpoint()->handle(self::start(['HTTP_REFERER' => self::SITE . '/', 'HTTP_SEC_FETCH_SITE' => 'cross-site']));
        $this->assertSame(200, $other->status);
        // No fetch metadata and no Referer (an older browser): the page's own checks decide.
        $this->assertSame(200, $this->endpoint()->handle(self::start([]))->status);
    }

    public function testWhatTheWindowFindsWrongItselfIsShownAndLogged(): void
    {
        foreach (Refusal::REPORTED_BY_THE_PAGE as $kind) {
            $this->assertRefused($kind, $this->endpoint()->handle(self::request(['refused' => $kind])));
        }
        $this->assertRefused(Refusal::FOREIGN_ORIGIN, $this->endpoint()->handle(self::request(['refused' => '<made up>'])));
    }

    public function testAnythingButGitHubOrAGetIsRefused(): void
    {
        $this->assertRefused(Refusal::WRONG_PROVIDER, $this->endpoint()->handle(self::request(['provider' => 'gitlab'])), false);
        $this->assertRefused(Refusal::WRONG_PROVIDER, $this->endpoint()->handle(self::request([])), false);
        $post = $this->endpoint()->handle(self::request(['provider' => 'github'], [], [], 'POST'));
        $this->assertRefused(Refusal::METHOD, $post, false);
        $this->assertSame('GET, HEAD', $post->header('Allow'));
    }

    public function testWithoutItsSettingsTheEndpointSaysSignInIsNotSetUp(): void
    {
        $page = $this->endpoint($this->config(['client_secret' => '']))->handle(self::start());
        $this->assertRefused(Refusal::NOT_SET_UP, $page, false);
        $this->assertStringContainsString('(missing cms.client_secret)', $this->log());
        $this->assertSame([], $page->cookies);
    }

    public function testGitHubEnterpriseAndAnotherCallbackAddressAreSettings(): void
    {
        $config = $this->config([
            'authorize_url' => 'https://git.example.com.au/login/oauth/authorize',
            'token_url' => 'https://git.example.com.au/login/oauth/access_token',
            'callback_url' => 'https://forms.example.com.au/cms-auth.php',
            'timeout' => 4,
        ]);
        [$state, $cookie] = $this->started($this->endpoint($config));
        $this->assertStringContainsString('Path=/cms-auth.php', $this->endpoint($config)->handle(self::start())->cookies[0]);
        $page = $this->endpoint($config, self::NOW + 5)->handle(self::request(['code' => self::CODE, 'state' => $state], [], [StateCookie::NAME => $cookie]));
        $this->assertSame(200, $page->status);
        parse_str($this->posted[0][1], $fields);
        $this->assertSame(['https://git.example.com.au/login/oauth/access_token', 4, 'https://forms.example.com.au/cms-auth.php'],
            [$this->posted[0][0], $this->posted[0][2], $fields['redirect_uri']]);
    }

    /** @return iterable<string, array{0: array<string, mixed>, 1: string}> */
    public static function badSettings(): iterable
    {
        yield 'plain http to GitHub' => [['token_url' => 'http://github.com/login/oauth/access_token'], 'cms.token_url'];
        yield 'not an address' => [['authorize_url' => 'github.com/login'], 'cms.authorize_url'];
        yield 'an origin with a path' => [['site_origin' => 'https://www.example.com.au/admin/'], 'cms.site_origin'];
        yield 'credentials in the address' => [['callback_url' => 'https://user:pw@www.example.com.au/cms-auth.php'], 'cms.callback_url'];
    }

    /**
     * A setting that would leak the token or the secret, or send the editor astray, stops the
     * sign-in only: the configuration still loads (the forms and the inbox go on), and the window
     * and the log name the key and the rule it breaks, never its value.
     *
     * @dataProvider badSettings
     */
    public function testSettingsThatWouldLeakOrMisdirectStopTheSignInAndNameTheKey(array $cms, string $key): void
    {
        $config = $this->config($cms);
        $this->assertSame($key, $config->problem('cms')?->key);
        $this->assertNull($config->problem('inbox'));
        $this->assertNull($config->problem('mail'));
        $page = $this->endpoint($config)->handle(self::start());
        $this->assertRefused(Refusal::SET_UP_WRONG, $page, false);
        $this->assertSame([], $page->cookies);
        $this->assertStringContainsString('The setting "' . $key . '" must be ', SignInPage::text($page->text()));
        $this->assertStringContainsString('cms sign-in refused: set-up-wrong (config key "' . $key . '" must be ', $this->log());
        $this->assertStringNotContainsString((string) array_values($cms)[0], $page->text() . $this->log(), 'not the value itself');
        [$state, $cookie] = $this->started();
        $this->assertRefused(Refusal::SET_UP_WRONG, $this->endpoint($config)->handle(
            self::request(['code' => self::CODE, 'state' => $state], [], [StateCookie::NAME => $cookie])), false);
        $this->assertSame([], $this->posted, 'no code was exchanged');
    }

    public function testTheEditorsAddressIsTheOneTheSiteBuildsItAt(): void
    {
        $security = (string) file_get_contents(\dirname(Backend::dir()) . '/gatsby/cms/security.ts');
        $this->assertMatchesRegularExpression('~export const CMS_PATH = "' . preg_quote(Pages::EDITOR_PATH, '~') . '"~', $security);
    }
}
