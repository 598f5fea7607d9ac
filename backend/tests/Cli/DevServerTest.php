<?php
/** bin/dev-server.php, which npm start and the site's browser tests run the handlers with. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Cli;

use AntennaBackend\Dev\Guard;
use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Http\HttpClient;
use AntennaBackend\Tests\Support\Measured;
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
                '/handleQuote.php/.htaccess', '/%2e%68taccess', '/inbox/..%2f.htaccess', '/.htaccess/inbox/', '/.user.ini/handleQuote.php',
                '/inbox/.htaccess/inbox/index.php', '/x/cms-auth.php', '/inbox/inbox/'] as $path) {
                $this->assertAnswer(404, Messages::NOT_FOUND, $http->request('GET', $path), $path);
            }
            $this->assertSame(503, $http->request('GET', '/inbox/')->status, 'the inbox (no password set)');
        } finally {
            $dev->stop();
        }
    }

    /** @return array{0: Process, 1: int, 2: string} the dev server, its port and its folder */
    private function devServer(string $name): array
    {
        $dir = $this->backend()->dir . '/' . $name;
        $port = Process::freePort();
        $dev = Process::start([PHP_BINARY, Backend::dir() . '/bin/dev-server.php', '--port=' . $port, '--dir=' . $dir,
            '--origin=' . Backend::SITE_ORIGIN], $this->backend()->dir . '/' . $name . '.log');
        $this->assertTrue($dev->waitForPort($port), 'listens on the given port');
        return [$dev, $port, $dir];
    }

    /**
     * About 1,020 idle connections wedged the dev server for good (stream_select() cannot watch more
     * sockets), at most of a core, answering nothing even after they left. Now those beyond its cap
     * are refused at once and the rest closed after a few seconds without a request; once the
     * 2,000 are closed, a form post is answered within 1 s.
     */
    public function testTwoThousandIdleConnectionsLeaveItAnsweringWithinASecond(): void
    {
        [$dev, $port] = $this->devServer('dev-idle');
        try {
            $this->assertSame(200, (new HttpClient($port))->post('/handleQuote.php', Visitor::quote())->status, 'before (its database made)');
            $idle = [];
            for ($batch = 0; $batch < 80; $batch++) {
                $sockets = [];
                for ($i = 0; $i < 25; $i++) {
                    $socket = @stream_socket_client('tcp://127.0.0.1:' . $port, $errno, $error, 1, STREAM_CLIENT_CONNECT | STREAM_CLIENT_ASYNC_CONNECT);
                    $this->assertNotFalse($socket, $error);
                    stream_set_blocking($socket, false);
                    $sockets[] = $socket;
                }
                // 25 at a time, each made before the next are: none dropped from the server's queue.
                $this->assertSame(25, self::connected($sockets, 10.0), 'connected');
                array_push($idle, ...$sockets);
            }
            $t0 = microtime(true);
            $open = self::openAfter($idle, Guard::REQUEST_SECONDS + 25.0);
            Measured::report('dev server: 2,000 idle connections all closed by it', sprintf('%.1f s', microtime(true) - $t0));
            $this->assertSame(0, $open, 'the dev server closed every idle connection itself');
            array_map('fclose', $idle);
            $r = (new HttpClient($port))->post('/handleQuote.php', Visitor::quote());
            Measured::report('dev server: a form post after 2,000 idle connections closed', sprintf('%.3f s', $r->seconds));
            $this->assertSame(200, $r->status);
            $this->assertLessThan(1.0, $r->seconds);
        } finally {
            $dev->stop();
        }
    }

    /**
     * How many of the sockets of an asynchronous connect are connected by $seconds.
     *
     * @param list<resource> $sockets
     */
    private static function connected(array $sockets, float $seconds): int
    {
        $deadline = microtime(true) + $seconds;
        $done = 0;
        while ($sockets !== [] && microtime(true) < $deadline) {
            foreach ($sockets as $i => $socket) {
                if (@stream_socket_get_name($socket, true) !== false) {
                    $done++;
                    unset($sockets[$i]);
                }
            }
            usleep(10000);
        }
        return $done;
    }

    /**
     * How many of the sockets the server has not closed by $seconds (it closes each one it takes
     * within a few seconds). Read one by one: stream_select() cannot watch 2,000 sockets either.
     *
     * @param list<resource> $sockets non-blocking
     */
    private static function openAfter(array $sockets, float $seconds): int
    {
        $deadline = microtime(true) + $seconds;
        while ($sockets !== [] && microtime(true) < $deadline) {
            foreach ($sockets as $i => $socket) {
                while (($data = @fread($socket, 8192)) !== false && $data !== '') {
                    // the refusal, read and dropped
                }
                if ($data === false || feof($socket)) {
                    unset($sockets[$i]);
                }
            }
            usleep(100000);
        }
        return \count($sockets);
    }

    /** A request sent a byte a second is answered 408 once its few seconds are up, and closed. */
    public function testARequestThatIsNotSentInTimeIsClosed(): void
    {
        [$dev, $port] = $this->devServer('dev-slow');
        try {
            $socket = stream_socket_client('tcp://127.0.0.1:' . $port, $errno, $error, 5);
            $t0 = microtime(true);
            stream_set_blocking($socket, false);
            $head = "POST /handleQuote.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n";
            $answer = '';
            for ($i = 0; !feof($socket) && microtime(true) - $t0 < Guard::REQUEST_SECONDS + 5; $i++) {
                @fwrite($socket, $head[$i % \strlen($head)]);
                // The next byte in a second (the slow client's pace), or the server's answer before.
                $read = [$socket];
                $write = $except = null;
                if (stream_select($read, $write, $except, 1) === 1) {
                    $answer .= (string) fread($socket, 8192);
                }
            }
            $seconds = microtime(true) - $t0;
            fclose($socket);
            $this->assertStringStartsWith('HTTP/1.1 408 ', $answer);
            $this->assertGreaterThanOrEqual(Guard::REQUEST_SECONDS - 1, $seconds);
            $this->assertLessThan(Guard::REQUEST_SECONDS + 2.5, $seconds, 'closed once its time was up');
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
