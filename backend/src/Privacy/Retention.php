<?php
/**
 * How long enquiries are kept (config "retention"; bin/purge.php runs this daily):
 *  - enquiries received more than delete_after_days ago are deleted, with their e-mail copies;
 *  - those received more than anonymise_after_days ago lose the client address and browser they
 *    were sent from (kept until then against abuse), and the fingerprint made with the address;
 *  - e-mail copies of enquiries no longer stored, the alert records of enquiries no longer stored,
 *    expired inbox sessions, old records of failed sign-ins and one-time sign-in codes older than
 *    a day (and their e-mail copies) go too;
 *  - the visit counter's raw events, daily counts and salts, as Visits/VisitRetention says.
 * Running it again changes nothing more.
 */

declare(strict_types=1);

namespace AntennaBackend\Privacy;

use PDO;
use AntennaBackend\Config\Config;
use AntennaBackend\Inbox\Sessions;
use AntennaBackend\Inbox\SignInCodes;
use AntennaBackend\Mail\MailCopies;
use AntennaBackend\Storage\Store;
use AntennaBackend\Visits\VisitRetention;

final class Retention
{
    private const DAY = 86400;

    public function __construct(private readonly Store $store, private readonly MailCopies $copies, private readonly Config $config)
    {
    }

    /** @return array{deleted: int, copies: int, anonymised: int, visits: array{rolled: int, events: int, days: int}} */
    public function purge(int $now): array
    {
        $days = $this->config->values['retention'];
        $pdo = $this->store->pdo();
        $old = $pdo->prepare('DELETE FROM enquiries WHERE created_ts < :before');
        $old->execute([':before' => $now - $days['delete_after_days'] * self::DAY]);
        $deleted = $old->rowCount();

        // The fingerprint of a submission (Store::insert) is made from its client's address too.
        $anonymise = $pdo->prepare('UPDATE enquiries SET client_ip = NULL, rate_key = NULL, user_agent = NULL, dedup_key = NULL
            WHERE created_ts < :before AND (client_ip IS NOT NULL OR rate_key IS NOT NULL OR user_agent IS NOT NULL OR dedup_key IS NOT NULL)');
        $anonymise->execute([':before' => $now - $days['anonymise_after_days'] * self::DAY]);

        $inbox = $this->config->values['inbox'];
        (new Sessions($pdo, $inbox['idle_minutes']))->purgeIdle($now);
        $pdo->prepare('DELETE FROM inbox_signins WHERE created_ts < :before')->execute([':before' => $now - $inbox['signin_window']]);
        // Kept for a day: the codes sent within one limit the next (SignInCodes), and every code
        // has expired a day after it was made.
        $pdo->prepare('DELETE FROM inbox_codes WHERE created_ts < :before')->execute([':before' => $now - SignInCodes::DAY]);
        $codes = MailCopies::remove($this->copies->signInCodesBefore($now - SignInCodes::DAY));
        $pdo->exec('DELETE FROM enquiry_alerts WHERE enquiry_id NOT IN (SELECT id FROM enquiries)');

        return ['deleted' => $deleted, 'copies' => $this->removeCopiesOfDeleted() + $codes, 'anonymised' => $anonymise->rowCount(),
            'visits' => (new VisitRetention($this->store->db, $this->config))->purge($now)];
    }

    /** Deletes the e-mail copies whose enquiry is no longer stored (just deleted, or earlier). */
    private function removeCopiesOfDeleted(): int
    {
        $byId = $this->copies->all();
        if ($byId === []) {
            return 0;
        }
        $stored = [];
        foreach (array_chunk(array_keys($byId), 500) as $ids) {
            $stmt = $this->store->pdo()->prepare('SELECT id FROM enquiries WHERE id IN (' . implode(',', array_fill(0, \count($ids), '?')) . ')');
            $stmt->execute($ids);
            $stored += array_fill_keys(array_map('intval', $stmt->fetchAll(PDO::FETCH_COLUMN)), true);
        }
        $removed = 0;
        foreach ($byId as $id => $files) {
            if (!isset($stored[$id])) {
                $removed += MailCopies::remove($files);
            }
        }
        return $removed;
    }
}
