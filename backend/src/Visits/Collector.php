<?php
/**
 * count.php: where the site's script reports page views and taps (src/lib/visits/). The flow:
 *
 *   Origin (one of allowed_origins, required) -> method -> type -> size -> counter on? -> Global
 *   Privacy Control? robot? (answered 204, not counted) -> the beacon's fields -> the day's salt ->
 *   caps and INSERT in one transaction -> 204.
 *
 * Nothing the answer says matters to the visitor: the browser sends and forgets (sendBeacon). No
 * cookie is read or set; the address and browser string only go into the day's hash (DailySalt).
 */

declare(strict_types=1);

namespace AntennaBackend\Visits;

use AntennaBackend\Config\Config;
use AntennaBackend\Enquiry\Answer;
use AntennaBackend\Http\Net;
use AntennaBackend\Http\Origin;
use AntennaBackend\Http\Request;
use AntennaBackend\Http\Response;
use AntennaBackend\Runtime\EntryPoint;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\Database;
use AntennaBackend\Storage\Schema;

final class Collector
{
    /**
     * Largest beacon read. The script sends a few hundred bytes at most; a campaign tag or referrer
     * of 10 KB that someone else sends (percent-encoded, up to three times as long) is still read,
     * and cut to its length.
     */
    public const MAX_BODY = 65536;

    public const FORBIDDEN = 'Only the website reports its visits.';
    public const NOT_A_BEACON = 'This is not a visit the website reports.';
    public const TOO_MANY = 'Too many visits reported for now.';
    public const SWITCHED_OFF = 'The visit counter is switched off.';
    public const FAILED = 'The visit could not be counted.';

    private const FORM_TYPE = 'application/x-www-form-urlencoded';

    /** Answers the request PHP is serving (public/count.php). */
    public static function serve(string $webRoot): void
    {
        EntryPoint::serve(
            $webRoot,
            static fn (Request $request, Config $config): Response => self::handle($request, $config, time()),
            Answer::of(503, self::SWITCHED_OFF),
            Answer::of(500, self::FAILED),
        );
    }

    public static function handle(Request $request, Config $config, int $now): Response
    {
        // Only the site's own pages report; unlike a form, a beacon always comes with an Origin.
        $origin = Origin::normalise((string) $request->server('HTTP_ORIGIN'));
        if ($origin === null || !\in_array($origin, $config->values['allowed_origins'], true)) {
            return Answer::of(403, self::FORBIDDEN);
        }
        $cors = ['Access-Control-Allow-Origin' => $origin];
        if ($request->method === 'OPTIONS') {
            return Answer::of(204, '', $cors + ['Allow' => 'POST, OPTIONS', 'Access-Control-Allow-Methods' => 'POST',
                'Access-Control-Allow-Headers' => 'Content-Type', 'Access-Control-Max-Age' => '600']);
        }
        if ($request->method !== 'POST') {
            return Answer::of(405, self::NOT_A_BEACON, $cors + ['Allow' => 'POST, OPTIONS']);
        }
        if ($request->contentType()[0] !== self::FORM_TYPE) {
            return Answer::of(415, self::NOT_A_BEACON, $cors);
        }
        if ($request->body(self::MAX_BODY) === null) {
            return Answer::of(413, self::NOT_A_BEACON, $cors);
        }
        $settings = CounterSettings::of($config);
        if ($settings === null) {
            return Answer::of(503, self::SWITCHED_OFF, $cors);
        }
        $browser = $request->headerText('HTTP_USER_AGENT', 500);
        if ($request->server('HTTP_SEC_GPC') === '1' || Robots::isRobot($browser)) {
            return Answer::of(204, '', $cors); // not counted, and not told apart from counted
        }
        try {
            $event = Beacon::read($request->form());
        } catch (\InvalidArgumentException) {
            return Answer::of(400, self::NOT_A_BEACON, $cors);
        }
        try {
            $db = self::database($config);
            $today = (new \DateTimeImmutable('@' . $now))->setTimezone(new \DateTimeZone($config->values['timezone']));
            $day = $today->format('Y-m-d');
            $salt = DailySalt::of($db, $day, $now);
            $client = Net::clientIp($request->server, $config->values['trusted_proxies']);
            $refused = (new Events($db, $settings))->record($event, $salt->visitor($origin, $client, (string) $browser),
                $salt->bucket(Net::rateKey($client)), $day, $now, $today->modify('tomorrow')->getTimestamp() - $now);
        } catch (\Throwable $e) {
            Log::error('visit counter: ' . \get_class($e) . ': ' . $e->getMessage());
            return Answer::of(500, self::FAILED, $cors);
        }
        return $refused === null ? Answer::of(204, '', $cors) : Answer::of(429, self::TOO_MANY, $cors + ['Retry-After' => (string) $refused]);
    }

    /**
     * The database, brought up to date. Counts are not enquiries: SQLite's writes of this
     * connection wait for the disk at checkpoints only (synchronous NORMAL in WAL mode), so a burst
     * of beacons holds the write lock for less time when an enquiry comes.
     */
    public static function database(Config $config): Database
    {
        $db = Database::open($config->values['database'], true, $config->values['database_timeout']);
        try {
            Schema::migrate($db);
        } catch (\PDOException $e) {
            throw $db->explain($e);
        }
        if ($db->isSqlite()) {
            $db->pdo->exec('PRAGMA synchronous = NORMAL');
        }
        return $db;
    }
}
