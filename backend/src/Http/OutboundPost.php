<?php
/**
 * One POST from this server to another, within one deadline that covers all of it: connecting,
 * TLS, sending, and reading the status, the headers and the body. PHP's http:// wrapper limits
 * each read and not the whole, so a server that sent its headers a byte every 2 s held the request
 * (and a worker of the web server) for as long as it went on. HTTP/1.1, one request per
 * connection, the server's certificate checked, no redirect followed, at most $maxBytes read; a
 * chunked body is decoded by PHP's own "dechunk" filter. The name lookup before connecting is the
 * system resolver's, with its own time limit.
 */

declare(strict_types=1);

namespace AntennaBackend\Http;

final class OutboundPost
{
    /**
     * @param array<string, string> $headers besides Host, Content-Length and Connection
     * @param array<string, mixed> $tls more of PHP's "ssl" context options (a test's own certificate authority)
     * @return array{0: int, 1: string} the status and the body
     * @throws OutboundFailed
     */
    public static function send(string $url, array $headers, string $body, float $seconds, int $maxBytes, array $tls = []): array
    {
        $deadline = microtime(true) + $seconds;
        $parts = parse_url($url);
        $https = strtolower((string) ($parts['scheme'] ?? '')) === 'https';
        $host = (string) ($parts['host'] ?? '');
        $port = (int) ($parts['port'] ?? ($https ? 443 : 80));
        $socket = self::connect($host, $port, $https ? $tls : null, $deadline, $seconds);
        try {
            $head = 'POST ' . ($parts['path'] ?? '/') . (isset($parts['query']) ? '?' . $parts['query'] : '') . " HTTP/1.1\r\n"
                . 'Host: ' . $host . (isset($parts['port']) ? ':' . $port : '') . "\r\n";
            foreach ($headers + ['Content-Length' => (string) \strlen($body), 'Connection' => 'close'] as $name => $value) {
                $head .= $name . ': ' . $value . "\r\n";
            }
            self::write($socket, $head . "\r\n" . $body, $deadline, $seconds);
            return self::answer(self::read($socket, $deadline, $seconds, $maxBytes));
        } finally {
            fclose($socket);
        }
    }

    /**
     * @param array<string, mixed>|null $tls null for plain HTTP
     * @return resource a connected socket, with TLS unless $tls is null
     */
    private static function connect(string $host, int $port, ?array $tls, float $deadline, float $seconds)
    {
        $context = stream_context_create(['ssl' => [
            'verify_peer' => true, 'verify_peer_name' => true, 'peer_name' => trim($host, '[]'), 'SNI_enabled' => true,
        ] + ($tls ?? [])]);
        $socket = @stream_socket_client('tcp://' . $host . ':' . $port, $errno, $error, max(0.001, $deadline - microtime(true)),
            STREAM_CLIENT_CONNECT, $context);
        if ($socket === false) {
            throw new OutboundFailed(microtime(true) >= $deadline ? 'no connection within ' . self::seconds($seconds)
                : ($error === '' ? 'no connection' : $error));
        }
        stream_set_blocking($socket, false);
        while ($tls !== null) {
            $done = @stream_socket_enable_crypto($socket, true, STREAM_CRYPTO_METHOD_TLS_CLIENT);
            if ($done === true) {
                break;
            }
            if ($done === false) {
                fclose($socket);
                throw new OutboundFailed('TLS: ' . preg_replace('/^stream_socket_enable_crypto\(\): /', '', error_get_last()['message'] ?? 'refused'));
            }
            self::wait($socket, false, $deadline, $seconds);
        }
        return $socket;
    }

    /** @param resource $socket */
    private static function write($socket, string $data, float $deadline, float $seconds): void
    {
        while ($data !== '') {
            self::wait($socket, true, $deadline, $seconds);
            $written = @fwrite($socket, $data);
            if ($written === false) {
                throw new OutboundFailed('the connection closed while sending');
            }
            $data = (string) substr($data, $written);
        }
    }

    /**
     * Everything the server sends until it closes the connection (or $maxBytes), by the deadline.
     *
     * @param resource $socket
     */
    private static function read($socket, float $deadline, float $seconds, int $maxBytes): string
    {
        $answer = '';
        while (\strlen($answer) <= $maxBytes) {
            // Read all there is before waiting again: TLS may hold more than the socket shows.
            while (($chunk = fread($socket, 65536)) !== false && $chunk !== '') {
                $answer .= $chunk;
            }
            if (feof($socket) || $chunk === false) {
                break;
            }
            self::wait($socket, false, $deadline, $seconds);
        }
        return $answer;
    }

    /** @return array{0: int, 1: string} the final answer's status and body */
    private static function answer(string $raw): array
    {
        do {
            $split = strpos($raw, "\r\n\r\n");
            if ($split === false || preg_match('~^HTTP/1\.[01] (\d{3})~', $raw, $m) !== 1) {
                throw new OutboundFailed('closed the connection without an HTTP answer', true);
            }
            [$status, $head, $raw] = [(int) $m[1], substr($raw, 0, $split), substr($raw, $split + 4)];
        } while ($status >= 100 && $status < 200); // "100 Continue" and the like come before the answer
        if (preg_match('/^transfer-encoding:[ \t]*chunked[ \t]*$/im', $head) === 1) {
            $body = fopen('php://temp', 'w+b');
            fwrite($body, $raw);
            rewind($body);
            stream_filter_append($body, 'dechunk', STREAM_FILTER_READ);
            $raw = (string) stream_get_contents($body);
            fclose($body);
        } elseif (preg_match('/^content-length:[ \t]*(\d{1,9})[ \t]*$/im', $head, $length) === 1) {
            $raw = substr($raw, 0, (int) $length[1]);
        }
        return [$status, $raw];
    }

    /** @param resource $socket */
    private static function wait($socket, bool $write, float $deadline, float $seconds): void
    {
        $left = $deadline - microtime(true);
        $read = $write ? [] : [$socket];
        $writable = $write ? [$socket] : [];
        $except = null;
        if ($left <= 0 || @stream_select($read, $writable, $except, (int) $left, (int) (fmod($left, 1) * 1e6)) === 0) {
            throw new OutboundFailed('did not answer within ' . self::seconds($seconds), true);
        }
    }

    private static function seconds(float $seconds): string
    {
        return rtrim(rtrim(number_format($seconds, 1, '.', ''), '0'), '.') . ' s';
    }
}
