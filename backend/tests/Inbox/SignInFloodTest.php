<?php
/**
 * The inbox's sign-in under a flood, over HTTP against the real dev server (bin/dev-server.php,
 * whose guard passes each client's own loopback address on): an outsider from eight addresses
 * (127.0.0.2 to 127.0.0.9, Support/inbox-flood.php) sends wrong passwords, asks for one-time codes
 * and guesses them for a minute. At most 3 code e-mails reach the office, and meanwhile the owner,
 * from 127.0.0.1, signs in with a fresh code and the password.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Inbox;

use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Http\Browser;
use AntennaBackend\Tests\Support\Http\HttpClient;
use AntennaBackend\Tests\Support\Measured;
use AntennaBackend\Tests\Support\Process;

final class SignInFloodTest extends BackendTestCase
{
    private const PASSWORD = 'the owner password of the flood';
    private const FLOOD_SECONDS = 60;

    protected static function startsServer(): bool
    {
        return false;
    }

    public function testAFloodFromEightAddressesSendsAtMostThreeCodesAndTheOwnerGetsInMeanwhile(): void
    {
        $this->errorsExpected = true; // every refused sign-in is logged
        $dir = $this->backend()->dir . '/flood';
        $port = Process::freePort();
        $dev = Process::start([PHP_BINARY, Backend::dir() . '/bin/dev-server.php', '--port=' . $port, '--dir=' . $dir, '--workers=4'],
            $this->backend()->dir . '/flood-server.log');
        $flooders = [];
        try {
            $this->assertTrue($dev->waitForPort($port), 'the dev server listens');
            [$code, , $err] = Process::run([PHP_BINARY, Backend::dir() . '/bin/set-password.php', '--config=' . $dir . '/config.php'],
                [], null, self::PASSWORD . "\n");
            $this->assertSame(0, $code, $err);

            $started = microtime(true);
            for ($n = 2; $n <= 9; $n++) {
                $flooders[$n] = Process::start([PHP_BINARY, Backend::dir() . '/tests/Support/inbox-flood.php', (string) $port, "127.0.0.{$n}",
                    (string) self::FLOOD_SECONDS, "{$dir}/flood-{$n}.json"], $this->backend()->dir . "/flood-{$n}.log");
            }

            // The owner finds sign-in paused for everyone, and the way in with a code offered.
            $owner = new Browser(new HttpClient($port, '127.0.0.1'), '127.0.0.1');
            $paused = Backend::waitFor(static fn (): bool => $owner->texts('//button[@value="send-code"]', $owner->get('/inbox/')) !== []
                || $owner->texts('//input[@name="code"]') !== [], 30.0);
            $this->assertTrue($paused, 'the flood paused sign-in for everyone');
            $this->assertSame(200, $owner->submit(['action' => 'send-code'])->status);
            $this->assertStringStartsWith('A one-time code was e-mailed to the office at', $owner->texts('//*[@role="status"]')[0] ?? '');
            $fresh = self::newestCode($dir);
            $this->assertNotNull($fresh, 'a code in the office\'s mailbox');
            $owner->get('/inbox/');
            $r = $owner->submit(['action' => 'signin-code', 'code' => (string) $fresh, 'password' => self::PASSWORD]);
            $this->assertSame([303, './'], [$r->status, $r->header('location')], 'the owner signs in with the code and the password');
            $this->assertSame(['Enquiries'], $owner->texts('//h1', $owner->get('/inbox/')));
            $signedInAfter = microtime(true) - $started;
            $this->assertLessThan(self::FLOOD_SECONDS, $signedInAfter, 'within the minute');
            $this->assertSame(8, \count(array_filter($flooders, static fn (Process $p): bool => $p->running())), 'while the flood goes on');

            foreach ($flooders as $flooder) {
                $this->assertTrue(Backend::waitFor(static fn (): bool => !$flooder->running(), self::FLOOD_SECONDS + 30.0), 'the flood ends');
            }
            $sent = \count(glob($dir . '/mail/*-signin-code-*.eml') ?: []);
            $answers = [];
            foreach (glob($dir . '/flood-*.json') ?: [] as $file) {
                foreach (json_decode((string) file_get_contents($file), true)['answers'] as $what => $n) {
                    $answers[$what] = ($answers[$what] ?? 0) + $n;
                }
            }
            ksort($answers);
            Measured::report('inbox flood from 8 addresses for ' . self::FLOOD_SECONDS . ' s', sprintf('%d code e-mails; the owner in after %.1f s; '
                . 'the outsider\'s answers: %s', $sent, $signedInAfter, json_encode($answers)));
            $this->assertCount(8, glob($dir . '/flood-*.json') ?: [], 'every outsider ran to the end');
            $this->assertGreaterThan(100, array_sum($answers), 'a flood, not a trickle');
            $this->assertSame([], array_filter($answers, static fn (string $what): bool => (bool) preg_match('/ 5\d\d$/', $what),
                ARRAY_FILTER_USE_KEY), 'the inbox stays available throughout');
            $this->assertLessThanOrEqual(3, $sent, 'code e-mails that reached the office');
        } finally {
            foreach ($flooders as $flooder) {
                $flooder->stop();
            }
            $dev->stop();
        }
    }

    /** The code of the newest code e-mail in the dev server's mail folder, once there is one. */
    private static function newestCode(string $dir): ?string
    {
        $code = null;
        Backend::waitFor(static function () use ($dir, &$code): bool {
            $files = glob($dir . '/mail/*-signin-code-*.eml') ?: [];
            sort($files);
            $code = $files === [] || preg_match('/\bCode: ([A-Z2-9]{4}-[A-Z2-9]{4})\b/', (string) file_get_contents(end($files)), $m) !== 1
                ? null : $m[1];
            return $code !== null;
        }, 10.0);
        return $code;
    }
}
