<?php
/**
 * The inbox's sessions under concurrent requests and idle visitors: a sign-out or a time-out is
 * final even while other requests of the same session are under way, and nothing is stored for a
 * visitor who has not signed in.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Inbox;

use AntennaBackend\Config\Config;
use AntennaBackend\Http\Request;
use AntennaBackend\Inbox\App;
use AntennaBackend\Inbox\Sessions;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Tests\Support\Database\MariaDbDatabase;
use AntennaBackend\Tests\Support\Http\Browser;
use AntennaBackend\Tests\Support\InboxTestCase;
use AntennaBackend\Tests\Support\Measured;

/** @group database */
final class SessionTest extends InboxTestCase
{
    public static function setUpBeforeClass(): void
    {
        parent::setUpBeforeClass();
        // The race is run 50 times, each after a sign-in: a cheap hash of the same password keeps
        // that fast (what is under test is the session, not the hash).
        file_put_contents(static::$backend->dir . '/inbox-password.hash', password_hash(self::PASSWORD, PASSWORD_BCRYPT, ['cost' => 4]) . "\n");
    }

    protected function setUp(): void
    {
        parent::setUp();
        $this->backend()->db->pdo()->exec('DELETE FROM inbox_sessions');
    }

    private function sessions(): Sessions
    {
        return new Sessions($this->backend()->store()->pdo(), 30);
    }

    /** A session signed in as the sign-in page would leave it; its id. */
    private function signedInSession(Sessions $sessions): string
    {
        $session = $sessions->resume(null);
        $session->signIn();
        $sessions->save($session);
        return $session->id();
    }

    /** @return int stored sessions that are signed in */
    private function liveSessions(): int
    {
        $live = 0;
        foreach ($this->backend()->db->pdo()->query('SELECT data FROM inbox_sessions')->fetchAll(\PDO::FETCH_COLUMN) as $data) {
            $live += isset(json_decode((string) $data, true)['signed_in_at']) ? 1 : 0;
        }
        return $live;
    }

    private function storedSessions(): int
    {
        return (int) $this->backend()->db->pdo()->query('SELECT COUNT(*) FROM inbox_sessions')->fetchColumn();
    }

    public function testASignOutIsNotUndoneByARequestThatReadTheSessionBeforeIt(): void
    {
        $sessions = $this->sessions();
        $id = $this->signedInSession($sessions);
        $list = $sessions->resume($id);     // a list request reads the session...
        $signOut = $sessions->resume($id);  // ...and so does the sign-out, at the same moment
        $this->assertTrue($list->signedIn());
        $this->assertTrue($signOut->signedIn());
        $signOut->signOut();
        $sessions->save($signOut);          // the sign-out is done first,
        $sessions->save($list);             // then the list request writes back the session it read
        $this->assertFalse($sessions->resume($id)->signedIn(), 'the signed-out id opens nothing');
        $this->assertSame(0, $this->liveSessions());
    }

    public function testATimeOutIsNotUndoneByARequestThatReadTheSessionBeforeIt(): void
    {
        $sessions = $this->sessions();
        $id = $this->signedInSession($sessions);
        $early = $sessions->resume($id);    // read while the session was still in use
        $stmt = $this->backend()->db->pdo()->prepare('SELECT data FROM inbox_sessions WHERE id = ?');
        $stmt->execute([$id]);
        $idle = ['seen' => time() - 31 * 60] + json_decode((string) $stmt->fetchColumn(), true);
        $stmt->closeCursor(); // (an open SQLite statement would keep this connection's view of the table as it is now)
        $this->backend()->db->pdo()->prepare('UPDATE inbox_sessions SET data = ? WHERE id = ?')->execute([json_encode($idle), $id]);
        $late = $sessions->resume($id);     // read once it had been idle too long
        $this->assertFalse($late->signedIn());
        $this->assertTrue($late->timedOut());
        $sessions->save($late);
        $this->assertTrue($early->signedIn());
        $sessions->save($early);
        $this->assertFalse($sessions->resume($id)->signedIn(), 'the timed-out id opens nothing');
        $this->assertSame(0, $this->liveSessions());
    }

    /**
     * The attack of the issue, over HTTP against php -S: signed in, one cookie sends 30 list
     * requests and a sign-out at the same moment; afterwards the cookie must open nothing. 50 times.
     */
    public function testThirtyListRequestsAndASignOutAtOnceNeverLeaveALiveSession(): void
    {
        $http = $this->overHttp();
        $t0 = microtime(true);
        $opened = [];
        for ($run = 1; $run <= 50; $run++) {
            $browser = $this->signedIn();
            $browser->get('/inbox/');
            $cookie = 'antenna_inbox=' . $browser->cookies['antenna_inbox'];
            $requests = array_fill(0, 30, $http->raw('GET', '/inbox/', ['Cookie' => $cookie]));
            array_splice($requests, 15, 0, [$http->raw('POST', '/inbox/', ['Cookie' => $cookie],
                http_build_query(['action' => 'signout', 'csrf' => $browser->csrf()]))]);
            $answers = $http->concurrent($requests);
            $this->assertSame(['You are signed out.'], $browser->texts('//*[@role="alert"]', $answers[15]), "run {$run}: signed out");
            if ($browser->texts('//h1', $browser->get('/inbox/')) !== ['Sign in']) {
                $opened[] = $run;
            }
        }
        Measured::report(static::class . ' 50 runs of 30 list requests and a sign-out', sprintf('%.1f s', microtime(true) - $t0));
        $this->assertSame([], $opened, 'runs after which the signed-out cookie still opened the list');
        $this->assertSame(0, $this->liveSessions());
    }

    /**
     * The purge of idle sessions (one request in a hundred, and bin/purge.php) deletes those idle
     * longer than inbox.idle_minutes, and on MySQL waits for no live one: another connection holds
     * a live session's row in an open transaction, as a request writing it does, and the purge,
     * allowed to wait a second for a lock, still deletes the idle one. A DELETE over a range of the
     * table locked every row it read, and in a burst of requests one was answered with a deadlock.
     */
    public function testThePurgeDeletesOnlyIdleSessionsAndWaitsForNoLiveOne(): void
    {
        $sessions = $this->sessions();
        $live = $this->signedInSession($sessions);
        $idle = $this->signedInSession($sessions);
        $pdo = $this->backend()->db->pdo();
        $pdo->prepare('UPDATE inbox_sessions SET updated_ts = ? WHERE id = ?')->execute([time() - 31 * 60, $idle]);
        // A connection of its own, as another request's.
        $purging = $this->backend()->store()->pdo();
        $mysql = $this->backend()->db instanceof MariaDbDatabase;
        if ($mysql) {
            $purging->exec('SET SESSION innodb_lock_wait_timeout = 1');
            $pdo->beginTransaction();
            $pdo->prepare('UPDATE inbox_sessions SET data = data WHERE id = ?')->execute([$live]);
        }
        try {
            $deleted = (new Sessions($purging, 30))->purgeIdle(time());
        } finally {
            if ($mysql) {
                $pdo->rollBack();
            }
        }
        $this->assertSame(1, $deleted);
        $this->assertSame([$live], $pdo->query('SELECT id FROM inbox_sessions')->fetchAll(\PDO::FETCH_COLUMN));
    }

    public function testVisitorsWhoHaveNotSignedInLeaveNoSessionBehind(): void
    {
        $config = Config::load($this->backend()->configPath);
        Log::useFile($config->values['log_file']);
        $request = new Request('GET', [], ['REMOTE_ADDR' => '127.0.0.1', 'SCRIPT_NAME' => '/antenna-backend/inbox/index.php']);
        $t0 = microtime(true);
        for ($i = 0; $i < 3000; $i++) {
            $page = App::handle($request, $config);
        }
        Measured::report(static::class . ' 3,000 cookieless requests in-process', sprintf('%.1f s', microtime(true) - $t0));
        $this->assertSame(200, $page->status);
        $this->assertSame(0, $this->storedSessions(), '3,000 cookieless requests of the inbox');

        $http = $this->overHttp();
        $answers = $http->concurrent(array_fill(0, 100, $http->raw('GET', '/inbox/')), 16);
        $this->assertSame([200], array_values(array_unique(array_map(static fn ($r): int => $r->status, $answers))));
        $this->assertSame(0, $this->storedSessions(), 'and 100 over HTTP');

        $browser = $this->browser();
        $browser->get('/inbox/');
        $browser->get('/inbox/?status=spam');
        $this->assertSame(403, $browser->submit(['action' => 'signin', 'password' => 'a wrong guess'])->status);
        $this->assertSame(0, $this->storedSessions(), 'nor the sign-in page seen twice and a wrong password');
        $this->assertSame(303, $browser->submit(['action' => 'signin', 'password' => self::PASSWORD])->status, 'the form still works');
        $this->assertSame(1, $this->storedSessions(), 'the owner, signed in');
    }

    public function testTheSignInFormOfOneBrowserIsRefusedFromAnother(): void
    {
        $owner = $this->browser();
        $owner->get('/inbox/');
        $other = new Browser($this->http(), '203.0.113.250');
        $other->get('/inbox/');
        $r = $other->post('/inbox/', ['action' => 'signin', 'password' => self::PASSWORD, 'csrf' => $owner->csrf()]);
        $this->assertSame(403, $r->status, 'a token is good only with the cookie it came with');
        $this->assertSame(0, $this->storedSessions());
    }
}
