<?php
/**
 * Plain HTTP/1.1 over stream sockets, so that the tests control every byte (hostile headers,
 * bodies larger than declared, many requests in flight at once). Every answer is remembered until
 * the test ends, when BackendTestCase checks that each one is a single plain-text sentence.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support\Http;

final class HttpClient
{
    /** @var list<array{0: string, 1: Response}> answers seen since the last take() */
    private static array $seen = [];

    private static int $clients = 0;

    /** @param string|null $from the client's own address (any of 127.0.0.0/8 on loopback) */
    public function __construct(public readonly int $port, private readonly ?string $from = null)
    {
    }

    /** @return resource */
    private function connect(float $timeout)
    {
        $context = stream_context_create($this->from === null ? [] : ['socket' => ['bindto' => $this->from . ':0']]);
        $socket = stream_socket_client('tcp://127.0.0.1:' . $this->port, $errno, $errstr, $timeout, STREAM_CLIENT_CONNECT, $context);
        if ($socket === false) {
            throw new \RuntimeException("cannot connect to 127.0.0.1:{$this->port}: {$errstr}");
        }
        return $socket;
    }

    /** A distinct client address per request (sent as X-Forwarded-For), so tests do not share a rate-limit bucket. */
    public static function nextIp(): string
    {
        $n = ++self::$clients;
        return '10.' . (($n >> 16) & 255) . '.' . (($n >> 8) & 255) . '.' . ($n & 255);
    }

    /** @return list<array{0: string, 1: Response}> */
    public static function take(): array
    {
        $seen = self::$seen;
        self::$seen = [];
        return $seen;
    }

    /** @param array<string, string|null> $headers null removes a default header */
    public function raw(string $method, string $path, array $headers = [], ?string $body = null): string
    {
        $all = [
            'Host' => '127.0.0.1:' . $this->port,
            'Connection' => 'close',
            'User-Agent' => 'antenna-backend-tests',
            'X-Forwarded-For' => self::nextIp(),
        ];
        if ($body !== null) {
            $all['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
            $all['Content-Length'] = (string) \strlen($body);
        }
        foreach ($headers as $name => $value) {
            $all[$name] = $value;
        }
        $request = $method . ' ' . $path . " HTTP/1.1\r\n";
        foreach ($all as $name => $value) {
            if ($value !== null) {
                $request .= $name . ': ' . $value . "\r\n";
            }
        }
        return $request . "\r\n" . ($body ?? '');
    }

    /** @param array<string, string|null> $headers */
    public function request(string $method, string $path, array $headers = [], ?string $body = null): Response
    {
        return $this->send($this->raw($method, $path, $headers, $body), $method . ' ' . $path);
    }

    /**
     * @param array<string, string> $fields
     * @param array<string, string|null> $headers
     */
    public function post(string $path, array $fields, array $headers = []): Response
    {
        return $this->request('POST', $path, $headers, http_build_query($fields, '', '&', PHP_QUERY_RFC1738));
    }

    public function send(string $request, string $label = 'request'): Response
    {
        $t0 = microtime(true);
        $socket = $this->connect(10);
        stream_set_timeout($socket, 60);
        for ($off = 0, $len = \strlen($request); $off < $len;) {
            $n = @fwrite($socket, substr($request, $off, 65536));
            if ($n === false || $n === 0) {
                break; // the server may answer (e.g. 413) before reading everything
            }
            $off += $n;
        }
        $raw = (string) stream_get_contents($socket);
        fclose($socket);
        return self::remember($label, Response::parse($raw, microtime(true) - $t0));
    }

    /**
     * Sends the requests with at most $inFlight of them open at once, and returns the answers in
     * request order; each answer's seconds count from the moment its request was sent.
     *
     * @param list<string> $requests raw HTTP requests
     * @return list<Response>
     */
    public function concurrent(array $requests, ?int $inFlight = null, float $timeout = 120.0): array
    {
        $inFlight ??= \count($requests);
        $pending = $requests;
        $open = [];
        $buffers = [];
        $started = [];
        $done = [];
        $deadline = microtime(true) + $timeout;
        while (($pending !== [] || $open !== []) && microtime(true) < $deadline) {
            while ($pending !== [] && \count($open) < $inFlight) {
                $i = array_key_first($pending);
                $request = $pending[$i];
                unset($pending[$i]);
                $socket = $this->connect(30);
                $started[$i] = microtime(true);
                fwrite($socket, $request);
                stream_set_blocking($socket, false);
                $open[$i] = $socket;
                $buffers[$i] = '';
            }
            $read = array_values($open);
            $write = null;
            $except = null;
            if (stream_select($read, $write, $except, 1) === 0) {
                continue;
            }
            foreach ($read as $socket) {
                $i = array_search($socket, $open, true);
                $chunk = fread($socket, 65536);
                if ($chunk !== false && $chunk !== '') {
                    $buffers[$i] .= $chunk;
                }
                $answer = Response::parse($buffers[$i]);
                $complete = $answer->status !== 0 && $answer->header('content-length') !== null
                    && \strlen($answer->body) >= (int) $answer->header('content-length');
                if ($complete || feof($socket)) {
                    $done[$i] = Response::parse($buffers[$i], microtime(true) - $started[$i]);
                    fclose($socket);
                    unset($open[$i]);
                }
            }
        }
        foreach ($open as $i => $socket) {
            fclose($socket);
            $done[$i] = Response::parse($buffers[$i] ?? '', microtime(true) - ($started[$i] ?? microtime(true)));
        }
        ksort($done);
        return array_map(static fn (Response $r): Response => self::remember('concurrent request', $r), array_values($done));
    }

    /** Keeps an answer for the checks after the test (InProcessClient's answers too). */
    public static function remember(string $label, Response $response): Response
    {
        self::$seen[] = [$label, $response];
        return $response;
    }
}
