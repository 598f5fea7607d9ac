<?php
/** tests/Support/Database/db-pausing-proxy.php as a child process: MariaDB behind it freezes at an enquiry's COMMIT. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support\Database;

final class PausingProxy
{
    /**
     * @param resource $process
     * @param resource $output the proxy's standard output
     */
    private function __construct(private $process, private $output, public readonly int $port)
    {
    }

    public static function start(string $dir, MariaDb $server): self
    {
        $process = proc_open(
            [PHP_BINARY, __DIR__ . '/db-pausing-proxy.php', '--to=127.0.0.1:' . $server->port, '--pause-pid=' . $server->pid()],
            [0 => ['file', '/dev/null', 'r'], 1 => ['pipe', 'w'], 2 => ['file', $dir . '/proxy.log', 'a']],
            $pipes
        );
        $line = (string) fgets($pipes[1]);
        if (preg_match('/^PORT (\d+)/', $line, $m) !== 1) {
            throw new \RuntimeException('the pausing proxy did not start: ' . $line . @file_get_contents($dir . '/proxy.log'));
        }
        stream_set_blocking($pipes[1], false);
        return new self($process, $pipes[1], (int) $m[1]);
    }

    private bool $paused = false;

    /** Whether the proxy has stopped the server. */
    public function paused(): bool
    {
        return $this->paused = $this->paused || str_contains((string) stream_get_contents($this->output), 'PAUSED');
    }

    public function stop(): void
    {
        if (\is_resource($this->process)) {
            proc_terminate($this->process, 15);
            proc_close($this->process);
        }
    }
}
