<?php
/**
 * The enquiries and their notification state (SQLite or MySQL/MariaDB through Database).
 *
 * Every accepted enquiry is inserted and committed before the visitor is answered; the
 * notification state lives on the same row, so a failed e-mail leaves the enquiry stored with
 * notify_status = 'pending' for bin/notify-pending.php to retry.
 */

declare(strict_types=1);

namespace AntennaBackend\Storage;

use PDO;
use AntennaBackend\Config\Config;
use AntennaBackend\Http\Net;

final class Store
{
    /** Seconds after which a claim on a row by a sender that died is ignored. */
    public const CLAIM_STALE_AFTER = 600;

    private readonly PDO $pdo;

    public function __construct(public readonly Database $db)
    {
        $this->pdo = $db->pdo;
        Schema::migrate($db);
        if ($db->isSqlite()) {
            // FULL: a committed enquiry survives a power cut, not only a crash.
            $this->pdo->exec('PRAGMA synchronous = FULL');
        }
    }

    /** @throws StorageException */
    public static function fromConfig(Config $config, bool $forWriting = true): self
    {
        return new self(Database::open($config->values['database'], $forWriting));
    }

    public function pdo(): PDO
    {
        return $this->pdo;
    }

    /**
     * Checks the client's rate limit and inserts the enquiry in one write transaction, under the
     * client's lock, so that the limit holds for concurrent requests; then commits.
     *
     * @param array<string, string|null> $row column => value
     * @return int the new enquiry's id
     * @throws RateLimited
     */
    public function insert(array $row, int $rateMax, int $rateWindow, int $now): int
    {
        $rateKey = Net::rateKey((string) $row['client_ip']);
        $insert = function () use ($row, $rateKey, $rateMax, $rateWindow, $now): int {
            if ($rateMax > 0) {
                $stmt = $this->pdo->prepare(
                    'SELECT COUNT(*) AS n, MIN(created_ts) AS oldest FROM enquiries
                     WHERE rate_key = :key AND created_ts > :since'
                );
                $stmt->bindValue(':key', $rateKey);
                $stmt->bindValue(':since', $now - $rateWindow, PDO::PARAM_INT);
                $stmt->execute();
                $hit = $stmt->fetch();
                if ((int) $hit['n'] >= $rateMax) {
                    throw new RateLimited(max(1, (int) $hit['oldest'] + $rateWindow - $now + 1));
                }
            }
            $spam = ($row['status'] ?? 'new') === 'spam';
            $stmt = $this->pdo->prepare(
                'INSERT INTO enquiries
                    (created_at, created_ts, form, name, email, phone, address, city, service, subject,
                     message, page, client_ip, rate_key, user_agent, origin, status, spam_reason,
                     notify_status, notify_attempts, notify_claimed_ts)
                 VALUES
                    (:created_at, :created_ts, :form, :name, :email, :phone, :address, :city, :service,
                     :subject, :message, :page, :client_ip, :rate_key, :user_agent, :origin, :status, :spam_reason,
                     :notify_status, 0, :claimed)'
            );
            $stmt->execute([
                ':created_at' => gmdate('Y-m-d\TH:i:s\Z', $now),
                ':created_ts' => $now,
                ':form' => $row['form'],
                ':name' => $row['name'],
                ':email' => $row['email'],
                ':phone' => $row['phone'] ?? null,
                ':address' => $row['address'] ?? null,
                ':city' => $row['city'] ?? null,
                ':service' => $row['service'] ?? null,
                ':subject' => $row['subject'] ?? null,
                ':message' => $row['message'],
                ':page' => $row['page'] ?? null,
                ':client_ip' => $row['client_ip'],
                ':rate_key' => $rateKey,
                ':user_agent' => $row['user_agent'] ?? null,
                ':origin' => $row['origin'] ?? null,
                ':status' => $spam ? 'spam' : 'new',
                ':spam_reason' => $spam ? self::clip((string) ($row['spam_reason'] ?? ''), 200) : null,
                // Spam is stored for the inbox but never e-mailed.
                ':notify_status' => $spam ? 'skipped' : 'pending',
                // Claimed by the request that stored it, which notifies right away.
                ':claimed' => $spam ? null : $now,
            ]);
            return (int) $this->pdo->lastInsertId();
        };
        if ($rateMax === 0) {
            return $this->db->transaction($insert);
        }
        return $this->db->withLock('rate:' . $rateKey, fn (): int => $this->db->transaction($insert));
    }

    /** @return array<string, mixed>|null */
    public function find(int $id): ?array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM enquiries WHERE id = :id');
        $stmt->execute([':id' => $id]);
        $row = $stmt->fetch();
        return $row === false ? null : $row;
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

    /** Lets go of the claim the request that stored the row holds, for another sender to take. */
    public function releaseClaim(int $id): void
    {
        $this->pdo->prepare('UPDATE enquiries SET notify_claimed_ts = NULL WHERE id = :id')->execute([':id' => $id]);
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
        $stmt->bindValue(':error', self::clip($error, 1000));
        // Bound as an integer: compared with an expression, a text '3' would never match.
        $stmt->bindValue(':max', $maxAttempts, PDO::PARAM_INT);
        $stmt->execute();
    }

    /** At most $max characters of valid UTF-8 (a strict MySQL refuses anything else). */
    private static function clip(string $text, int $max): string
    {
        if (preg_match('//u', $text) !== 1) {
            $text = (string) preg_replace('/[\x80-\xFF]/', '?', $text);
        }
        preg_match('/^.{0,' . $max . '}/su', $text, $m);
        return $m[0];
    }

    /** Puts 'failed' rows back to 'pending' (notify-pending.php --retry-failed). */
    public function resetFailed(): int
    {
        return (int) $this->pdo->exec(
            'UPDATE enquiries SET notify_status = \'pending\', notify_attempts = 0 WHERE notify_status = \'failed\''
        );
    }

    /** Whether some pending notification is not being sent by anyone right now. */
    public function hasWaitingNotifications(int $now): bool
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
                $row = $this->find((int) $id);
                if ($row !== null) {
                    $rows[] = $row;
                }
            }
        }
        return $rows;
    }

    /**
     * The enquiries $filter lets through, newest or oldest first, a page at a time if asked.
     *
     * @return \Generator<int, array<string, mixed>>
     */
    public function select(EnquiryFilter $filter, bool $newestFirst = false, ?int $limit = null, int $offset = 0): \Generator
    {
        [$where, $params] = $filter->where();
        $sql = 'SELECT * FROM enquiries WHERE ' . $where . ' ORDER BY id ' . ($newestFirst ? 'DESC' : 'ASC')
            . ($limit === null ? '' : ' LIMIT ' . max(0, $limit) . ' OFFSET ' . max(0, $offset));
        $stmt = $this->pdo->prepare($sql);
        $stmt->execute($params);
        while (($row = $stmt->fetch()) !== false) {
            yield $row;
        }
    }

    public function count(EnquiryFilter $filter): int
    {
        [$where, $params] = $filter->where();
        $stmt = $this->pdo->prepare('SELECT COUNT(*) FROM enquiries WHERE ' . $where);
        $stmt->execute($params);
        return (int) $stmt->fetchColumn();
    }
}
