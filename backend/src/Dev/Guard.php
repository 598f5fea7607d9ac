<?php
/**
 * The front of bin/dev-server.php: it listens on the dev server's own port and passes requests to
 * PHP's built-in server on a private one, refusing first what that server cannot survive or must
 * not serve. php -S allocates a request's declared Content-Length before any PHP runs, so one
 * request claiming 100 GB ended it ("out of memory"); and without its router it serves every file
 * of the folder. The guard answers those itself: 413 for a body declared larger than MAX_BODY or
 * of unknown length (Transfer-Encoding), 404 for any path but the entry points'
 * (the handlers, the visit counter, the sign-in, the inbox).
 * One request per connection; everything in one process, with stream_select.
 */

declare(strict_types=1);

namespace AntennaBackend\Dev;

use AntennaBackend\Enquiry\Messages;

final class Guard
{
    /** The paths php -S runs a script for, wherever the web root is mounted (bin/dev-router.php decides the same). */
    public const ENTRY_POINTS = '~/(handleContact\.php|handleQuote\.php|count\.php|cms-auth\.php|inbox/|inbox/index\.php)$~';

    /** The inbox's short and old addresses, which bin/dev-router.php redirects. */
    public const REDIRECTS = '~/(admin|inbox|admin/|admin/index\.php)$~';

    /** Largest body passed on (the handlers refuse more than max_body_bytes themselves), as npm start's server. */
    public const MAX_BODY = 1048576;

    private const MAX_HEAD = 16384;
    /** Bytes a side may have waiting before the other is read no more (a large CSV export). */
    private const BUFFER = 1048576;

    /** @var array<int, array{client: resource, up: ?resource, head: string, toUp: string, toClient: string, left: int, state: string, until: float}> */
    private array $connections = [];

    /** @param resource $listener */
    public function __construct(private $listener, private readonly int $upstreamPort)
    {
    }

    /** Serves until the process is stopped. */
    public function run(): never
    {
        stream_set_blocking($this->listener, false);
        while (true) {
            $this->step(60.0);
        }
    }

    /** One round of waiting for sockets and handling what they have. */
    public function step(float $seconds): void
    {
        $read = [$this->listener];
        $write = [];
        foreach ($this->connections as $c) {
            if (\in_array($c['state'], ['head', 'body', 'drain'], true) && \strlen($c['toUp']) < self::BUFFER) {
                $read[] = $c['client'];
            }
            if ($c['up'] !== null && \strlen($c['toClient']) < self::BUFFER) {
                $read[] = $c['up'];
            }
            if ($c['toClient'] !== '') {
                $write[] = $c['client'];
            }
            if ($c['up'] !== null && $c['toUp'] !== '') {
                $write[] = $c['up'];
            }
        }
        $except = null;
        if (@stream_select($read, $write, $except, (int) $seconds, (int) (fmod($seconds, 1) * 1e6)) === false) {
            return;
        }
        foreach ($read as $socket) {
            if ($socket === $this->listener) {
                $this->accept();
                continue;
            }
            [$key, $side] = $this->find($socket);
            if ($key !== null) {
                $side === 'client' ? $this->fromClient($key) : $this->fromUpstream($key);
            }
        }
        foreach ($write as $socket) {
            [$key, $side] = $this->find($socket);
            if ($key !== null) {
                $this->flush($key, $side);
            }
        }
        foreach ($this->connections as $key => $c) {
            if ($c['state'] === 'drain' && microtime(true) > $c['until']) {
                $this->close($key);
            }
        }
    }

    private function accept(): void
    {
        $client = @stream_socket_accept($this->listener, 0);
        if ($client === false) {
            return;
        }
        stream_set_blocking($client, false);
        $this->connections[(int) $client] = ['client' => $client, 'up' => null, 'head' => '', 'toUp' => '', 'toClient' => '',
            'left' => 0, 'state' => 'head', 'until' => 0.0];
    }

    /** @return array{0: ?int, 1: string} the connection a socket belongs to, and which side it is */
    private function find($socket): array
    {
        foreach ($this->connections as $key => $c) {
            if ($c['client'] === $socket) {
                return [$key, 'client'];
            }
            if ($c['up'] === $socket) {
                return [$key, 'up'];
            }
        }
        return [null, ''];
    }

    private function fromClient(int $key): void
    {
        $c = &$this->connections[$key];
        $data = fread($c['client'], 65536);
        if ($data === false || ($data === '' && feof($c['client']))) {
            if ($c['up'] === null) {
                $this->close($key);
            } else {
                $c['state'] = 'sent'; // it stopped sending; the answer may still come
            }
            return;
        }
        if ($data === '' || $c['state'] === 'drain') {
            return; // what a refused client still sends is read and dropped, so that it gets the answer
        }
        if ($c['state'] === 'body') {
            $this->forwardBody($key, $data);
            return;
        }
        $c['head'] .= $data;
        $end = strpos($c['head'], "\r\n\r\n");
        if ($end === false) {
            if (\strlen($c['head']) > self::MAX_HEAD) {
                $this->refuse($key, 431, 'Request Header Fields Too Large', 'Request headers too large.');
            }
            return;
        }
        $head = substr($c['head'], 0, $end + 4);
        $rest = substr($c['head'], $end + 4);
        $refusal = self::refusal($head);
        if ($refusal !== null) {
            $this->refuse($key, ...$refusal);
            return;
        }
        $up = @stream_socket_client('tcp://127.0.0.1:' . $this->upstreamPort, $errno, $errstr, 5);
        if ($up === false) {
            $this->refuse($key, 502, 'Bad Gateway', 'The form handlers are not running.');
            return;
        }
        stream_set_blocking($up, false);
        $c['up'] = $up;
        $c['state'] = 'body';
        $c['left'] = self::declaredLength($head);
        $c['toUp'] = self::oneRequest($head);
        $this->forwardBody($key, $rest);
    }

    private function forwardBody(int $key, string $data): void
    {
        $c = &$this->connections[$key];
        $take = substr($data, 0, max(0, $c['left']));
        $c['toUp'] .= $take;
        $c['left'] -= \strlen($take);
        if ($c['left'] <= 0) {
            $c['state'] = 'sent'; // one request per connection: anything after it is not read
        }
    }

    private function fromUpstream(int $key): void
    {
        $c = &$this->connections[$key];
        $data = fread($c['up'], 65536);
        if ($data === '' && !feof($c['up'])) {
            return;
        }
        if ($data === false || $data === '') {
            fclose($c['up']);
            $c['up'] = null;
            $c['state'] = 'done';
            if ($c['toClient'] === '') {
                $this->close($key);
            }
            return;
        }
        $c['toClient'] .= $data;
    }

    private function flush(int $key, string $side): void
    {
        $c = &$this->connections[$key];
        $buffer = $side === 'client' ? 'toClient' : 'toUp';
        $n = @fwrite($side === 'client' ? $c['client'] : $c['up'], $c[$buffer]);
        if ($n === false || ($n === 0 && $c[$buffer] !== '')) {
            $this->close($key);
            return;
        }
        $c[$buffer] = (string) substr($c[$buffer], $n);
        if ($side === 'client' && $c['toClient'] === '') {
            if ($c['state'] === 'done') {
                $this->close($key);
            } elseif ($c['state'] === 'refused') {
                // Answered: the client may still be sending; read and drop that for a moment, so
                // that closing does not reset the connection before it read the answer.
                stream_socket_shutdown($c['client'], STREAM_SHUT_WR);
                $c['state'] = 'drain';
                $c['until'] = microtime(true) + 2;
            }
        }
    }

    private function refuse(int $key, int $status, string $reason, string $sentence): void
    {
        $body = $sentence . "\n";
        $c = &$this->connections[$key];
        $c['toClient'] = "HTTP/1.1 {$status} {$reason}\r\nContent-Type: text/plain; charset=utf-8\r\n"
            . 'Content-Length: ' . \strlen($body) . "\r\nConnection: close\r\n\r\n" . $body;
        $c['state'] = 'refused';
    }

    private function close(int $key): void
    {
        $c = $this->connections[$key];
        @fclose($c['client']);
        if ($c['up'] !== null) {
            @fclose($c['up']);
        }
        unset($this->connections[$key]);
    }

    /** @return array{0: int, 1: string, 2: string}|null status, reason and sentence of a refusal, or null to pass it on */
    public static function refusal(string $head): ?array
    {
        $target = explode(' ', substr($head, 0, (int) strpos($head, "\r\n")))[1] ?? '';
        $path = (string) parse_url(str_starts_with($target, '/') ? 'http://host' . $target : $target, PHP_URL_PATH);
        if (preg_match(self::ENTRY_POINTS, $path) !== 1 && preg_match(self::REDIRECTS, $path) !== 1) {
            return [404, 'Not Found', Messages::NOT_FOUND];
        }
        if (preg_match('/^transfer-encoding:/im', $head) === 1 || self::declaredLength($head) < 0) {
            return [413, 'Payload Too Large', Messages::TOO_LARGE];
        }
        return null;
    }

    /** The body's declared length: 0 when none is declared, -1 when it is no number or larger than MAX_BODY. */
    private static function declaredLength(string $head): int
    {
        if (preg_match_all('/^content-length:[ \t]*(.*?)[ \t]*\r$/im', $head, $m) === 0) {
            return 0;
        }
        $values = array_unique($m[1]);
        return \count($values) === 1 && preg_match('/^\d{1,15}$/D', $values[0]) === 1 && (int) $values[0] <= self::MAX_BODY
            ? (int) $values[0] : -1;
    }

    /** The head with "Connection: close", so that php -S answers this one request and closes. */
    private static function oneRequest(string $head): string
    {
        $head = (string) preg_replace('/^connection:.*\r\n/im', '', $head);
        return substr($head, 0, -2) . "Connection: close\r\n\r\n";
    }
}
