<?php
/** What the handlers do with a configuration that is missing, odd, or puts data where the web server serves it. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Config;

use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Http\Browser;
use AntennaBackend\Tests\Support\Http\HttpClient;
use AntennaBackend\Tests\Support\Process;
use AntennaBackend\Tests\Support\Visitor;

final class ConfigurationTest extends BackendTestCase
{
    protected static function startsServer(): bool
    {
        return false;
    }

    protected function tearDown(): void
    {
        $this->backend()->stopServer();
    }

    public function testWithoutAConfigTheFormsAnswer503AndTheLogSaysWhy(): void
    {
        $this->errorsExpected = true;
        $backend = $this->backend();
        $backend->start(1, ['ANTENNA_BACKEND_CONFIG' => $backend->dir . '/nowhere/config.php']);
        $r = $backend->http()->post('/handleQuote.php', Visitor::quote(), ['Origin' => Backend::SITE_ORIGIN]);
        $this->assertAnswer(503, Messages::UNAVAILABLE, $r);
        $this->assertSame(Backend::SITE_ORIGIN, $r->header('Access-Control-Allow-Origin'), 'the site can show the sentence');
        $this->assertStringContainsString(
            'configuration: ANTENNA_BACKEND_CONFIG names a file that does not exist',
            (string) file_get_contents($backend->serverLog)
        );
    }

    public function testAConfigSavedWithAByteOrderMarkAndABlankLineIsHarmless(): void
    {
        $backend = $this->backend();
        $path = $backend->writeConfig(null, $backend->dir . '/config-bom.php', "\xEF\xBB\xBF\n");
        $backend->start(1, ['ANTENNA_BACKEND_CONFIG' => $path]);
        $this->assertAnswer(200, Messages::SUCCESS_QUOTE, $backend->http()->post('/handleQuote.php', Visitor::quote()));
    }

    public function testWithoutTheBuildsServiceChoicesTheEnquiryFormsAnswer503AndTheLogSaysWhat(): void
    {
        $this->errorsExpected = true;
        $backend = $this->backend();
        $missing = $backend->dir . '/nowhere/form-choices.json';
        $path = $backend->writeConfig(['form_choices' => $missing] + $backend->settings, $backend->dir . '/config-no-choices.php');
        $backend->start(1, ['ANTENNA_BACKEND_CONFIG' => $path]);
        $this->assertAnswer(503, Messages::UNAVAILABLE, $backend->http()->post('/handleContact.php', Visitor::enquiry()));
        $this->assertStringContainsString("service choices of the forms are missing: {$missing}", $backend->backendLog());
        $this->assertAnswer(200, Messages::SUCCESS_QUOTE, $backend->http()->post('/handleQuote.php', Visitor::quote()), 'the quote form has no services');
    }

    public function testAServiceAddedToTheSiteIsAcceptedWithoutAChangeHere(): void
    {
        $backend = $this->backend();
        $choices = $backend->dir . '/form-choices.json';
        file_put_contents($choices, json_encode([
            'enquiry' => ['satellite-dish' => 'Satellite dish'],
            'contact' => ['repair' => 'Antenna repair', 'bad value!' => 'ignored'],
        ]));
        $path = $backend->writeConfig(['form_choices' => $choices] + $backend->settings, $backend->dir . '/config-new-service.php');
        $backend->start(1, ['ANTENNA_BACKEND_CONFIG' => $path]);
        $this->assertSame(200, $backend->http()->post('/handleContact.php', Visitor::enquiry(['service' => 'satellite-dish']))->status);
        $this->assertSame('New enquiry from Jane Citizen - Satellite dish',
            $backend->mailFor((int) $backend->lastRow()['id'])?->header('Subject'));
        $this->assertSame(422, $backend->http()->post('/handleContact.php', Visitor::enquiry())->status, 'a service the site dropped');
        $this->assertSame(200, $backend->http()->post('/handleContact.php', Visitor::contact(['service' => 'repair']))->status);
    }

    /** @return array<string, array{0: array<string, mixed>, 1: string}> */
    public static function servedPaths(): array
    {
        return [
            'database' => [['database' => Backend::dir() . '/data/enquiries.sqlite'], 'database'],
            'log file' => [['log_file' => Backend::dir() . '/data/backend.log'], 'log_file'],
        ];
    }

    /**
     * A config copied into the backend folder with the example's __DIR__/data paths would lose the
     * enquiries with the next release, or let anyone download them: the handlers refuse to start
     * (503) and say why.
     *
     * @dataProvider servedPaths
     * @param array<string, mixed> $settings
     */
    public function testRefusesDataInsideTheCodeOrItsWebRoot(array $settings, string $key): void
    {
        $this->errorsExpected = true;
        $this->assertRefused($settings, $key, Backend::dir());
    }

    /**
     * The e-mail copies' folder in the web root stops the e-mails only: the enquiry is stored and
     * answered, kept pending for bin/notify-pending.php (which says what to change), and nothing
     * is written there; the export goes on.
     */
    public function testMailFilesInsideTheWebRootStopTheEmailsOnlyAndNothingIsWrittenThere(): void
    {
        $this->errorsExpected = true;
        $backend = $this->backend();
        $path = $backend->writeConfig(array_replace_recursive($backend->settings, ['mail' => ['file_dir' => Backend::dir() . '/data/mail']]),
            $backend->dir . '/config-mail-public.php');
        $backend->start(1, ['ANTENNA_BACKEND_CONFIG' => $path]);
        $this->assertAnswer(200, Messages::SUCCESS_QUOTE, $backend->http()->post('/handleQuote.php', Visitor::quote(['name' => 'Mail Dir'])));
        $id = (int) $backend->lastRow()['id'];
        $this->assertSame('Mail Dir', $backend->lastRow()['name']);
        $this->assertTrue(Backend::waitFor(fn (): bool => str_contains($backend->backendLog(), "notification of enquiry #{$id} failed")));
        $this->assertStringContainsString('config key "mail.file_dir"', $backend->backendLog());
        $this->assertSame('pending', $backend->lastRow()['notify_status']);
        $this->assertDirectoryDoesNotExist(Backend::dir() . '/data', 'nothing was written there');
        [$code, , $err] = $backend->command('notify-pending.php', ['--config=' . $path]);
        $this->assertSame([2, true], [$code, str_contains($err, 'config key "mail.file_dir"')], $err);
        [$code, $out] = $backend->command('export.php', ['--config=' . $path, '--list']);
        $this->assertSame([0, true], [$code, str_contains($out, 'Mail Dir')]);
    }

    /** The inbox's password file in the web root stops the inbox only, which names the setting. */
    public function testAnInboxPasswordInsideTheWebRootStopsTheInboxOnly(): void
    {
        $this->errorsExpected = true;
        $backend = $this->backend();
        $path = $backend->writeConfig(array_replace_recursive($backend->settings,
            ['inbox' => ['password_file' => Backend::dir() . '/public/inbox/password.hash']]), $backend->dir . '/config-inbox-public.php');
        $backend->start(1, ['ANTENNA_BACKEND_CONFIG' => $path]);
        $this->assertAnswer(200, Messages::SUCCESS_ENQUIRY, $backend->http()->post('/handleContact.php', Visitor::enquiry()));
        $inbox = $backend->http()->request('GET', '/inbox/');
        $this->assertSame(503, $inbox->status);
        $this->assertStringContainsString("Its setting &quot;inbox.password_file&quot; cannot be used", $inbox->body);
        $this->assertStringNotContainsString('password.hash', $inbox->body, 'the value stays in the log');
        $this->assertStringContainsString('inbox: config key "inbox.password_file"', $backend->backendLog());
        [$code, , $err] = $backend->command('set-password.php', ['--config=' . $path], [], "a new password for the test\n");
        $this->assertSame([2, true], [$code, str_contains($err, 'config key "inbox.password_file"')], $err);
        $this->assertFileDoesNotExist(Backend::dir() . '/public/inbox/password.hash');
    }

    /**
     * The content editor's sign-in is set up apart, and later: a site origin with a path (a typo
     * there) leaves the business's enquiries and the inbox working, from any address, while the
     * sign-in window says which setting is wrong and why, and the log says the same. Over HTTP
     * against the real dev server (bin/dev-server.php), whose configuration gets the typo.
     */
    public function testAWrongSignInSettingLeavesTheFormsAndTheInboxWorking(): void
    {
        $this->errorsExpected = true; // the sign-in's refusal is logged
        $dir = $this->backend()->dir . '/dev-cms-typo';
        $port = Process::freePort();
        $dev = Process::start([PHP_BINARY, Backend::dir() . '/bin/dev-server.php', '--port=' . $port, '--dir=' . $dir,
            '--origin=' . Backend::SITE_ORIGIN, '--choices=' . Backend::dir() . '/tests/Support/form-choices.json'],
            $this->backend()->dir . '/dev-cms-typo.log');
        try {
            $this->assertTrue($dev->waitForPort($port), 'the dev server listens');
            $config = require $dir . '/config.php';
            $config['cms'] = ['client_id' => 'an-id', 'client_secret' => 'a-secret', 'site_origin' => 'https://www.example.com.au/admin/'];
            $this->backend()->writeConfig($config, $dir . '/config.php');
            [$code] = Process::run([PHP_BINARY, Backend::dir() . '/bin/set-password.php', '--config=' . $dir . '/config.php'], [], null,
                "the inbox password of the test\n");
            $this->assertSame(0, $code);

            $contact = (new HttpClient($port, '127.0.0.2'))->post('/handleContact.php', Visitor::contact(['name' => 'Typo Contact']),
                ['Origin' => Backend::SITE_ORIGIN]);
            $this->assertAnswer(200, Messages::SUCCESS_ENQUIRY, $contact);
            $quote = (new HttpClient($port, '127.0.0.3'))->post('/handleQuote.php', Visitor::quote(['name' => 'Typo Quote']),
                ['Origin' => Backend::SITE_ORIGIN]);
            $this->assertAnswer(200, Messages::SUCCESS_QUOTE, $quote);
            $stored = (new \PDO('sqlite:' . $dir . '/enquiries.sqlite'))->query('SELECT form, name, client_ip FROM enquiries ORDER BY id')
                ->fetchAll(\PDO::FETCH_NUM);
            $this->assertSame([['contact', 'Typo Contact', '127.0.0.2'], ['quote', 'Typo Quote', '127.0.0.3']], $stored);

            $owner = new Browser(new HttpClient($port, '127.0.0.4'), '127.0.0.4');
            $this->assertSame([303, './'], [($r = $owner->signIn('the inbox password of the test'))->status, $r->header('location')]);
            $this->assertSame(['Enquiries'], $owner->texts('//h1', $owner->get('/inbox/')));

            $window = (new HttpClient($port, '127.0.0.5'))->request('GET', '/cms-auth.php?provider=github&scope=repo',
                ['Referer' => 'https://www.example.com.au/admin/', 'Sec-Fetch-Dest' => 'document']);
            $this->assertSame(503, $window->status);
            $this->assertStringContainsString('Sign-in is set up wrongly', $window->body);
            $this->assertStringContainsString('The setting &quot;cms.site_origin&quot; must be scheme://host[:port], without a path.', $window->body);
            $this->assertStringContainsString('cms sign-in refused: set-up-wrong (config key "cms.site_origin" must be scheme://host[:port], '
                . 'without a path) (from 127.0.0.5)', (string) file_get_contents($dir . '/backend.log'));
        } finally {
            $dev->stop();
        }
    }

    /** The same for a path elsewhere under the web root (DOCUMENT_ROOT), as on a shared host. */
    public function testRefusesDataAnywhereUnderTheDocumentRoot(): void
    {
        $this->errorsExpected = true;
        $webRoot = $this->backend()->dir . '/public_html';
        @mkdir($webRoot);
        @symlink(Backend::dir() . '/public', $webRoot . '/antenna-backend');
        $this->assertRefused(['log_file' => $webRoot . '/private/backend.log'], 'log_file', $webRoot, $webRoot);
    }

    /** @param array<string, mixed> $settings */
    protected function assertRefused(array $settings, string $key, string $servedFolder, ?string $root = null): void
    {
        $backend = $this->backend();
        $path = $backend->writeConfig(array_replace_recursive($backend->settings, $settings), $backend->dir . '/config-public.php');
        $backend->start(1, ['ANTENNA_BACKEND_CONFIG' => $path], '127.0.0.1', $root);
        $endpoint = $root === null ? '/handleQuote.php' : '/antenna-backend/handleQuote.php';
        $this->assertAnswer(503, Messages::UNAVAILABLE, $backend->http()->post($endpoint, Visitor::quote()));
        $this->assertStringContainsString('"' . $key . '"', (string) file_get_contents($backend->serverLog));
        $this->assertStringContainsString('inside ' . realpath($servedFolder), (string) file_get_contents($backend->serverLog));
        $this->assertDirectoryDoesNotExist(Backend::dir() . '/data', 'nothing was written there');
        if ($root !== null) {
            return; // commands know the backend folder, not the web server's document root
        }
        [$code, , $err] = $backend->command('export.php', ['--config=' . $path]);
        $this->assertSame(2, $code);
        $this->assertStringContainsString('"' . $key . '"', $err);
    }
}
