<?php
/**
 * The form handlers' pause from a mail server that failed (config mail.backoff), or from the lead
 * alerts' providers (alerts.backoff): after a failure they leave it alone for that many seconds,
 * so that a server that is down or hangs is tried by at most one visit per period; the enquiries
 * stay pending for bin/notify-pending.php, which always tries. A success ends the pause. Kept in
 * the database (table backend_state), so that it holds across web server processes and servers.
 */

declare(strict_types=1);

namespace AntennaBackend\Mail;

use PDO;

final class Backoff
{
    /**
     * @param string $failedAt the backend_state row that keeps when the last failure was: the mail
     *                         server's, or the lead alerts' providers' (Alerts/Alerter)
     */
    public function __construct(private readonly PDO $pdo, private readonly int $seconds, private readonly string $failedAt = 'mail_failed_ts')
    {
    }

    /** Whether the handlers should leave the mail server alone at $now. */
    public function active(int $now): bool
    {
        if ($this->seconds === 0) {
            return false;
        }
        $stmt = $this->pdo->prepare('SELECT value FROM backend_state WHERE name = :name');
        $stmt->execute([':name' => $this->failedAt]);
        $failedAt = $stmt->fetchColumn();
        return $failedAt !== false && $now - (int) $failedAt < $this->seconds;
    }

    public function failed(int $now): void
    {
        $this->pdo->prepare('REPLACE INTO backend_state (name, value) VALUES (:name, :now)')
            ->execute([':name' => $this->failedAt, ':now' => $now]);
    }

    public function succeeded(): void
    {
        $this->pdo->prepare('DELETE FROM backend_state WHERE name = :name')->execute([':name' => $this->failedAt]);
    }
}
