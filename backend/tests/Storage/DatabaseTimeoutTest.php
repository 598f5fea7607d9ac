<?php
/**
 * A MySQL/MariaDB server that stops answering (paused, overloaded, a network that drops packets)
 * must not hold a visitor: the post is answered "not sent" within a few seconds. And when the
 * server later runs the COMMIT the handler gave up waiting for, the enquiry the visitor sends
 * again is not stored a second time.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Storage;

use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Database\MariaDb;
use AntennaBackend\Tests\Support\Database\MariaDbDatabase;
use AntennaBackend\Tests\Support\Database\PausingProxy;
use AntennaBackend\Tests\Support\Http\Response;
use AntennaBackend\Tests\Support\Visitor;

/** @group database */
final class DatabaseTimeoutTest extends BackendTestCase
{
    /** How long a visitor waits for an answer over HTTP while the database does not answer. */
    protected static function startsServer(): bool
    {
        return true;
    }

    /** What the issue asks of a post to a frozen database. */
    private const ANSWER_WITHIN = 5.0;

    protected function setUp(): void
    {
        parent::setUp();
        if (!$this->backend()->db instanceof MariaDbDatabase) {
            $this->markTestSkipped('a paused database server: runs with DB=mariadb');
        }
        $this->errorsExpected = true; // the storage errors are logged, as they should be
    }

    /** One visitor posts a quote; given up after 15 s (a hanging post must fail the test, not hang it). */
    private function post(string $message): Response
    {
        $raw = $this->http()->raw('POST', '/handleQuote.php', ['X-Forwarded-For' => '198.51.100.28'],
            http_build_query(Visitor::quote(['message' => $message])));
        return $this->http()->concurrent([$raw], null, 15.0)[0];
    }

    public function testWithTheServerPausedAVisitorIsToldNotSentWithinSeconds(): void
    {
        $message = 'sent while the database was paused ' . bin2hex(random_bytes(4));
        MariaDb::shared()->pause();
        try {
            $r = $this->post($message);
        } finally {
            MariaDb::shared()->resume();
        }
        $this->assertAnswer(500, Messages::SERVER_ERROR, $r, sprintf('answered after %.1f s', $r->seconds));
        $this->assertLessThan(self::ANSWER_WITHIN, $r->seconds);
        $this->assertStringContainsString('did not answer', $this->backend()->backendLog(), 'the log says why');

        $this->assertAnswer(200, Messages::SUCCESS_QUOTE, $this->post($message), 'sent again once the server is back');
        $this->assertSame(1, $this->backend()->count('message = ?', [$message]), 'stored once');
    }

    public function testACommitTheServerRunsAfterTheVisitorWasToldNotSentIsNotStoredTwice(): void
    {
        $backend = $this->backend();
        $server = MariaDb::shared();
        $proxy = PausingProxy::start($backend->dir, $server);
        $settings = $backend->settings;
        $settings['database']['dsn'] = preg_replace('/port=\d+/', 'port=' . $proxy->port, $settings['database']['dsn']);
        $config = $backend->writeConfig($settings, $backend->dir . '/config-through-proxy.php');
        $backend->stopServer();
        $backend->start(2, ['ANTENNA_BACKEND_CONFIG' => $config]);
        $message = 'committed after the visitor gave up ' . bin2hex(random_bytes(4));
        try {
            $r = $this->post($message);
            $this->assertTrue($proxy->paused(), 'the server was paused at the COMMIT');
        } finally {
            $server->resume();
            $proxy->stop();
        }
        $this->assertAnswer(500, Messages::SERVER_ERROR, $r, sprintf('answered after %.1f s', $r->seconds));
        $this->assertLessThan(self::ANSWER_WITHIN, $r->seconds);
        $this->assertTrue(Backend::waitFor(fn (): bool => $backend->count('message = ?', [$message]) === 1, 10),
            'resumed, the server ran the COMMIT: the enquiry is stored although its visitor was told it was not');

        $backend->stopServer();
        $backend->start();
        $this->assertAnswer(200, Messages::SUCCESS_QUOTE, $this->post($message), 'the visitor sends it again: received');
        $this->assertSame(1, $backend->count('message = ?', [$message]), 'and not stored a second time');
        $this->assertTrue(Backend::waitFor(fn (): bool => $backend->count("message = ? AND notify_status = 'sent'", [$message]) === 1),
            'the office is told about it');
        $this->assertCount(1, glob($backend->mailDir . '/*-enquiry-' . $backend->rows('message = ?', [$message])[0]['id'] . '-*.eml') ?: [],
            'once');
    }
}
