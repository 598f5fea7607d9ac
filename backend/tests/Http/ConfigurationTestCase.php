<?php
/** What the handlers do with a configuration that is missing or odd. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Http;

use AntennaBackend\Messages;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\HttpClient;
use AntennaBackend\Tests\Support\Process;
use AntennaBackend\Tests\Support\Visitor;

abstract class ConfigurationTestCase extends BackendTestCase
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
}
