<?php
/** Child processes of the tests: start, wait for a port, stop with their children, run to the end. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support;

final class Process
{
    /** @param resource $handle */
    private function __construct(private $handle, public readonly int $pid)
    {
    }

    /**
     * @param list<string> $command
     * @param array<string, string> $env added to the tests' own environment
     */
    public static function start(array $command, string $log, array $env = [], ?string $cwd = null): self
    {
        $handle = proc_open(
            $command,
            [0 => ['file', '/dev/null', 'r'], 1 => ['file', $log, 'a'], 2 => ['file', $log, 'a']],
            $pipes,
            $cwd,
            $env + getenv()
        );
        if (!\is_resource($handle)) {
            throw new \RuntimeException('cannot start ' . implode(' ', $command));
        }
        return new self($handle, proc_get_status($handle)['pid']);
    }

    /**
     * Runs a command to its end.
     *
     * @param list<string> $command
     * @param array<string, string> $env
     * @return array{0: int, 1: string, 2: string} exit code, standard output, standard error
     */
    public static function run(array $command, array $env = [], ?string $cwd = null, ?string $input = null): array
    {
        $handle = proc_open(
            $command,
            [0 => $input === null ? ['file', '/dev/null', 'r'] : ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']],
            $pipes,
            $cwd,
            $env + getenv()
        );
        if ($input !== null) {
            fwrite($pipes[0], $input);
            fclose($pipes[0]);
        }
        $out = (string) stream_get_contents($pipes[1]);
        $err = (string) stream_get_contents($pipes[2]);
        fclose($pipes[1]);
        fclose($pipes[2]);
        return [proc_close($handle), $out, $err];
    }

    public function running(): bool
    {
        return \is_resource($this->handle) && proc_get_status($this->handle)['running'];
    }

    /** Waits until something accepts connections on the port; false if the process ended first. */
    public function waitForPort(int $port, float $seconds = 15.0): bool
    {
        $deadline = microtime(true) + $seconds;
        while (microtime(true) < $deadline && $this->running()) {
            $socket = @stream_socket_client('tcp://127.0.0.1:' . $port, $errno, $errstr, 1);
            if ($socket !== false) {
                fclose($socket);
                return true;
            }
            usleep(30000);
        }
        return false;
    }

    /**
     * Stops the process and its children (php -S workers outlive a killed master: SIGINT makes
     * the master wait for them, so they are ended one by one until the master is gone).
     */
    public function stop(int $signal = 2): void
    {
        if (!\is_resource($this->handle)) {
            return;
        }
        if ($this->running()) {
            // Known before the signal: php -S's workers (PHP_CLI_SERVER_WORKERS) outlive a master
            // that exits at once, and would be left running with no parent.
            $descendants = self::descendantsOf($this->pid);
            proc_terminate($this->handle, $signal);
            $deadline = microtime(true) + 10;
            while ($this->running() && microtime(true) < $deadline) {
                foreach (self::childrenOf($this->pid) as $child) {
                    posix_kill($child, 15);
                }
                usleep(20000);
            }
            if ($this->running()) {
                foreach (self::childrenOf($this->pid) as $child) {
                    posix_kill($child, 9);
                }
                proc_terminate($this->handle, 9);
            }
            // Each still the process it was (its start time unchanged), not another with its number.
            $alive = static fn (): array => array_keys(array_filter($descendants, static fn (?string $started, int $pid): bool
                => $started !== null && self::startedAt($pid) === $started, ARRAY_FILTER_USE_BOTH));
            foreach ($alive() as $pid) {
                posix_kill($pid, 15);
            }
            $deadline = microtime(true) + 5;
            while (($left = $alive()) !== [] && microtime(true) < $deadline) {
                usleep(20000);
            }
            foreach ($left as $pid) {
                posix_kill($pid, 9);
            }
        }
        proc_close($this->handle);
    }

    /** @return array<int, ?string> the children of $parent, theirs, and so on: pid => when it started */
    private static function descendantsOf(int $parent): array
    {
        $all = [];
        for ($generation = [$parent]; $generation !== [];) {
            $generation = array_merge(...array_map(self::childrenOf(...), $generation));
            foreach ($generation as $pid) {
                $all[$pid] = self::startedAt($pid);
            }
        }
        return $all;
    }

    /** The start time of a process (field 22 of /proc/PID/stat), or null when there is none. */
    private static function startedAt(int $pid): ?string
    {
        $stat = @file_get_contents("/proc/{$pid}/stat");
        return $stat === false ? null : (explode(' ', substr($stat, strrpos($stat, ')') + 2))[19] ?? null);
    }

    /** @return list<int> */
    public static function childrenOf(int $parent): array
    {
        $pids = [];
        foreach (glob('/proc/[0-9]*/stat') ?: [] as $file) {
            $stat = @file_get_contents($file);
            if ($stat === false) {
                continue;
            }
            // pid (comm) state ppid ...; comm may hold spaces or parentheses
            $fields = explode(' ', substr($stat, strrpos($stat, ')') + 2));
            if ((int) ($fields[1] ?? 0) === $parent) {
                $pids[] = (int) $stat;
            }
        }
        return $pids;
    }

    public static function freePort(): int
    {
        $server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
        $name = (string) stream_socket_get_name($server, false);
        fclose($server);
        return (int) substr($name, strrpos($name, ':') + 1);
    }
}
