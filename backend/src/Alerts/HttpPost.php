<?php
/**
 * One POST to a provider, within one deadline for all of it: connecting (and TLS), sending, and
 * every byte of the answer, headers included, so that a provider that hangs or sends its answer a
 * byte at a time costs at most the deadline. PHP's own sockets: no extension needed, the server's
 * certificate checked, no redirect followed.
 */

declare(strict_types=1);

namespace AntennaBackend\Alerts;

final class HttpPost
{
    /** Largest answer read: providers answer with a few hundred bytes. */
    private const MAX_ANSWER = 65536;

    /**
     * @param array<string, string> $headers
     * @return array{0: int, 1: string} the status and the body
     * @throws AlertFailed
     */
    public static function send(string $url, array $headers, string $body, int $seconds): array
    {
        $deadline = microtime(true) + $seconds;
        $parts = parse_url($url);
        $https = strtolower((string) ($parts['scheme'] ?? '')) === 'https';
        $host = (string) ($parts['host'] ?? '');
        $port = (int) ($parts['port'] ?? ($https ? 443 : 80));
        $context = stream_context_create(['ssl' => ['verify_peer' => true, 'verify_peer_name' => true, 'peer_name' => trim($host, '[]')]]);
        $socket = @stream_socket_client(($https ? 'tls://' : 'tcp://') . $host . ':' . $port, $errno, $error, $seconds,
            STREAM_CLIENT_CONNECT, $context);
        if ($socket === false) {
            throw new AlertFailed(microtime(true) >= $deadline ? "{$host} did not answer within {$seconds} s"
                : "could not reach {$host} (" . ($error !== '' ? $error : 'no connection') . ')');
        }
        try {
            $request = 'POST ' . ($parts['path'] ?? '/') . (isset($parts['query']) ? '?' . $parts['query'] : '') . " HTTP/1.1\r\n"
                . 'Host: ' . $host . (isset($parts['port']) ? ':' . $port : '') . "\r\nConnection: close\r\n"
                . "User-Agent: antenna-backend-alerts\r\nContent-Length: " . \strlen($body) . "\r\n";
            foreach ($headers as $name => $value) {
                $request .= $name . ': ' . $value . "\r\n";
            }
            self::write($socket, $request . "\r\n" . $body, $deadline, $host, $seconds);
            $answer = self::read($socket, $deadline, $host, $seconds);
        } finally {
            fclose($socket);
        }
        return self::parse($answer, $host);
    }

    /** @param resource $socket */
    private static function write($socket, string $data, float $deadline, string $host, int $seconds): void
    {
        while ($data !== '') {
            self::until($socket, $deadline, $host, $seconds);
            $written = @fwrite($socket, $data);
            if ($written === false || $written === 0) {
                throw new AlertFailed(stream_get_meta_data($socket)['timed_out'] ? "{$host} did not answer within {$seconds} s"
                    : "{$host} closed the connection");
            }
            $data = substr($data, $written);
        }
    }

    /** @param resource $socket */
    private static function read($socket, float $deadline, string $host, int $seconds): string
    {
        $answer = '';
        while (!feof($socket) && \strlen($answer) <= self::MAX_ANSWER) {
            self::until($socket, $deadline, $host, $seconds);
            $chunk = fread($socket, 8192);
            if (($chunk === false || $chunk === '') && stream_get_meta_data($socket)['timed_out']) {
                throw new AlertFailed("{$host} did not answer within {$seconds} s");
            }
            if ($chunk === false) {
                break;
            }
            $answer .= $chunk;
        }
        return $answer;
    }

    /**
     * Lets the next read or write wait only as long as the deadline leaves.
     *
     * @param resource $socket
     */
    private static function until($socket, float $deadline, string $host, int $seconds): void
    {
        $left = $deadline - microtime(true);
        if ($left <= 0) {
            throw new AlertFailed("{$host} did not answer within {$seconds} s");
        }
        stream_set_timeout($socket, (int) $left, (int) (($left - (int) $left) * 1e6));
    }

    /** @return array{0: int, 1: string} */
    private static function parse(string $answer, string $host): array
    {
        $split = strpos($answer, "\r\n\r\n");
        if ($split === false || preg_match('~^HTTP/\d(?:\.\d)? (\d{3})~', $answer, $m) !== 1) {
            throw new AlertFailed("{$host} answered with something other than HTTP");
        }
        $head = substr($answer, 0, $split);
        $body = substr($answer, $split + 4);
        if (preg_match('/^transfer-encoding:\s*chunked\s*$/mi', $head) === 1) {
            $body = self::unchunk($body);
        }
        return [(int) $m[1], $body];
    }

    private static function unchunk(string $body): string
    {
        $out = '';
        while (preg_match('/^([0-9a-fA-F]+)[^\r\n]*\r\n/', $body, $m) === 1) {
            $size = hexdec($m[1]);
            if ($size === 0) {
                break;
            }
            $out .= substr($body, \strlen($m[0]), (int) $size);
            $body = substr($body, \strlen($m[0]) + (int) $size + 2);
        }
        return $out;
    }
}
