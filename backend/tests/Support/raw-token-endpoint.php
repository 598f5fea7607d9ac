<?php
/**
 * A stand-in for a token URL that misbehaves below HTTP, where php -S cannot: it speaks over raw
 * sockets, many connections at once, and answers by the code in the posted form:
 *   "trickle"  the status line and headers one byte every 2 seconds, without end;
 *   "silent"   nothing at all, the connection left open;
 *   "chunked"  a token in a chunked body, after a "100 Continue";
 *   anything else: a token with a Content-Length.
 *
 * Usage: php tests/Support/raw-token-endpoint.php PORT [PEM]   (with PEM, a certificate and its key: over TLS)
 */

declare(strict_types=1);

const TOKEN = 'gho_TokenFromTheRawStandIn';

$tls = $argv[2] ?? null;
$server = stream_socket_server('tcp://127.0.0.1:' . (int) ($argv[1] ?? 0), $errno, $error, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN,
    stream_context_create(['ssl' => ['local_cert' => (string) $tls]]));
if ($server === false) {
    fwrite(STDERR, "cannot listen: {$error}\n");
    exit(1);
}
/** @var array<int, array{socket: resource, in: string, out: string, next: float, trickle: bool}> $clients what each connection sent, is sent, and when next */
$clients = [];
$json = '{"access_token":"' . TOKEN . '","token_type":"bearer","scope":"repo"}';
while (true) {
    $read = [$server, ...array_column($clients, 'socket')];
    $write = null;
    $except = null;
    if (@stream_select($read, $write, $except, 0, 100000) === false) {
        continue;
    }
    foreach ($read as $socket) {
        if ($socket === $server) {
            $client = @stream_socket_accept($server, 0);
            if ($client !== false && $tls !== null) {
                // The handshake, waited for: the tests' clients make it at once.
                stream_set_timeout($client, 5);
                if (@stream_socket_enable_crypto($client, true, STREAM_CRYPTO_METHOD_TLS_SERVER) !== true) {
                    fclose($client);
                    $client = false;
                }
            }
            if ($client !== false) {
                stream_set_blocking($client, false);
                $clients[(int) $client] = ['socket' => $client, 'in' => '', 'out' => '', 'next' => INF, 'trickle' => false];
            }
            continue;
        }
        $c = &$clients[(int) $socket];
        $data = fread($socket, 65536);
        if ($data === false || ($data === '' && feof($socket))) {
            fclose($socket);
            unset($clients[(int) $socket]);
            continue;
        }
        $c['in'] .= $data;
        $split = strpos($c['in'], "\r\n\r\n");
        if ($c['next'] !== INF || $split === false || preg_match('/content-length: *(\d+)/i', $c['in'], $m) !== 1
            || \strlen($c['in']) < $split + 4 + (int) $m[1]) {
            continue;
        }
        parse_str(substr($c['in'], $split + 4), $form);
        $code = (string) ($form['code'] ?? '');
        $c['next'] = microtime(true);
        $c['out'] = match ($code) {
            'trickle' => "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Padding: " . str_repeat('x', 1000) . "\r\n\r\n{$json}",
            'silent' => '',
            'chunked' => "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                . implode('', array_map(static fn (string $part): string => dechex(\strlen($part)) . "\r\n{$part}\r\n", str_split($json, 7)))
                . "0\r\n\r\n",
            default => "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " . \strlen($json) . "\r\n\r\n{$json}",
        };
        $c['trickle'] = $code === 'trickle';
        unset($c);
    }
    foreach ($clients as $key => &$c) {
        if ($c['out'] === '' || microtime(true) < $c['next']) {
            continue;
        }
        $send = $c['trickle'] ? $c['out'][0] : $c['out'];
        @fwrite($c['socket'], $send);
        $c['out'] = (string) substr($c['out'], \strlen($send));
        $c['next'] = microtime(true) + 2;
        if ($c['out'] === '' && !$c['trickle']) {
            fclose($c['socket']);
            unset($clients[$key]);
        }
    }
    unset($c);
}
