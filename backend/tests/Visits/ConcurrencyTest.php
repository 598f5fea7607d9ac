<?php
/**
 * The visit counter over HTTP under a burst: 200 beacons at once, from 200 addresses, as the day's
 * first (each finds no salt yet and offers one): every one is answered 204 and stored, one salt is
 * kept, and an enquiry posted during the burst is stored and answered 200.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Visits;

use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Beacons;
use AntennaBackend\Tests\Support\Visitor;

/** @group database */
final class ConcurrencyTest extends BackendTestCase
{
    /** Beacons at the same moment: only real requests to php -S's workers can race. */
    protected static function startsServer(): bool
    {
        return true;
    }

    public function test200BeaconsAtOnceAsTheDaysFirstAreAllStored(): void
    {
        $pdo = $this->backend()->db->pdo();
        $pdo->exec('DELETE FROM visit_salts');
        $requests = [];
        for ($i = 0; $i < 200; $i++) {
            $requests[] = $this->http()->raw('POST', '/count.php', ['Origin' => Backend::SITE_ORIGIN, 'User-Agent' => Beacons::BROWSER,
                'Content-Type' => 'application/x-www-form-urlencoded', 'X-Forwarded-For' => '198.18.0.' . ($i + 1)],
                http_build_query(Beacons::view('/service/tv-antenna-repair-melbourne/?utm_source=burst')));
        }
        $requests[] = $this->http()->raw('POST', '/handleQuote.php', [], http_build_query(Visitor::quote(['message' => 'Sent during a burst of beacons'])));
        $answers = $this->http()->concurrent($requests, \count($requests));
        $this->assertSame(array_fill(0, 200, 204), array_map(static fn ($r): int => $r->status, \array_slice($answers, 0, 200)),
            $this->backend()->backendLog());
        $this->assertSame(200, end($answers)->status, 'the enquiry is answered');
        $this->assertSame(200, (int) $pdo->query('SELECT COUNT(*) FROM visit_events')->fetchColumn(), 'none lost');
        $this->assertSame(1, (int) $pdo->query('SELECT COUNT(*) FROM visit_salts')->fetchColumn());
        $this->assertSame(1, $this->backend()->count("message = 'Sent during a burst of beacons'"));
    }
}
