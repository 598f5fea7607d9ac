<?php
/**
 * Parameters, cookies and fields that no page of the site sends: a list where text belongs
 * ("id[]=1", which PHP makes an array), nested lists, more than PHP takes (max_input_vars). Every
 * entry point answers them with its documented refusal and an ordinary log line, never an
 * unexpected error: the inbox with "Not a request of the inbox" (400), cms-auth.php with "Not a
 * sign-in" (400), the handlers with their sentence for a malformed post (400). The handlers read
 * no cookie and no query parameter, so those never cost an enquiry.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Abuse;

use AntennaBackend\CmsAuth\Endpoint;
use AntennaBackend\CmsAuth\StateCookie;
use AntennaBackend\Config\Config;
use AntennaBackend\Enquiry\FormEndpoint;
use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Http\Request;
use AntennaBackend\Http\Response;
use AntennaBackend\Inbox\App;
use AntennaBackend\Inbox\Router;
use AntennaBackend\Inbox\Session;
use AntennaBackend\Inbox\SignIn;
use AntennaBackend\Storage\Store;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Http\Browser;
use AntennaBackend\Tests\Support\Http\InProcessClient;
use AntennaBackend\Tests\Support\Visitor;

final class MalformedRequestTest extends BackendTestCase
{
    private const PASSWORD = 'the password of the malformed test';
    private const CMS_QUERY = ['provider', 'scope', 'refused', 'code', 'state', 'error'];

    private Config $config;

    protected static function settings(): array
    {
        return ['cms' => ['client_id' => 'an-id', 'client_secret' => 'a-secret', 'site_origin' => 'https://www.example.com.au']];
    }

    protected function setUp(): void
    {
        parent::setUp();
        $this->config = $this->inProcess();
    }

    /** @return list<mixed> a list, a nested list, a list with a key: what "x[]=", "x[][]=", "x[a]=" make */
    private static function lists(): array
    {
        return [['1'], [['1']], ['a' => '1']];
    }

    private function logSince(int $offset): string
    {
        return substr($this->backend()->backendLog(), $offset);
    }

    /**
     * @param array<string, mixed> $query
     * @param array<string, mixed> $cookies
     */
    private static function request(string $script, array $query = [], array $cookies = [], ?string $body = null): Request
    {
        return new Request($body === null ? 'GET' : 'POST', $query, [
            'REMOTE_ADDR' => '198.51.100.77', 'SCRIPT_NAME' => $script,
            'CONTENT_TYPE' => 'application/x-www-form-urlencoded', 'CONTENT_LENGTH' => (string) \strlen((string) $body),
        ], $cookies, (string) $body);
    }

    private function assertRefused(Response $answer, int $offset, string $heading, string $logged): void
    {
        $this->assertSame(400, $answer->status, $logged);
        $this->assertStringContainsString('<h1>' . $heading . '</h1>', $answer->text());
        $log = $this->logSince($offset);
        $this->assertStringContainsString($logged, $log);
        $this->assertDoesNotMatchRegularExpression('/unexpected \w+: /', $log);
    }

    public function testTheInboxRefusesEveryParameterCookieAndFieldSentAsAList(): void
    {
        $inbox = '/antenna-backend/inbox/index.php';
        foreach (self::lists() as $list) {
            foreach (Router::QUERY as $name) {
                $offset = \strlen($this->backend()->backendLog());
                $this->assertRefused(App::handle(self::request($inbox, [$name => $list]), $this->config), $offset, 'Not a request of the inbox',
                    'inbox: refused a request: the parameter "' . $name . '" is not text (from 198.51.100.77)');
            }
            $offset = \strlen($this->backend()->backendLog());
            $this->assertRefused(App::handle(self::request($inbox, [], [Session::COOKIE => $list]), $this->config), $offset,
                'Not a request of the inbox', 'inbox: refused a request: the cookie "antenna_inbox" is not text');
        }
        foreach (Router::FORM as $name) {
            $offset = \strlen($this->backend()->backendLog());
            $body = http_build_query(['action' => 'signin', 'password' => 'x', 'csrf' => 'x']) . '&' . urlencode($name) . '%5B%5D=1';
            $this->assertRefused(App::handle(self::request($inbox, [], [], $body), $this->config), $offset, 'Not a request of the inbox',
                'inbox: refused a request: the form field "' . $name . '" is not text');
        }
    }

    /** Signed in, a change sent with a list changes nothing: the enquiry is still there, as it was. */
    public function testASignedInChangeWithAListChangesNothing(): void
    {
        $id = $this->seed(['name' => 'Kept As It Was']);
        SignIn::fromConfig(Store::fromConfig($this->config)->db, $this->config)->setPassword(self::PASSWORD);
        $owner = new Browser(new InProcessClient(fn (Request $r): Response => App::handle($r, $this->config)), '198.51.100.78');
        $this->assertSame(303, $owner->signIn(self::PASSWORD)->status);
        $owner->get('/inbox/?id=' . $id . '&confirm=delete');
        $csrf = $owner->csrf();
        $answer = $owner->post('/inbox/', ['action' => 'delete', 'id' => [(string) $id], 'csrf' => $csrf]);
        $this->assertSame(400, $answer->status);
        $answer = $owner->post('/inbox/', ['action' => 'note', 'id' => (string) $id, 'note' => ['a', 'b'], 'csrf' => $csrf]);
        $this->assertSame(400, $answer->status);
        $this->assertSame([['Kept As It Was', null]], array_map(static fn (array $r): array => [$r['name'], $r['note']],
            $this->backend()->rows('id = :id', [':id' => $id])));
        $this->assertSame(['Enquiries'], $owner->texts('//h1', $owner->get('/inbox/')), 'still signed in');
    }

    public function testTheSignInWindowRefusesEveryParameterAndItsCookieSentAsAList(): void
    {
        $endpoint = Endpoint::fromConfig($this->config);
        foreach (self::lists() as $list) {
            foreach (self::CMS_QUERY as $name) {
                $offset = \strlen($this->backend()->backendLog());
                $answer = $endpoint->handle(self::request('/antenna-backend/cms-auth.php', ['provider' => 'github', 'state' => 's', 'code' => 'c', $name => $list]));
                $this->assertRefused($answer, $offset, 'Not a sign-in', 'cms sign-in refused: malformed (the parameter "' . $name . '" is not text)');
            }
            // The report's case: the state cookie as a list gave "GitHub did not confirm" and a TypeError.
            $offset = \strlen($this->backend()->backendLog());
            $answer = $endpoint->handle(self::request('/antenna-backend/cms-auth.php', ['code' => 'c', 'state' => 's'], [StateCookie::NAME => $list]));
            $this->assertRefused($answer, $offset, 'Not a sign-in', 'cms sign-in refused: malformed (the cookie "cms_sign_in" is not text)');
            $this->assertStringStartsWith(StateCookie::NAME . '=; Max-Age=0;', $answer->cookies[0] ?? '', 'the state is spent');
        }
    }

    public function testTheHandlersRefuseFieldsSentAsAListAndIgnoreCookiesAndQueries(): void
    {
        $offset = \strlen($this->backend()->backendLog());
        $body = http_build_query(Visitor::quote()) . '&name%5B%5D=x';
        $answer = FormEndpoint::handle(FormEndpoint::QUOTE, self::request('/antenna-backend/handleQuote.php', [], [], $body), $this->config);
        $this->assertSame([400, Messages::MALFORMED . "\n"], [$answer->status, $answer->text()]);
        $this->assertStringContainsString('refused a post to handleQuote.php: unexpected field (from 198.51.100.77)', $this->logSince($offset));

        $before = $this->backend()->count();
        $answer = FormEndpoint::handle(FormEndpoint::QUOTE, self::request('/antenna-backend/handleQuote.php', ['x' => ['1']],
            ['y' => [['1']]], http_build_query(Visitor::quote(['name' => 'Cookies Aside']))), $this->config);
        $this->assertSame(200, $answer->status, 'read neither, so they cost no enquiry');
        $this->assertSame([$before + 1, 'Cookies Aside'], [$this->backend()->count(), $this->backend()->lastRow()['name']]);
        $this->assertDoesNotMatchRegularExpression('/unexpected \w+: /', $this->logSince($offset));
    }

    /**
     * Over HTTP, as PHP itself reads the request: the cookie sent as a list, and more parameters
     * or cookies than PHP takes (it drops the rest with a warning of its own in the server's log).
     */
    public function testOverHttpPhpsOwnReadingOfAListOrOfTooManyIsRefusedToo(): void
    {
        $this->errorsExpected = true; // PHP's own warning about max_input_vars, in the server's log
        $http = $this->http();
        $cms = $http->request('GET', '/cms-auth.php?code=c&state=s', ['Cookie' => StateCookie::NAME . '[]=x']);
        $this->assertSame(400, $cms->status);
        $this->assertStringContainsString('cms sign-in refused: malformed (the cookie "cms_sign_in" is not text)', $this->backend()->backendLog());
        $this->assertSame(400, $http->request('GET', '/inbox/', ['Cookie' => Session::COOKIE . '[a]=x'])->status);

        $many = http_build_query(array_fill_keys(array_map(static fn (int $i): string => 'k' . $i, range(1, 1100)), '1'));
        $this->assertSame(400, $http->request('GET', '/inbox/?' . $many)->status);
        $this->assertSame(400, $http->request('GET', '/cms-auth.php?provider=github&' . $many)->status);
        $log = $this->backend()->backendLog();
        $this->assertStringContainsString('inbox: refused a request: more parameters or cookies than PHP takes (max_input_vars)', $log);
        $this->assertStringContainsString('cms sign-in refused: malformed (more parameters or cookies than PHP takes (max_input_vars))', $log);
        $this->assertDoesNotMatchRegularExpression('/unexpected \w+: /', $log);
    }
}
