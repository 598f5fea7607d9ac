<?php
/**
 * The enquiries (SQLite or MySQL/MariaDB through Database): stored, found, listed.
 *
 * Every accepted enquiry is inserted and committed before the visitor is answered; its
 * notification state lives on the same row (Notifications), so a failed e-mail leaves the enquiry
 * stored with notify_status = 'pending' for bin/notify-pending.php to retry.
 */

declare(strict_types=1);

namespace AntennaBackend\Storage;

use PDO;
use AntennaBackend\Config\Config;
use AntennaBackend\Enquiry\Declaration;
use AntennaBackend\Enquiry\Field;
use AntennaBackend\Http\Net;

final class Store
{
    /** Seconds within which the same submission sent again is the one stored, not a new enquiry. */
    public const RESENT_WITHIN = 3600;

    private readonly PDO $pdo;

    public function __construct(public readonly Database $db)
    {
        $this->pdo = $db->pdo;
        try {
            Schema::migrate($db);
        } catch (\PDOException $e) {
            throw $db->explain($e);
        }
        if ($db->isSqlite()) {
            // FULL: a committed enquiry survives a power cut, not only a crash.
            $this->pdo->exec('PRAGMA synchronous = FULL');
        }
    }

    /** @throws StorageException */
    public static function fromConfig(Config $config, bool $forWriting = true): self
    {
        return new self(Database::open($config->values['database'], $forWriting, $config->values['database_timeout']));
    }

    public function pdo(): PDO
    {
        return $this->pdo;
    }

    /**
     * Checks that the submission is not one stored a moment ago, checks the client's rate limit
     * and inserts the enquiry in one write transaction, under the client's lock, so that the
     * limit holds for concurrent requests; then commits. Its notification is nobody's yet: the
     * request claims it after the commit (a request that gave up on the commit never does, so a
     * row the database stored after all is sent by the next sender that looks).
     *
     * @param array<string, string|null> $row the declared fields' values by field name (Enquiry/forms.json), and
     *     form, status, spam_reason, client_ip, page, user_agent, origin
     * @return int the new enquiry's id
     * @throws RateLimited
     * @throws AlreadyStored the same submission was stored less than RESENT_WITHIN seconds ago
     */
    public function insert(array $row, int $rateMax, int $rateWindow, int $now): int
    {
        $fields = Declaration::shipped()->fields();
        $rateKey = Net::rateKey((string) $row['client_ip']);
        // The same submission is the same form with the same typed fields from the same client; not
        // what the page filled in (the same enquiry sent again from another page is still the same).
        $typed = array_filter($fields, static fn (Field $field): bool => !$field->filledByPage());
        $key = hash('sha256', (string) json_encode([$rateKey, $row['form'], ...array_map(static fn (Field $f): ?string => $row[$f->name] ?? null, array_values($typed))]));
        $columns = array_map(static fn (Field $field): string => $field->column, array_values($fields));
        $insert = function () use ($row, $fields, $columns, $rateKey, $rateMax, $rateWindow, $now, $key): int {
            $same = $this->pdo->prepare('SELECT id, created_ts FROM enquiries WHERE dedup_key = :key');
            $same->execute([':key' => $key]);
            $earlier = $same->fetch();
            if ($earlier !== false) {
                if ((int) $earlier['created_ts'] > $now - self::RESENT_WITHIN) {
                    throw new AlreadyStored((int) $earlier['id']);
                }
                $this->pdo->prepare('UPDATE enquiries SET dedup_key = NULL WHERE id = :id')->execute([':id' => $earlier['id']]);
            }
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
            // The declared columns are names Enquiry\Field accepts: lower-case letters, digits and _.
            $stmt = $this->pdo->prepare(
                'INSERT INTO enquiries
                    (created_at, created_ts, form, ' . implode(', ', $columns) . ', page, client_ip, rate_key, user_agent,
                     origin, status, spam_reason, notify_status, notify_attempts, dedup_key)
                 VALUES
                    (:created_at, :created_ts, :form, :' . implode(', :', $columns) . ', :page, :client_ip, :rate_key, :user_agent,
                     :origin, :status, :spam_reason, :notify_status, 0, :dedup_key)'
            );
            $values = [];
            foreach ($fields as $field) {
                $values[':' . $field->column] = $row[$field->name] ?? null;
            }
            $stmt->execute([
                ':created_at' => gmdate('Y-m-d\TH:i:s\Z', $now),
                ':created_ts' => $now,
                ':form' => $row['form'],
                ...$values,
                ':page' => $row['page'] ?? null,
                ':client_ip' => $row['client_ip'],
                ':rate_key' => $rateKey,
                ':user_agent' => $row['user_agent'] ?? null,
                ':origin' => $row['origin'] ?? null,
                ':status' => $spam ? 'spam' : 'new',
                ':spam_reason' => $spam ? self::clip((string) ($row['spam_reason'] ?? ''), 200) : null,
                // Spam is stored for the inbox but never e-mailed.
                ':notify_status' => $spam ? 'skipped' : 'pending',
                ':dedup_key' => $key,
            ]);
            return (int) $this->pdo->lastInsertId();
        };
        $run = fn (): int => $rateMax === 0
            ? $this->db->transaction($insert)
            : $this->db->withLock('rate:' . $rateKey, fn (): int => $this->db->transaction($insert));
        try {
            return $run();
        } catch (\PDOException $e) {
            // The same submission, sent twice at once, stored by the other request meanwhile
            // (MySQL; SQLite's writers take turns): run again, it finds that one.
            if (!$this->isDuplicateKey($e)) {
                throw $e;
            }
            return $run();
        }
    }

    private function isDuplicateKey(\PDOException $e): bool
    {
        return $this->db->isSqlite()
            ? str_contains($e->getMessage(), 'enquiries.dedup_key')
            : (int) ($e->errorInfo[1] ?? 0) === 1062 && str_contains($e->getMessage(), 'enquiries_dedup');
    }

    /** @return array<string, mixed>|null */
    public function find(int $id): ?array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM enquiries WHERE id = :id');
        $stmt->execute([':id' => $id]);
        $row = $stmt->fetch();
        return $row === false ? null : $row;
    }

    /** At most $max characters of valid UTF-8 (a strict MySQL refuses anything else). */
    public static function clip(string $text, int $max): string
    {
        if (preg_match('//u', $text) !== 1) {
            $text = (string) preg_replace('/[\x80-\xFF]/', '?', $text);
        }
        preg_match('/^.{0,' . $max . '}/su', $text, $m);
        return $m[0];
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
