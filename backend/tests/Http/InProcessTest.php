<?php
/**
 * The form handlers and the inbox take a request object and return a response, so they answer
 * without a web server too: here they are called in-process, where a test can also see what
 * happens between the answer and the work that follows it.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Http;

use AntennaBackend\Config\Config;
use AntennaBackend\Enquiry\FormEndpoint;
use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Http\Request;
use AntennaBackend\Http\Response;
use AntennaBackend\Inbox\App;
use AntennaBackend\Inbox\SignIn;
use AntennaBackend\Storage\Store;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Visitor;

/** @group database */
final class InProcessTest extends BackendTestCase
{
    private const PASSWORD = 'an in-process password';
    private const INBOX = '/antenna-backend/inbox/index.php';

    private Config $config;

    protected static function startsServer(): bool
    {
        return false;
    }

    protected function setUp(): void
    {
        parent::setUp();
        $this->config = $this->inProcess();
    }

    /** @param array<string, string> $cookies */
    private static function request(string $method, array $query = [], ?array $form = null, array $cookies = []): Request
    {
        $body = $form === null ? '' : http_build_query($form);
        return new Request($method, $query, [
            'REMOTE_ADDR' => '127.0.0.1',
            'SCRIPT_NAME' => self::INBOX,
            'CONTENT_TYPE' => 'application/x-www-form-urlencoded',
            'CONTENT_LENGTH' => (string) \strlen($body),
        ], $cookies, $body);
    }

    public function testAFormAnswerIsFinalBeforeTheNotificationIsAttempted(): void
    {
        $response = FormEndpoint::handle(FormEndpoint::QUOTE, self::request('POST', [], Visitor::quote()), $this->config);
        $this->assertSame([200, Messages::SUCCESS_QUOTE . "\n"], [$response->status, $response->text()]);
        $row = $this->backend()->lastRow();
        $this->assertSame('pending', $row['notify_status'], 'stored before the notification');
        $this->assertNull($this->backend()->mailFor((int) $row['id']));

        $response->runAfter(false);
        $this->assertSame('sent', $this->backend()->lastRow()['notify_status']);
        $this->assertStringContainsString('<quinn@example.org>', (string) $this->backend()->mailFor((int) $row['id'])?->header('Reply-To'));
    }

    public function testTheInboxSignsInWithRequestsAndAnswersWithItsCookie(): void
    {
        SignIn::fromConfig(Store::fromConfig($this->config)->db, $this->config)->setPassword(self::PASSWORD);
        $page = App::handle(self::request('GET'), $this->config);
        $this->assertSame(200, $page->status);
        $this->assertMatchesRegularExpression('~^antenna_inbox=([0-9a-f]{64}); path=/antenna-backend/inbox/; HttpOnly; SameSite=Strict$~', $page->cookies[0] ?? '');
        $cookies = self::cookies($page);
        preg_match('/name="csrf" value="([0-9a-f]+)"/', $page->text(), $csrf);

        $signedIn = App::handle(self::request('POST', [], ['action' => 'signin', 'password' => self::PASSWORD, 'csrf' => $csrf[1]], $cookies), $this->config);
        $this->assertSame([303, './'], [$signedIn->status, $signedIn->header('Location')]);
        $this->assertNotSame($cookies, self::cookies($signedIn), 'a new session id at sign-in');

        $list = App::handle(self::request('GET', ['status' => 'all'], null, self::cookies($signedIn)), $this->config);
        $this->assertSame(200, $list->status);
        $this->assertStringContainsString('<h1>Enquiries</h1>', $list->text());
        $this->assertSame([], $list->cookies, 'a known session keeps its cookie');
    }

    public function testTheInboxTakesNoOtherMethodThanGetAndPost(): void
    {
        $response = App::handle(self::request('PUT'), $this->config);
        $this->assertSame([405, 'GET, POST'], [$response->status, $response->header('Allow')]);
    }

    /** @return array<string, string> the cookies a response sets, as the browser sends them back */
    private static function cookies(Response $response): array
    {
        $cookies = [];
        foreach ($response->cookies as $cookie) {
            [$name, $value] = explode('=', explode(';', $cookie, 2)[0], 2);
            $cookies[$name] = $value;
        }
        return $cookies;
    }
}
