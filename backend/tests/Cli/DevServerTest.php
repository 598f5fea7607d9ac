<?php
/** bin/dev-server.php, which npm start and the site's browser tests run the handlers with. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Cli;

use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\HttpClient;
use AntennaBackend\Tests\Support\OnSqlite;
use AntennaBackend\Tests\Support\Process;
use AntennaBackend\Tests\Support\Visitor;

final class DevServerTest extends BackendTestCase
{
    use OnSqlite;

    protected static function startsServer(): bool
    {
        return false;
    }

    public function testServesTheHandlersForTheSiteOriginAndWritesMailFiles(): void
    {
        $dir = $this->backend()->dir . '/dev';
        $port = Process::freePort();
        $dev = Process::start(
            [PHP_BINARY, Backend::DIR . '/bin/dev-server.php', '--port=' . $port, '--dir=' . $dir, '--origin=' . Backend::SITE_ORIGIN],
            $this->backend()->dir . '/dev.log'
        );
        try {
            $this->assertTrue($dev->waitForPort($port), 'listens on the given port');
            $r = (new HttpClient($port))->post('/handleQuote.php', Visitor::quote(), ['Origin' => Backend::SITE_ORIGIN]);
            $this->assertSame([200, Backend::SITE_ORIGIN], [$r->status, $r->header('Access-Control-Allow-Origin')]);
            $this->assertTrue(Backend::waitFor(static fn (): bool => \count(glob($dir . '/mail/*.eml') ?: []) === 1), 'notification in DIR/mail');
        } finally {
            $dev->stop();
        }
    }
}
