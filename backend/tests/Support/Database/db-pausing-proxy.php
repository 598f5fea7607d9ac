<?php
/**
 * A TCP proxy in front of the tests' MariaDB server (not part of the deployed backend) that
 * freezes the server at the worst moment for a visitor: when a connection that has inserted an
 * enquiry sends its COMMIT, the proxy stops the server (SIGSTOP), waits until every one of its
 * threads has stopped, and only then passes the COMMIT on. The server runs it once it is resumed, after the client may have given up: the enquiry is
 * stored although its visitor was told it was not. It does this once; later traffic passes as is.
 *
 * Usage: php tests/Support/Database/db-pausing-proxy.php --to=HOST:PORT --pause-pid=PID
 *
 * Binds 127.0.0.1 on a free port, prints "PORT <n>", and "PAUSED" when it has stopped the server.
 */

declare(strict_types=1);

$opt = getopt('', ['to:', 'pause-pid:']);
$to = (string) ($opt['to'] ?? '');
$pid = (int) ($opt['pause-pid'] ?? 0);
if ($to === '' || $pid <= 0) {
    fwrite(STDERR, "usage: php db-pausing-proxy.php --to=HOST:PORT --pause-pid=PID\n");
    exit(2);
}
$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
if ($server === false) {
    fwrite(STDERR, "cannot listen: {$errstr}\n");
    exit(1);
}
$name = (string) stream_socket_get_name($server, false);
echo 'PORT ' . substr($name, strrpos($name, ':') + 1) . "\n";

/**
 * Waits until every thread of $pid is stopped. kill() only starts a group stop: the thread that
 * takes the signal stops the others once it is scheduled, and on a busy machine the connection's
 * own thread could run a COMMIT sent meanwhile.
 */
function waitUntilStopped(int $pid, float $seconds): bool
{
    $deadline = microtime(true) + $seconds;
    do {
        $running = false;
        foreach (glob("/proc/{$pid}/task/*/stat") ?: [] as $stat) {
            $line = (string) @file_get_contents($stat);
            // "tid (name) S ...": the state follows the name, which may hold spaces or brackets.
            $state = substr($line, (int) strrpos($line, ')') + 2, 1);
            if ($state !== '' && $state !== 'T' && $state !== 't') {
                $running = true;
                break;
            }
        }
        if (!$running) {
            return true;
        }
        usleep(1000);
    } while (microtime(true) < $deadline);
    return false;
}

// A COM_QUERY packet of the text COMMIT: length 7, sequence 0, command 3.
$commit = "\x07\x00\x00\x00\x03COMMIT";
$paused = false;
/** @var array<int, array{client: resource, upstream: resource, inserted: bool}> $pairs */
$pairs = [];
while (true) {
    $read = [$server];
    foreach ($pairs as $pair) {
        $read[] = $pair['client'];
        $read[] = $pair['upstream'];
    }
    $write = null;
    $except = null;
    if (@stream_select($read, $write, $except, 60) === false) {
        continue;
    }
    foreach ($read as $socket) {
        if ($socket === $server) {
            $client = @stream_socket_accept($server, 0);
            $upstream = $client === false ? false : @stream_socket_client('tcp://' . $to, $errno, $errstr, 5);
            if ($client !== false && $upstream !== false) {
                $pairs[(int) $client] = ['client' => $client, 'upstream' => $upstream, 'inserted' => false];
            } elseif ($client !== false) {
                fclose($client);
            }
            continue;
        }
        foreach ($pairs as $key => $pair) {
            $fromClient = $socket === $pair['client'];
            if (!$fromClient && $socket !== $pair['upstream']) {
                continue;
            }
            $data = fread($socket, 65536);
            if ($data === false || $data === '') {
                // One side closed: so does the other, after what it was sent (the server runs it).
                fclose($pair['client']);
                fclose($pair['upstream']);
                unset($pairs[$key]);
                break;
            }
            if ($fromClient) {
                $pairs[$key]['inserted'] = $pair['inserted'] || stripos($data, 'INSERT INTO enquiries') !== false;
                if (!$paused && $pairs[$key]['inserted'] && str_contains($data, $commit)) {
                    if (!posix_kill($pid, SIGSTOP) || !waitUntilStopped($pid, 10.0)) {
                        fwrite(STDERR, "could not stop the server (pid {$pid})\n");
                        exit(1);
                    }
                    $paused = true;
                    echo "PAUSED\n";
                }
            }
            fwrite($fromClient ? $pair['upstream'] : $pair['client'], $data);
            break;
        }
    }
}
