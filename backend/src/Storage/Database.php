<?php
/**
 * The PDO connection to the enquiries database and the few things SQLite and MySQL/MariaDB do
 * differently: opening (pragmas / session settings), write transactions, named locks, retries and
 * where the schema version is kept. Everything else is portable SQL in Store and Schema.
 */

declare(strict_types=1);

namespace AntennaBackend\Storage;

use AntennaBackend\Config\DatabaseSetting;
use PDO;

final class Database
{
    public const SQLITE = DatabaseSetting::SQLITE;
    public const MYSQL = DatabaseSetting::MYSQL;

    /** @var array<string, resource> SQLite lock files held by tryLock() */
    private array $held = [];

    /** MySQL's errors for a connection that stopped answering: timed out, lost, or the server went away. */
    private const CONNECTION_LOST = [2006, 2013];

    /** Seconds GET_LOCK waits without a timeout of our own. */
    private const LOCK_WAIT = 15;

    /**
     * Runs of a write transaction that MySQL rolled back, by the error, before it stands: a deadlock
     * is told at once (a burst of the day's first visits may pick one transaction several times),
     * a lock wait only after its whole timeout.
     */
    private const ATTEMPTS = [1213 => 5, 1205 => 3];

    private function __construct(
        public readonly PDO $pdo,
        public readonly string $driver,
        private readonly ?string $path = null,
        private readonly ?int $timeout = null,
    ) {
    }

    /**
     * @param array{driver: string, dsn: string, path: ?string, username: ?string, password: ?string} $config
     * @param bool $forWriting false for readers (exports), which work on a read-only copy too
     * @param int|null $timeout seconds MySQL may take to connect and to answer each statement
     *                          (config database_timeout); null: as long as it takes
     * @throws StorageException when a SQLite database cannot be written, saying why, or MySQL cannot be reached
     */
    public static function open(array $config, bool $forWriting = true, ?int $timeout = null): self
    {
        $options = [
            PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
            PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
        ];
        if ($config['driver'] === self::SQLITE) {
            // A reader of a database not made yet makes it as a writer would (with the folder's sharing).
            if ($forWriting || !is_file((string) $config['path'])) {
                SqliteFiles::prepareForWriting((string) $config['path']);
            }
            $pdo = new PDO($config['dsn'], null, null, $options + [PDO::ATTR_TIMEOUT => 15]);
            $pdo->exec('PRAGMA busy_timeout = 15000');
        } else {
            if ($timeout !== null) {
                // PDO has no read timeout; mysqlnd takes this one when it connects, for every wait
                // on the server: its greeting, and each answer. A frozen server then costs a
                // visitor this long, not until it wakes up.
                ini_set('mysqlnd.net_read_timeout', (string) $timeout);
                $options[PDO::ATTR_TIMEOUT] = $timeout;
            }
            try {
                $pdo = new PDO($config['dsn'], $config['username'], $config['password'], $options + [
                    // rowCount() of an UPDATE counts matched rows, as SQLite's does.
                    PDO::MYSQL_ATTR_FOUND_ROWS => true,
                ]);
                // utf8mb4 whatever the DSN says, times in UTC, an error instead of a silently
                // truncated or adjusted value, and row locks waited for within the timeout.
                $pdo->exec("SET NAMES utf8mb4 COLLATE utf8mb4_unicode_ci, time_zone = '+00:00', "
                    . "sql_mode = 'STRICT_ALL_TABLES,NO_ZERO_DATE,NO_ZERO_IN_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION'"
                    . ($timeout === null ? '' : ', innodb_lock_wait_timeout = ' . max(1, $timeout - 1)));
            } catch (\PDOException $e) {
                throw new StorageException(self::lost($e) ? self::unanswered($timeout) : 'cannot connect to MySQL: ' . $e->getMessage(), 0, $e);
            }
        }
        return new self($pdo, $config['driver'], $config['path'], $timeout);
    }

    /** Whether $e says the MySQL connection stopped answering (it timed out, or the server went away). */
    private static function lost(\Throwable $e): bool
    {
        return $e instanceof \PDOException && \in_array((int) ($e->errorInfo[1] ?? 0), self::CONNECTION_LOST, true);
    }

    private static function unanswered(?int $timeout): string
    {
        return 'the database did not answer' . ($timeout === null ? '' : " within {$timeout} s (config database_timeout)");
    }

    /**
     * The error to report for $e: a connection lost mid-way becomes a StorageException that says
     * so (what was sent may still run on the server once it wakes up), anything else stays as it is.
     */
    public function explain(\Throwable $e): \Throwable
    {
        return $this->driver === self::MYSQL && self::lost($e) ? new StorageException(self::unanswered($this->timeout), 0, $e) : $e;
    }

    /**
     * Runs $work in a write transaction and returns its result. SQLite takes the write lock at
     * once (BEGIN IMMEDIATE: concurrent writers queue on the busy timeout); MySQL's transaction
     * is run again when the server rolled it back for a deadlock or lock wait (ATTEMPTS).
     *
     * @template T
     * @param callable(): T $work
     * @return T
     */
    public function transaction(callable $work): mixed
    {
        for ($attempt = 1; ; $attempt++) {
            $this->pdo->exec($this->driver === self::SQLITE ? 'BEGIN IMMEDIATE' : 'START TRANSACTION');
            try {
                $result = $work();
                $this->pdo->exec('COMMIT');
                return $result;
            } catch (\Throwable $e) {
                $this->rollBackQuietly();
                if ($attempt >= $this->attemptsAfter($e)) {
                    throw $this->explain($e);
                }
                usleep(random_int(10000, 50000) * $attempt); // apart, and further apart each time
            }
        }
    }

    private function rollBackQuietly(): void
    {
        try {
            $this->pdo->exec('ROLLBACK');
        } catch (\Throwable) {
            // no transaction open
        }
    }

    /** How many runs a transaction gets that failed with $e: more than one only for a deadlock or lock wait (MySQL). */
    private function attemptsAfter(\Throwable $e): int
    {
        $code = $e instanceof \PDOException ? (int) ($e->errorInfo[1] ?? 0) : 0;
        return $this->driver === self::MYSQL ? self::ATTEMPTS[$code] ?? 1 : 1;
    }

    /**
     * Runs $work holding a named lock, so that work on one key (a client's rate-limit bucket,
     * the schema) is done by one request at a time. SQLite needs none: its write transactions
     * already run one at a time.
     *
     * @template T
     * @param callable(): T $work
     * @return T
     */
    public function withLock(string $name, callable $work): mixed
    {
        if ($this->driver === self::SQLITE) {
            return $work();
        }
        $lock = self::lockName($name);
        try {
            // Waited for within the timeout: the server would hand the lock to a client gone by then.
            $stmt = $this->pdo->prepare('SELECT GET_LOCK(:name, :wait)');
            $stmt->execute([':name' => $lock, ':wait' => $this->timeout === null ? self::LOCK_WAIT : max(1, $this->timeout - 1)]);
            $locked = (int) $stmt->fetchColumn() === 1;
        } catch (\PDOException $e) {
            throw $this->explain($e);
        }
        if (!$locked) {
            throw new \RuntimeException('timed out waiting for the database lock ' . $name);
        }
        try {
            return $work();
        } finally {
            try {
                $this->pdo->prepare('SELECT RELEASE_LOCK(:name)')->execute([':name' => $lock]);
            } catch (\PDOException $e) {
                // A connection that is gone holds no lock any more; anything else is worth knowing.
                if (!self::lost($e)) {
                    throw $e;
                }
            }
        }
    }

    /**
     * Takes the named lock if nobody holds it, without waiting: true when this connection now
     * holds it (until unlock() or the end of the process). A lock file next to a SQLite
     * database, GET_LOCK on MySQL; both are let go if the process dies.
     */
    public function tryLock(string $name): bool
    {
        if ($this->driver === self::MYSQL) {
            $stmt = $this->pdo->prepare('SELECT GET_LOCK(:name, 0)');
            $stmt->execute([':name' => self::lockName($name)]);
            return (int) $stmt->fetchColumn() === 1;
        }
        $file = @fopen($this->path . '.' . $name . '.lock', 'c');
        if ($file === false || !flock($file, LOCK_EX | LOCK_NB)) {
            if ($file !== false) {
                fclose($file);
            }
            return false;
        }
        $this->held[$name] = $file;
        return true;
    }

    public function unlock(string $name): void
    {
        if ($this->driver === self::MYSQL) {
            $this->pdo->prepare('SELECT RELEASE_LOCK(:name)')->execute([':name' => self::lockName($name)]);
            return;
        }
        if (isset($this->held[$name])) {
            flock($this->held[$name], LOCK_UN);
            fclose($this->held[$name]);
            unset($this->held[$name]);
        }
    }

    /** MySQL lock names are at most 64 characters. */
    private static function lockName(string $name): string
    {
        return 'antenna_' . substr(hash('sha256', $name), 0, 40);
    }

    public function schemaVersion(): int
    {
        if ($this->driver === self::SQLITE) {
            return (int) $this->pdo->query('PRAGMA user_version')->fetchColumn();
        }
        try {
            return (int) $this->pdo->query('SELECT MAX(version) FROM schema_version')->fetchColumn();
        } catch (\PDOException $e) {
            if ((int) ($e->errorInfo[1] ?? 0) === 1146) { // no such table: a new database
                return 0;
            }
            throw $e;
        }
    }

    public function setSchemaVersion(int $version): void
    {
        if ($this->driver === self::SQLITE) {
            $this->pdo->exec('PRAGMA user_version = ' . $version);
            return;
        }
        $this->pdo->exec('CREATE TABLE IF NOT EXISTS schema_version (version INT NOT NULL) ENGINE=InnoDB');
        $this->pdo->exec('DELETE FROM schema_version');
        $this->pdo->prepare('INSERT INTO schema_version (version) VALUES (:v)')->execute([':v' => $version]);
    }

    /**
     * Takes and releases the write lock, so that a command run by cron finds out (and says) that
     * the database cannot be written, instead of reporting nothing to do.
     */
    public function probeWrite(): void
    {
        if ($this->driver === self::SQLITE) {
            $this->pdo->exec('BEGIN IMMEDIATE');
            $this->pdo->exec('ROLLBACK');
        }
    }

    public function isSqlite(): bool
    {
        return $this->driver === self::SQLITE;
    }

    /** The start of an INSERT that adds nothing, without an error, where the key is taken already. */
    public function insertOrIgnore(): string
    {
        return $this->driver === self::SQLITE ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
    }
}
