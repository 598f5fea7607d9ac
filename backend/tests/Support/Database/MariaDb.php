<?php
/**
 * A throw-away MariaDB server for the tests: a new data directory in a temporary folder, listening
 * on a free loopback port (Debian's mariadb-server package provides the binaries). Started by
 * the first test that needs it, shared by every MariaDB test of the run, stopped at its end.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support\Database;

use AntennaBackend\Tests\Support\Process;
use AntennaBackend\Tests\Support\TempDir;
use PDO;

final class MariaDb
{
    public const USER = 'antenna';
    public const PASSWORD = 'test-only password';

    private static ?self $shared = null;

    private int $databases = 0;

    private function __construct(private readonly string $dir, private readonly Process $process, public readonly int $port)
    {
    }

    /** The first of the names found on PATH or in /usr/sbin, or null. */
    private static function binary(string ...$names): ?string
    {
        foreach ($names as $name) {
            foreach (array_merge(explode(':', (string) getenv('PATH')), ['/usr/sbin', '/usr/bin']) as $dir) {
                if ($dir !== '' && is_executable($dir . '/' . $name)) {
                    return $dir . '/' . $name;
                }
            }
        }
        return null;
    }

    /** Why the server cannot be started here, or null when it can. */
    public static function unavailable(): ?string
    {
        if (!\extension_loaded('pdo_mysql')) {
            return 'the PHP extension pdo_mysql is missing (Debian: php-mysql)';
        }
        if (self::binary('mariadbd', 'mysqld') === null || self::binary('mariadb-install-db', 'mysql_install_db') === null) {
            return 'mariadbd is not installed (Debian: mariadb-server)';
        }
        return null;
    }

    public static function shared(): self
    {
        if (self::$shared === null) {
            self::$shared = self::start();
            register_shutdown_function(static function (): void {
                self::$shared?->stop();
                self::$shared = null;
            });
        }
        return self::$shared;
    }

    private static function start(): self
    {
        $dir = TempDir::create('mariadb');
        $root = posix_geteuid() === 0 ? ['--user=root'] : [];
        [$code, $out, $err] = Process::run(array_merge([
            self::binary('mariadb-install-db', 'mysql_install_db'), '--no-defaults', '--datadir=' . $dir . '/data',
            '--auth-root-authentication-method=normal', '--skip-test-db', '--skip-name-resolve',
        ], $root));
        if ($code !== 0) {
            TempDir::remove($dir);
            throw new \RuntimeException("mariadb-install-db failed:\n{$out}{$err}");
        }
        $port = Process::freePort();
        $process = Process::start(array_merge([
            self::binary('mariadbd', 'mysqld'), '--no-defaults', '--datadir=' . $dir . '/data',
            '--socket=' . $dir . '/mysqld.sock', '--port=' . $port, '--bind-address=127.0.0.1',
            '--pid-file=' . $dir . '/mysqld.pid', '--log-error=' . $dir . '/error.log', '--skip-name-resolve',
            '--skip-log-bin', '--innodb-buffer-pool-size=64M', '--max-connections=600',
        ], $root), $dir . '/mysqld.out');
        if (!$process->waitForPort($port, 60)) {
            $log = (string) @file_get_contents($dir . '/error.log');
            $process->stop(15);
            TempDir::remove($dir);
            throw new \RuntimeException("mariadbd did not start:\n{$log}");
        }
        $server = new self($dir, $process, $port);
        try {
            // The port may open a moment before the server takes logins.
            $deadline = microtime(true) + 30;
            while (true) {
                try {
                    $admin = $server->admin();
                    break;
                } catch (\PDOException $e) {
                    if (microtime(true) > $deadline) {
                        throw $e;
                    }
                    usleep(100000);
                }
            }
            $admin->exec("CREATE USER '" . self::USER . "'@'127.0.0.1' IDENTIFIED BY '" . self::PASSWORD . "'");
            $admin->exec("GRANT ALL PRIVILEGES ON `antenna\\_test\\_%`.* TO '" . self::USER . "'@'127.0.0.1'");
        } catch (\Throwable $e) {
            $server->stop(); // never leave a server running that nobody will stop
            throw $e;
        }
        return $server;
    }

    /** root over the server's socket, for creating and dropping the tests' databases. */
    public function admin(): PDO
    {
        return new PDO('mysql:unix_socket=' . $this->dir . '/mysqld.sock', 'root', '', [
            PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
        ]);
    }

    public function createDatabase(): MariaDbDatabase
    {
        $name = 'antenna_test_' . getmypid() . '_' . (++$this->databases);
        // The server's default character set (latin1 here): the backend must choose utf8mb4 itself.
        $this->admin()->exec("CREATE DATABASE `{$name}`");
        return new MariaDbDatabase($this, $name);
    }

    public function dropDatabase(string $name): void
    {
        $this->admin()->exec("DROP DATABASE IF EXISTS `{$name}`");
    }

    /** The server's process id (tests/Support/Database/db-pausing-proxy.php stops it at a chosen moment). */
    public function pid(): int
    {
        return $this->process->pid;
    }

    /** Freezes the server (SIGSTOP): it keeps its connections and answers nothing, like a host whose database hangs. */
    public function pause(): void
    {
        posix_kill($this->process->pid, SIGSTOP);
    }

    /** Lets a paused server go on with whatever it was sent meanwhile. */
    public function resume(): void
    {
        posix_kill($this->process->pid, SIGCONT);
    }

    public function stop(): void
    {
        $this->resume(); // a paused server would not hear the signal that stops it
        $this->process->stop(15);
        TempDir::remove($this->dir);
    }
}
