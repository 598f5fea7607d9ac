<?php
/**
 * Lead alerts over HTTP, against stand-ins that speak ClickSend's, Twilio's and a push address's
 * API (Support/fake-alert-providers.php): an enquiry that is not spam reaches every target within
 * 5 s of its post, after the visitor's answer, with the name, service, suburb and the inbox's link
 * and never the message; spam reaches none; a provider that fails or hangs never delays the visitor
 * nor loses the enquiry, and bin/notify-pending.php sends the alert to the targets still missing.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Alerts;

use AntennaBackend\Alerts\AlertFailed;
use AntennaBackend\Alerts\Alerter;
use AntennaBackend\Alerts\HttpPost;
use AntennaBackend\Config\Config;
use AntennaBackend\Enquiry\FormEndpoint;
use AntennaBackend\Http\Request;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Process;
use AntennaBackend\Tests\Support\TempDir;
use AntennaBackend\Tests\Support\Visitor;

/** @group database */
final class AlertsTest extends BackendTestCase
{
    private static ?Process $provider = null;
    private static string $providerDir = '';
    private static int $providerPort = 0;
    private static int $client = 0;

    protected static function settings(): array
    {
        $api = 'http://127.0.0.1:' . self::$providerPort;
        return ['alerts' => [
            'sms' => ['provider' => 'clicksend', 'to' => ['+61400000001', '+61 400 000 002'], 'username' => 'test-user', 'key' => 'test-key',
                'api_url' => $api],
            'push' => [['url' => $api . '/antenna-leads', 'format' => 'ntfy'], ['url' => $api . '/chat/hook', 'format' => 'json']],
            'inbox_url' => 'https://www.example.com.au/antenna-backend/inbox/',
            'timeout' => 3,
        ]];
    }

    public static function setUpBeforeClass(): void
    {
        self::$providerDir = TempDir::create('alert-providers');
        self::$providerPort = Process::freePort();
        self::$provider = Process::start(
            [PHP_BINARY, '-S', '127.0.0.1:' . self::$providerPort, __DIR__ . '/../Support/fake-alert-providers.php'],
            self::$providerDir . '/server.log',
            ['FAKE_ALERTS_DIR' => self::$providerDir, 'PHP_CLI_SERVER_WORKERS' => '4'],
        );
        if (!self::$provider->waitForPort(self::$providerPort)) {
            throw new \RuntimeException('the stand-in providers did not start');
        }
        parent::setUpBeforeClass();
    }

    public static function tearDownAfterClass(): void
    {
        parent::tearDownAfterClass();
        self::$provider?->stop();
        TempDir::remove(self::$providerDir);
    }

    protected function setUp(): void
    {
        parent::setUp();
        $this->mode('ok');
        @unlink(self::$providerDir . '/requests.jsonl');
        $pdo = $this->backend()->db->pdo();
        $pdo->exec("DELETE FROM backend_state WHERE name = 'alerts_failed_ts'");
        // The enquiries of the tests before are handled: no alert of theirs is left to send.
        $pdo->exec("UPDATE enquiries SET status = 'handled'");
    }

    private function mode(string $mode): void
    {
        file_put_contents(self::$providerDir . '/mode', $mode);
    }

    /** @return list<array<string, mixed>> what the providers received */
    private static function received(): array
    {
        $lines = @file(self::$providerDir . '/requests.jsonl', FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) ?: [];
        return array_map(static fn (string $l): array => json_decode($l, true), $lines);
    }

    /** Posts an enquiry from an address of its own; returns the answer, its time and when it was sent. */
    private function post(array $fields): array
    {
        $started = microtime(true);
        $answer = $this->http()->post('/handleContact.php', $fields, ['X-Forwarded-For' => '203.0.113.' . (++self::$client)]);
        return [$answer, microtime(true) - $started, $started];
    }

    /** The texts each target received, by path: the SMS by number. @return array<string, string> */
    private static function texts(): array
    {
        $texts = [];
        foreach (self::received() as $r) {
            $key = $r['path'] === '/v3/sms/send' ? json_decode($r['body'], true)['messages'][0]['to'] : $r['path'];
            $texts[$key] = $r['path'] === '/v3/sms/send' ? json_decode($r['body'], true)['messages'][0]['body']
                : ($r['path'] === '/chat/hook' ? json_decode($r['body'], true)['text'] : $r['body']);
        }
        ksort($texts);
        return $texts;
    }

    public function testEachTargetHasTheAlertWithinFiveSecondsOfTheEnquiryAndAfterTheAnswer(): void
    {
        [$answer, $seconds, $sent] = $this->post(Visitor::enquiry(['name' => 'Jane Citizen', 'city' => 'Box Hill', 'service' => 'tv-antenna-repair',
            'message' => 'A private message about the roof']));
        $this->assertSame(200, $answer->status);
        $this->assertTrue(Backend::waitFor(static fn (): bool => \count(self::received()) === 4, 5.0), 'four targets within 5 s');
        $id = (int) $this->backend()->lastRow()['id'];
        $text = "New enquiry from Jane Citizen: TV antenna repair, Box Hill. https://www.example.com.au/antenna-backend/inbox/?id={$id}";
        $this->assertSame(['+61400000001' => $text, '+61400000002' => $text, '/antenna-leads' => $text, '/chat/hook' => $text], self::texts());
        foreach (self::received() as $request) {
            $this->assertLessThan($sent + 5, $request['at']);
            $this->assertStringNotContainsString('private message', $request['body'], 'never the message');
        }
        $push = array_values(array_filter(self::received(), static fn (array $r): bool => $r['path'] === '/antenna-leads'))[0];
        $this->assertSame(['New enquiry', "https://www.example.com.au/antenna-backend/inbox/?id={$id}"], [$push['title'], $push['click']]);
        $this->assertSame('sent', $this->backend()->db->pdo()->query("SELECT status FROM enquiry_alerts WHERE enquiry_id = {$id}")->fetchColumn());
    }

    public function testAQuoteAndAContactMessageSayWhatTheyAre(): void
    {
        $this->http()->post('/handleQuote.php', Visitor::quote(['name' => 'Quinn Quote']), ['X-Forwarded-For' => '203.0.113.' . (++self::$client)]);
        $this->assertTrue(Backend::waitFor(static fn (): bool => \count(self::received()) === 4, 5.0));
        $this->assertStringStartsWith('New quote request from Quinn Quote. https://', self::texts()['/chat/hook']);
    }

    public function testSpamReachesNoTarget(): void
    {
        [$answer] = $this->post(Visitor::enquiry(['message' => 'Visit https://spam.example and https://spam.example/2 and https://spam.example/3']));
        $this->assertSame(200, $answer->status, 'spam is answered as an enquiry');
        $this->assertSame('spam', $this->backend()->lastRow()['status']);
        // Proving an absence: a fixed wait, as long as an alert is given (5 s).
        sleep(5);
        $this->assertSame([], self::received());
    }

    public function testAFailingProviderLosesNothingAndNotifyPendingSendsWhatIsMissing(): void
    {
        $this->mode('fail');
        [$answer] = $this->post(Visitor::enquiry(['name' => 'Retry Me']));
        $this->assertSame(200, $answer->status);
        $id = (int) $this->backend()->lastRow()['id'];
        $this->assertTrue(Backend::waitFor(fn (): bool => $this->alertRow($id)['attempts'] === '1', 5.0), 'the failed try is recorded');
        $this->assertSame('pending', $this->alertRow($id)['status']);
        $this->assertTrue(Backend::waitFor(fn (): bool => $this->backend()->lastRow()['notify_status'] === 'sent', 5.0), 'the e-mail goes all the same');
        $this->errorsExpected = true;

        @unlink(self::$providerDir . '/requests.jsonl');
        $this->mode('ok');
        [$code, $out] = $this->backend()->command('notify-pending.php');
        $this->assertSame(0, $code, $out);
        $this->assertStringContainsString('Lead alerts sent: 1; failed: 0.', $out);
        $this->assertCount(4, self::received());
        $this->assertSame(['sent', '2'], [$this->alertRow($id)['status'], $this->alertRow($id)['attempts']]);
        [, $out] = $this->backend()->command('notify-pending.php');
        $this->assertStringContainsString('Lead alerts sent: 0; failed: 0.', $out, 'sent once');
    }

    public function testAHangingProviderNeverKeepsTheVisitorWaiting(): void
    {
        $this->mode('hang');
        [$answer, $seconds] = $this->post(Visitor::enquiry(['name' => 'Hung Up']));
        $this->assertSame(200, $answer->status);
        $this->assertLessThan(1.8, $seconds, 'even where the answer is held until the script ends, a second at most for the alerts');
        $id = (int) $this->backend()->lastRow()['id'];
        $this->assertTrue(Backend::waitFor(fn (): bool => ($this->alertRow($id)['attempts'] ?? null) === '1', 10.0), 'given up after its time');
        $this->errorsExpected = true;
        $this->assertMatchesRegularExpression('/lead alert of enquiry #' . $id . ' failed, kept for bin\/notify-pending.php: .*did not answer within 1 s/',
            $this->backend()->backendLog(), 'a second while the answer may be held');

        [$answer, $seconds] = $this->post(Visitor::enquiry(['name' => 'Next One']));
        $this->assertLessThan(0.8, $seconds, 'the providers are left alone during the back-off');
        $this->assertSame(200, $answer->status);
        $this->mode('ok');
        $next = (int) $this->backend()->lastRow()['id'];
        // Proving an absence: the back-off leaves the providers alone; a fixed wait of the time an alert takes.
        sleep(3);
        $this->assertFalse($this->alertRow($next), 'not tried during the back-off');
        [$code] = $this->backend()->command('notify-pending.php');
        $this->assertSame(0, $code);
        $this->assertSame(['sent', 'sent'], [$this->alertRow($id)['status'], $this->alertRow($next)['status']]);
    }

    /** @return array<string, mixed>|false */
    private function alertRow(int $id): array|false
    {
        $row = $this->backend()->db->pdo()->query("SELECT status, attempts, reached FROM enquiry_alerts WHERE enquiry_id = {$id}")->fetch();
        return $row === false ? false : array_map(static fn ($v): string => (string) $v, $row);
    }

    public function testInProcessTheAnswerIsFinalBeforeAnyProviderIsAsked(): void
    {
        $config = Config::load($this->backend()->configPath);
        Log::useFile($config->values['log_file']);
        $body = http_build_query(Visitor::enquiry(['name' => 'In Process']));
        $answer = FormEndpoint::handle(FormEndpoint::CONTACT, new Request('POST', [], ['REMOTE_ADDR' => '192.0.2.77',
            'CONTENT_TYPE' => 'application/x-www-form-urlencoded', 'CONTENT_LENGTH' => (string) \strlen($body)], [], $body), $config);
        $this->assertSame(200, $answer->status);
        $this->assertSame([], self::received(), 'no provider asked before the answer');
        $answer->runAfter(true);
        $this->assertCount(4, self::received());
    }

    public function testTwilioIsSentTheFormItsApiTakes(): void
    {
        $settings = $this->backend()->settings;
        $settings['alerts'] = ['sms' => ['provider' => 'twilio', 'to' => ['+61400000009'], 'from' => 'Antennas', 'username' => 'ACtest',
            'key' => 'test-token', 'api_url' => 'http://127.0.0.1:' . self::$providerPort]];
        $config = Config::fromArray($settings, $this->backend()->dir);
        $id = $this->seed(['name' => 'Twilio Lead', 'city' => 'Carlton']);
        $this->assertSame(['sent' => 1, 'failed' => 0], Alerter::fromConfig($this->backend()->store(), $config)?->sendWaiting(10));
        [$request] = self::received();
        parse_str($request['body'], $form);
        $this->assertSame('/2010-04-01/Accounts/ACtest/Messages.json', $request['path']);
        $this->assertSame(['To' => '+61400000009', 'From' => 'Antennas',
            'Body' => "New enquiry from Twilio Lead: TV antenna repair, Carlton. http://127.0.0.1:9000/antenna-backend/inbox/?id={$id}"], $form);
        $this->assertSame('Basic ' . base64_encode('ACtest:test-token'), $request['authorization']);
    }

    public function testAProviderThatTricklesItsAnswerIsLeftWithinTheTimeout(): void
    {
        $port = Process::freePort();
        $trickler = Process::start([PHP_BINARY, __DIR__ . '/../Support/trickling-server.php', (string) $port], self::$providerDir . '/trickle.log');
        try {
            $this->assertTrue($trickler->waitForPort($port));
            $started = microtime(true);
            try {
                HttpPost::send("http://127.0.0.1:{$port}/hook", [], 'hello', 2);
                $this->fail('a trickling answer is not taken');
            } catch (AlertFailed $e) {
                $this->assertSame('127.0.0.1 did not answer within 2 s', $e->getMessage());
            }
            $this->assertLessThan(3.0, microtime(true) - $started, 'within the timeout and a second');
        } finally {
            $trickler->stop(9);
        }
    }
}
