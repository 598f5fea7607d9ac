<?php
/**
 * Telling visitors apart within one day and never across days, without a cookie: a random salt per
 * day of the business's calendar, made by the first event of the day, which also deletes every
 * earlier day's salt (bin/purge.php deletes it too, on a day without visits). A visitor is a hash
 * of the salt, the site, the address and the browser string; an address's rate-limit bucket a hash
 * of the salt and the address. Neither address nor browser string is stored, and once the salt is
 * gone, no hash can be traced back to them, nor matched with another day's.
 */

declare(strict_types=1);

namespace AntennaBackend\Visits;

use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\Database;

final class DailySalt
{
    private function __construct(private readonly string $salt)
    {
    }

    /** The salt of $day (YYYY-MM-DD), made now if this is the day's first event. */
    public static function of(Database $db, string $day, int $now): self
    {
        $read = $db->pdo->prepare('SELECT salt FROM visit_salts WHERE day = :day');
        $read->execute([':day' => $day]);
        $salt = $read->fetchColumn();
        if ($salt === false) {
            // Many of the day's first beacons may come at once: each offers a salt, one is kept, and
            // only the request whose salt was kept forgets the days before (on MySQL, concurrent
            // deletes of the same old rows deadlocked; bin/purge.php forgets them too).
            // In a transaction, so that a deadlock between these inserts (MySQL) runs it again.
            $kept = $db->transaction(static function () use ($db, $day): bool {
                $insert = $db->pdo->prepare($db->insertOrIgnore() . ' INTO visit_salts (day, salt) VALUES (:day, :salt)');
                $insert->execute([':day' => $day, ':salt' => bin2hex(random_bytes(32))]);
                return $insert->rowCount() === 1;
            });
            if ($kept) {
                try {
                    // In a transaction: MySQL may pick these deletes as a deadlock's victim, and then they are run again.
                    $db->transaction(static fn () => self::forgetBefore($db, $day, $now));
                } catch (\PDOException $e) {
                    Log::warning("visit counter: the salts before {$day} are left for bin/purge.php: " . $e->getMessage());
                }
            }
            $read->execute([':day' => $day]);
            $salt = $read->fetchColumn();
        }
        return new self((string) $salt);
    }

    /** The salt of $day if an event has made it; none is made (a day without counted events has no visitors to match). */
    public static function existing(Database $db, string $day): ?self
    {
        $read = $db->pdo->prepare('SELECT salt FROM visit_salts WHERE day = :day');
        $read->execute([':day' => $day]);
        $salt = $read->fetchColumn();
        return $salt === false ? null : new self((string) $salt);
    }

    /**
     * Deletes the salts of the days before $day, the addresses' rate-limit buckets of the minutes
     * before $now (made with a salt: those of earlier days can no longer be matched with anything)
     * and the totals of the days before $day.
     */
    public static function forgetBefore(Database $db, string $day, int $now): void
    {
        $db->pdo->prepare('DELETE FROM visit_salts WHERE day < :day')->execute([':day' => $day]);
        $limits = $db->pdo->prepare('DELETE FROM visit_limits WHERE (bucket <> :all AND period < :minute) OR (bucket = :all2 AND period < :day)');
        $limits->bindValue(':all', Events::ALL);
        $limits->bindValue(':all2', Events::ALL);
        $limits->bindValue(':minute', intdiv($now, 60), \PDO::PARAM_INT);
        $limits->bindValue(':day', Events::dayNumber($day), \PDO::PARAM_INT);
        $limits->execute();
    }

    /** The visitor: the same all day for one browser at one address on one site, unrelated the next day. */
    public function visitor(string $site, string $address, string $browser): string
    {
        return substr(hash_hmac('sha256', "visitor\n{$site}\n{$address}\n{$browser}", $this->salt), 0, 32);
    }

    /** The rate-limit bucket of an address (Net::rateKey: an IPv4 address or an IPv6 /64). */
    public function bucket(string $rateKey): string
    {
        return substr(hash_hmac('sha256', "bucket\n{$rateKey}", $this->salt), 0, 32);
    }
}
