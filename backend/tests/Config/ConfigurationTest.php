<?php
/** What the handlers do with a configuration that is missing, odd, or puts data where the web server serves it. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Config;

use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
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
            'mail files' => [['mail' => ['file_dir' => Backend::dir() . '/data/mail']], 'mail.file_dir'],
            'inbox password in the web root' => [['inbox' => ['password_file' => Backend::dir() . '/public/inbox/password.hash']], 'inbox.password_file'],
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
