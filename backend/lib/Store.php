<?php
/**
 * SQLite storage of enquiries (PDO, prepared statements, WAL journal).
 *
 * Every accepted enquiry is inserted and committed before the visitor is
 * answered; the notification state lives on the same row, so a failed
 * e-mail leaves the enquiry stored with notify_status = 'pending' for
 * bin/notify-pending.php to retry.
 */

declare(strict_types=1);

namespace AntennaBackend;

use PDO;

\defined('ANTENNA_BACKEND') || require __DIR__ . '/bootstrap.php';

final class Store
{
    private const SCHEMA_VERSION = 1;

    /** Seconds after which a claim on a row by a sender that died is ignored. */
    public const CLAIM_STALE_AFTER = 600;

    /** Column order of exports. */
    public const COLUMNS = [
        'id', 'created_at', 'form', 'name', 'email', 'phone', 'address', 'city', 'service',
        'subject', 'message', 'page', 'client_ip', 'user_agent', 'origin',
        'notify_status', 'notify_attempts', 'notify_error', 'notified_at',
    ];

    private PDO $pdo;

    public function __construct(private readonly string $path)
    {
        $dir = \dirname($path);
        if (!is_dir($dir) && !@mkdir($dir, 0770, true) && !is_dir($dir)) {
            throw new \RuntimeException('cannot create the data directory ' . $dir);
        }
        $this->pdo = new PDO('sqlite:' . $path, null, null, [
            PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
            PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
            PDO::ATTR_TIMEOUT => 15,
        ]);
        $this->pdo->exec('PRAGMA busy_timeout = 15000');
        $this->migrate();
        // FULL: a committed enquiry survives a power cut, not only a crash.
        $this->pdo->exec('PRAGMA synchronous = FULL');
        $this->pdo->exec('PRAGMA foreign_keys = ON');
    }

    public static function fromConfig(Config $config): self
    {
        return new self($config->values['database']);
    }

    public function pdo(): PDO
    {
        return $this->pdo;
    }

    private function migrate(): void
    {
        if ((int) $this->pdo->query('PRAGMA user_version')->fetchColumn() >= self::SCHEMA_VERSION) {
            return;
        }
        // Switching to WAL needs a moment alone with the file; retry if a
        // concurrent first request holds it.
        $deadline = microtime(true) + 15;
        while (true) {
            try {
                $mode = strtolower((string) $this->pdo->query('PRAGMA journal_mode = WAL')->fetchColumn());
                if ($mode !== 'wal') {
                    throw new \RuntimeException('SQLite refused WAL mode (journal_mode=' . $mode . ')');
                }
                break;
            } catch (\PDOException $e) {
                if (microtime(true) > $deadline || !self::isBusy($e)) {
                    throw $e;
                }
                usleep(random_int(5000, 30000));
            }
        }
        $this->pdo->exec('BEGIN IMMEDIATE');
        try {
            if ((int) $this->pdo->query('PRAGMA user_version')->fetchColumn() < self::SCHEMA_VERSION) {
                $this->pdo->exec(<<<'SQL'
                    CREATE TABLE IF NOT EXISTS enquiries (
                        id               INTEGER PRIMARY KEY AUTOINCREMENT,
                        created_at       TEXT    NOT NULL,            -- UTC, ISO 8601
                        created_ts       INTEGER NOT NULL,            -- Unix time
                        form             TEXT    NOT NULL CHECK (form IN ('enquiry', 'contact', 'quote')),
                        name             TEXT    NOT NULL,
                        email            TEXT    NOT NULL,
                        phone            TEXT,
                        address          TEXT,
                        city             TEXT,
                        service          TEXT,
                        subject          TEXT,
                        message          TEXT    NOT NULL,
                        page             TEXT,                        -- Referer: the page the form was on
                        client_ip        TEXT    NOT NULL,
                        rate_key         TEXT    NOT NULL,            -- client_ip, or its /64 for IPv6
                        user_agent       TEXT,
                        origin           TEXT,
                        notify_status    TEXT    NOT NULL DEFAULT 'pending'
                                         CHECK (notify_status IN ('pending', 'sent', 'failed')),
                        notify_attempts  INTEGER NOT NULL DEFAULT 0,
                        notify_error     TEXT,
                        notify_claimed_ts INTEGER,
                        notified_at      TEXT
                    )
                    SQL);
                $this->pdo->exec('CREATE INDEX IF NOT EXISTS enquiries_rate ON enquiries (rate_key, created_ts)');
                $this->pdo->exec('CREATE INDEX IF NOT EXISTS enquiries_status ON enquiries (notify_status, id)');
                $this->pdo->exec('PRAGMA user_version = ' . self::SCHEMA_VERSION);
            }
            $this->pdo->exec('COMMIT');
        } catch (\Throwable $e) {
            $this->rollBackQuietly();
            throw $e;
        }
    }

    public static function isBusy(\PDOException $e): bool
    {
        $info = $e->errorInfo;
        $code = \is_array($info) ? (int) ($info[1] ?? 0) : 0;
        return $code === 5 || $code === 6 || str_contains($e->getMessage(), 'locked');
    }

    private function rollBackQuietly(): void
    {
        try {
            $this->pdo->exec('ROLLBACK');
        } catch (\Throwable) {
            // no transaction open
        }
    }

    /**
     * Checks the client's rate limit and inserts the enquiry in one write
     * transaction (BEGIN IMMEDIATE, so concurrent requests queue on the
     * busy timeout instead of failing), and commits it.
     *
     * @param array<string, string|null> $row column => value
     * @return int the new enquiry's id
     * @throws RateLimited
     */
    public function insert(array $row, int $rateMax, int $rateWindow, int $now): int
    {
        $this->pdo->exec('BEGIN IMMEDIATE');
        try {
            if ($rateMax > 0) {
                $stmt = $this->pdo->prepare(
                    'SELECT COUNT(*) AS n, MIN(created_ts) AS oldest FROM enquiries
                     WHERE rate_key = :key AND created_ts > :since'
                );
                $stmt->bindValue(':key', Net::rateKey((string) $row['client_ip']));
                $stmt->bindValue(':since', $now - $rateWindow, PDO::PARAM_INT);
                $stmt->execute();
                $hit = $stmt->fetch();
                if ((int) $hit['n'] >= $rateMax) {
                    $this->pdo->exec('ROLLBACK');
                    throw new RateLimited(max(1, (int) $hit['oldest'] + $rateWindow - $now + 1));
                }
            }
            $stmt = $this->pdo->prepare(
                'INSERT INTO enquiries
                    (created_at, created_ts, form, name, email, phone, address, city, service, subject,
                     message, page, client_ip, rate_key, user_agent, origin, notify_status, notify_attempts,
                     notify_claimed_ts)
                 VALUES
                    (:created_at, :created_ts, :form, :name, :email, :phone, :address, :city, :service,
                     :subject, :message, :page, :client_ip, :rate_key, :user_agent, :origin, \'pending\', 0,
                     :claimed)'
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
                ':rate_key' => Net::rateKey((string) $row['client_ip']),
                ':user_agent' => $row['user_agent'] ?? null,
                ':origin' => $row['origin'] ?? null,
                // Claimed by the request that stored it, which notifies right away.
                ':claimed' => $now,
            ]);
            $id = (int) $this->pdo->lastInsertId();
            $this->pdo->exec('COMMIT');
            return $id;
        } catch (RateLimited $e) {
            throw $e;
        } catch (\Throwable $e) {
            $this->rollBackQuietly();
            throw $e;
        }
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

    /** Records a failed attempt; after $maxAttempts the row becomes 'failed'. */
    public function markFailed(int $id, string $error, int $maxAttempts): void
    {
        $stmt = $this->pdo->prepare(
            'UPDATE enquiries SET notify_attempts = notify_attempts + 1, notify_error = :error,
                 notify_claimed_ts = NULL,
                 notify_status = CASE WHEN notify_attempts + 1 >= :max THEN \'failed\' ELSE \'pending\' END
             WHERE id = :id AND notify_status = \'pending\''
        );
        $stmt->bindValue(':id', $id, PDO::PARAM_INT);
        $stmt->bindValue(':error', substr($error, 0, 1000));
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
     * @param array{since?: ?string, until?: ?string, form?: ?string, status?: ?string} $filter
     *        since/until: UTC timestamps 'Y-m-d\TH:i:s\Z' (inclusive / exclusive)
     * @return \Generator<int, array<string, mixed>>
     */
    public function select(array $filter = []): \Generator
    {
        $where = [];
        $params = [];
        if (($filter['since'] ?? null) !== null) {
            $where[] = 'created_at >= :since';
            $params[':since'] = $filter['since'];
        }
        if (($filter['until'] ?? null) !== null) {
            $where[] = 'created_at < :until';
            $params[':until'] = $filter['until'];
        }
        if (($filter['form'] ?? null) !== null) {
            $where[] = 'form = :form';
            $params[':form'] = $filter['form'];
        }
        if (($filter['status'] ?? null) !== null) {
            $where[] = 'notify_status = :status';
            $params[':status'] = $filter['status'];
        }
        $sql = 'SELECT ' . implode(', ', self::COLUMNS) . ' FROM enquiries'
            . ($where === [] ? '' : ' WHERE ' . implode(' AND ', $where))
            . ' ORDER BY id';
        $stmt = $this->pdo->prepare($sql);
        $stmt->execute($params);
        while (($row = $stmt->fetch()) !== false) {
            yield $row;
        }
    }
}
