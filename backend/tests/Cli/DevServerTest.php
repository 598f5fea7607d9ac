<?php
/** bin/dev-server.php, which npm start and the site's browser tests run the handlers with. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Cli;

use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Http\HttpClient;
use AntennaBackend\Tests\Support\Process;
use AntennaBackend\Tests\Support\Visitor;

final class DevServerTest extends BackendTestCase
{
    protected static function startsServer(): bool
    {
        return false;
    }

    public function testServesTheHandlersForTheSiteOriginAndWritesMailFiles(): void
    {
        $dir = $this->backend()->dir . '/dev';
        $port = Process::freePort();
        $dev = Process::start(
            [PHP_BINARY, Backend::dir() . '/bin/dev-server.php', '--port=' . $port, '--dir=' . $dir, '--origin=' . Backend::SITE_ORIGIN],
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

    /**
     * PHP's built-in server allocates a request's declared Content-Length before anything of the
     * backend runs, so one request claiming 100 GB ended it. Sent straight to the dev server's own
     * port, such a request is refused (413) and the server goes on answering; a body of unknown
     * length is refused too; and nothing but the handlers and the inbox is served.
     */
    public function testOnItsOwnPortTheDevServerRefusesAHugeBodyAndServesOnlyTheHandlers(): void
    {
        $dir = $this->backend()->dir . '/dev-own-port';
        $port = Process::freePort();
        $dev = Process::start([PHP_BINARY, Backend::dir() . '/bin/dev-server.php', '--port=' . $port, '--dir=' . $dir,
            '--origin=' . Backend::SITE_ORIGIN], $this->backend()->dir . '/dev-own-port.log');
        try {
            $this->assertTrue($dev->waitForPort($port), 'listens on the given port');
            $http = new HttpClient($port);
            $huge = "POST /handleQuote.php HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                . "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 99999999999\r\n\r\nname=x";
            $this->assertAnswer(413, Messages::TOO_LARGE, $http->send($huge));
            $chunked = "POST /handleQuote.php HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                . "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n6\r\nname=x\r\n0\r\n\r\n";
            $this->assertSame(413, $http->send($chunked)->status, 'a body of unknown length is refused too');
            $this->assertSame(200, $http->post('/handleQuote.php', Visitor::quote())->status, 'the handlers still answer');
            foreach (['/.htaccess', '/.user.ini', '/inbox/.htaccess', '/README.md', '/index.php', '/inbox/index.php/x',
                '/handleQuote.php/.htaccess', '/%2e%68taccess', '/inbox/..%2f.htaccess'] as $path) {
                $this->assertAnswer(404, Messages::NOT_FOUND, $http->request('GET', $path), $path);
            }
            $this->assertSame(503, $http->request('GET', '/inbox/')->status, 'the inbox (no password set)');
        } finally {
            $dev->stop();
        }
    }

    /**
     * npm start serves the site with scripts/serve-static.mjs, which forwards /antenna-backend/ to
     * this dev server. PHP's built-in server allocates a request's declared Content-Length up
     * front, so one request claiming 100 GB killed it; the static server refuses it first.
     */
    public function testTheSitesDevServerShieldsTheHandlersFromAHugeDeclaredBody(): void
    {
        [$code] = Process::run(['node', '--version']);
        if ($code !== 0) {
            $this->markTestSkipped('node is not installed');
        }
        $dir = $this->backend()->dir;
        @mkdir($dir . '/site');
        file_put_contents($dir . '/site/index.html', '<!doctype html><title>site</title>');
        $phpPort = Process::freePort();
        $sitePort = Process::freePort();
        $php = Process::start([PHP_BINARY, Backend::dir() . '/bin/dev-server.php', '--port=' . $phpPort, '--dir=' . $dir . '/dev2',
            '--origin=http://127.0.0.1:' . $sitePort], $dir . '/dev2.log');
        $site = Process::start(['node', \dirname(Backend::dir()) . '/scripts/serve-static.mjs', $dir . '/site', (string) $sitePort,
            '--backend', 'http://127.0.0.1:' . $phpPort], $dir . '/site.log');
        try {
            $this->assertTrue($php->waitForPort($phpPort) && $site->waitForPort($sitePort));
            $http = new HttpClient($sitePort);
            $huge = "POST /antenna-backend/handleQuote.php HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                . "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 99999999999\r\n\r\nname=x";
            $this->assertSame(413, $http->send($huge)->status);
            $chunked = "POST /antenna-backend/handleQuote.php HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                . "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n6\r\nname=x\r\n0\r\n\r\n";
            $this->assertSame(413, $http->send($chunked)->status, 'a body of unknown length is refused too');
            $r = $http->post('/antenna-backend/handleQuote.php', Visitor::quote());
            $this->assertSame(200, $r->status, 'the handlers still answer');
        } finally {
            $site->stop(15);
            $php->stop();
        }
    }
}
