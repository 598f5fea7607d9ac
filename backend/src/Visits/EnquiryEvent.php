<?php
/**
 * That a visit ended in an enquiry, for the Numbers view's share of visits that ended in a tap or
 * an enquiry by landing page and campaign (Rollup). The form handler notes it after the visitor's
 * answer, for an enquiry that is not spam: an event "enquiry" of the visitor the counter already
 * counted today, matched as the counter matches its beacons (the day's salt, the site, the address
 * and the browser string: DailySalt). Nothing is noted for a visitor the counter did not count
 * (Global Privacy Control, a robot, a browser a program drives, a day without its salt): an enquiry
 * never makes a visitor. Where the enquiry's visit began is stored with the enquiry itself (its
 * hidden fields, forms.json), since the visitor chose to send it.
 */

declare(strict_types=1);

namespace AntennaBackend\Visits;

use AntennaBackend\Config\Config;
use AntennaBackend\Http\Net;
use AntennaBackend\Http\Origin;
use AntennaBackend\Http\Request;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\Database;
use AntennaBackend\Storage\Store;

final class EnquiryEvent
{
    public const KIND = 'enquiry';

    /**
     * @param string|null $page the page the enquiry was sent from (its hidden field), a path of the site or not
     * @return bool whether the event was noted
     */
    public static function record(Database $db, Config $config, Request $request, ?string $page, int $now): bool
    {
        $origin = Origin::normalise((string) $request->server('HTTP_ORIGIN'));
        $browser = $request->headerText('HTTP_USER_AGENT', 500);
        if ($origin === null || !\in_array($origin, $config->values['allowed_origins'], true) || CounterSettings::of($config) === null
            || $request->server('HTTP_SEC_GPC') === '1' || Robots::isRobot($browser)) {
            return false;
        }
        try {
            $day = (new \DateTimeImmutable('@' . $now))->setTimezone(new \DateTimeZone($config->values['timezone']))->format('Y-m-d');
            $salt = DailySalt::existing($db, $day);
            if ($salt === null) {
                return false;
            }
            $visitor = $salt->visitor($origin, Net::clientIp($request->server, $config->values['trusted_proxies']), (string) $browser);
            $path = $page !== null && str_starts_with($page, '/') && !str_starts_with($page, '//') ? $page : '';
            // The visitor's device from its last event of the day, and nothing when it has none. A
            // plain read, then the insert: MariaDB's INSERT ... SELECT locks the rows it reads, and
            // beacons inserted meanwhile then deadlocked with it (the 200 beacons of the benchmark).
            $last = $db->pdo->prepare('SELECT device FROM visit_events WHERE day = :day AND visitor = :visitor ORDER BY ts DESC, id DESC LIMIT 1');
            $last->execute([':day' => $day, ':visitor' => $visitor]);
            $device = $last->fetchColumn();
            if ($device === false) {
                return false;
            }
            $db->pdo->prepare('INSERT INTO visit_events (day, ts, kind, path, device, visitor) VALUES (:day, :ts, :kind, :path, :device, :visitor)')
                ->execute([':day' => $day, ':ts' => $now, ':kind' => self::KIND, ':path' => Store::clip($path, Beacon::PATH_LENGTH),
                    ':device' => $device, ':visitor' => $visitor]);
            return true;
        } catch (\Throwable $e) {
            // A count, never the enquiry: it is stored and answered already.
            Log::warning('visit counter: the enquiry could not be noted with its visit: ' . $e->getMessage());
            return false;
        }
    }
}
