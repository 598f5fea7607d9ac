<?php
/**
 * PHP's built-in server for bin/dev-server.php, on a private loopback port behind the Guard:
 * started with the web root and bin/dev-router.php, and stopped with its workers (the workers of
 * PHP_CLI_SERVER_WORKERS outlive a master that is sent SIGTERM).
 */

declare(strict_types=1);

namespace AntennaBackend\Dev;

final class PhpServer
{
    /** @param resource $process */
    private function __construct(private $process, public readonly int $port)
    {
    }

    /** @param array<string, string> $env */
    public static function start(string $webRoot, string $router, array $env): self
    {
        $probe = stream_socket_server('tcp://127.0.0.1:0');
        $name = (string) stream_socket_get_name($probe, false);
        fclose($probe);
        $port = (int) substr($name, strrpos($name, ':') + 1);
        $process = proc_open([PHP_BINARY, '-S', '127.0.0.1:' . $port, '-t', $webRoot, $router],
            [0 => ['file', '/dev/null', 'r'], 1 => STDOUT, 2 => STDERR], $pipes, null, $env);
        if (!\is_resource($process)) {
            throw new \RuntimeException('could not start php -S');
        }
        $server = new self($process, $port);
        for ($tries = 0; ($socket = @stream_socket_client('tcp://127.0.0.1:' . $port, $errno, $errstr, 1)) === false; $tries++) {
            if ($tries > 100 || !proc_get_status($process)['running']) {
                $server->stop();
                throw new \RuntimeException('php -S did not start on port ' . $port);
            }
            usleep(50000);
        }
        fclose($socket);
        return $server;
    }

    public function stop(): void
    {
        if (!\is_resource($this->process)) {
            return;
        }
        $pid = proc_get_status($this->process)['pid'];
        foreach (glob('/proc/[0-9]*/stat') ?: [] as $file) {
            $stat = (string) @file_get_contents($file);
            // pid (comm) state ppid ...; comm may hold spaces or parentheses
            $fields = explode(' ', substr($stat, (int) strrpos($stat, ')') + 2));
            if ((int) ($fields[1] ?? 0) === $pid) {
                posix_kill((int) $stat, SIGTERM);
            }
        }
        proc_terminate($this->process, SIGTERM);
        proc_close($this->process);
    }
}
