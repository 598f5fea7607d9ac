<?php
/**
 * The notification state of the stored enquiries (the notify_* columns of their rows): which one
 * a sender has claimed (a claim of a sender that died is ignored after CLAIM_STALE_AFTER), and
 * the outcome of each attempt. An enquiry is stored pending and unclaimed (Store::insert); the
 * request that stored it claims it after the commit, and so does any other sender that finds it
 * waiting, so that a row committed after its request gave up is still sent, once.
 */

declare(strict_types=1);

namespace AntennaBackend\Storage;

use PDO;

final class Notifications
{
    /** Seconds after which a claim on a row by a sender that died is ignored. */
    public const CLAIM_STALE_AFTER = 600;

    private readonly PDO $pdo;

    public function __construct(private readonly Store $store)
    {
        $this->pdo = $store->pdo();
    }

    /** Claims the notification of enquiry $id for the caller, unless someone else is sending it: true when claimed. */
    public function claim(int $id, int $now): bool
    {
        $stmt = $this->pdo->prepare(
            'UPDATE enquiries SET notify_claimed_ts = :now
             WHERE id = :id AND notify_status = \'pending\' AND (notify_claimed_ts IS NULL OR notify_claimed_ts < :stale)'
        );
        $stmt->execute([':now' => $now, ':id' => $id, ':stale' => $now - self::CLAIM_STALE_AFTER]);
        return $stmt->rowCount() === 1;
    }

    public function markSent(int $id, int $now): void
    {
        $stmt = $this->pdo->prepare(
            'UPDATE enquiries SET notify_status = \'sent\', notify_attempts = notify_attempts + 1,
                 notify_error = NULL, notify_claimed_ts = NULL, notified_at = :at
             WHERE id = :id'
        );
        $stmt->execute([':id' => $id, ':at' => gmdate('Y-m-d\TH:i:s\Z', $now)]);
    }

    /** Records a failed attempt; after $maxAttempts the row becomes 'failed'. */
    public function markFailed(int $id, string $error, int $maxAttempts): void
    {
        // The status is computed before the attempts are counted: MySQL assigns left to right.
        $stmt = $this->pdo->prepare(
            'UPDATE enquiries SET
                 notify_status = CASE WHEN notify_attempts + 1 >= :max THEN \'failed\' ELSE \'pending\' END,
                 notify_attempts = notify_attempts + 1, notify_error = :error, notify_claimed_ts = NULL
             WHERE id = :id AND notify_status = \'pending\''
        );
        $stmt->bindValue(':id', $id, PDO::PARAM_INT);
        $stmt->bindValue(':error', Store::clip($error, 1000));
        // Bound as an integer: compared with an expression, a text '3' would never match.
        $stmt->bindValue(':max', $maxAttempts, PDO::PARAM_INT);
        $stmt->execute();
    }

    /** Puts 'failed' rows back to 'pending' (notify-pending.php --retry-failed). */
    public function resetFailed(): int
    {
        return (int) $this->pdo->exec(
            'UPDATE enquiries SET notify_status = \'pending\', notify_attempts = 0 WHERE notify_status = \'failed\''
        );
    }

    /** Whether some pending notification is not being sent by anyone right now. */
    public function hasWaiting(int $now): bool
    {
        $stmt = $this->pdo->prepare(
            'SELECT 1 FROM enquiries
             WHERE notify_status = \'pending\' AND (notify_claimed_ts IS NULL OR notify_claimed_ts < :stale) LIMIT 1'
        );
        $stmt->bindValue(':stale', $now - self::CLAIM_STALE_AFTER, PDO::PARAM_INT);
        $stmt->execute();
        return $stmt->fetchColumn() !== false;
    }

    /**
     * Claims up to $limit pending rows that nobody is sending right now.
     *
     * @return list<array<string, mixed>>
     */
    public function claimPending(int $limit, int $now): array
    {
        $stmt = $this->pdo->prepare(
            'SELECT id FROM enquiries
             WHERE notify_status = \'pending\'
               AND (notify_claimed_ts IS NULL OR notify_claimed_ts < :stale)
             ORDER BY id LIMIT :limit'
        );
        $stmt->bindValue(':stale', $now - self::CLAIM_STALE_AFTER, PDO::PARAM_INT);
        $stmt->bindValue(':limit', $limit, PDO::PARAM_INT);
        $stmt->execute();
        $ids = $stmt->fetchAll(PDO::FETCH_COLUMN);

        $claim = $this->pdo->prepare(
            'UPDATE enquiries SET notify_claimed_ts = :now
             WHERE id = :id AND notify_status = \'pending\'
               AND (notify_claimed_ts IS NULL OR notify_claimed_ts < :stale)'
        );
        $rows = [];
        foreach ($ids as $id) {
            $claim->bindValue(':now', $now, PDO::PARAM_INT);
            $claim->bindValue(':id', (int) $id, PDO::PARAM_INT);
            $claim->bindValue(':stale', $now - self::CLAIM_STALE_AFTER, PDO::PARAM_INT);
            $claim->execute();
            if ($claim->rowCount() === 1) {
                $row = $this->store->find((int) $id);
                if ($row !== null) {
                    $rows[] = $row;
                }
            }
        }
        return $rows;
    }
}
