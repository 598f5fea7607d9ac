<?php
/**
 * The front of bin/dev-server.php: it listens on the dev server's own port and passes requests to
 * PHP's built-in server on a private one, refusing first what that server cannot survive or must
 * not serve. php -S allocates a request's declared Content-Length before any PHP runs, so one
 * request claiming 100 GB ended it; it serves one request at a time per worker, so idle
 * connections held it; and without its router it serves every file of the folder. The guard
 * answers those itself: 413 for a body declared larger than MAX_BODY or of unknown length
 * (Transfer-Encoding), 404 for any path but exactly the entry points' (the handlers, the visit
 * counter, the sign-in, the inbox), 408 for a request not sent in full within REQUEST_SECONDS (a
 * connection that sent nothing by then is closed), 503 beyond MAX_CONNECTIONS open at once (and a
 * connection where nothing moves for IDLE_SECONDS is closed). stream_select() cannot watch more
 * than about 1,000 sockets, so the cap also keeps it working. It passes each request on from the
 * client's own loopback address, so that the handlers' and the inbox's limits per address hold
 * on the dev server as on a host. One request per connection; everything in one process.
 */

declare(strict_types=1);

namespace AntennaBackend\Dev;

use AntennaBackend\Enquiry\Messages;

final class Guard
{
    /** The entry points, by their path below the web root. */
    private const ENTRY = '(handleContact\.php|handleQuote\.php|count\.php|cms-auth\.php|inbox/|inbox/index\.php)';

    /** The paths the guard passes on to php -S, exactly (its web root is the backend's public/). */
    public const ENTRY_POINTS = '~^/' . self::ENTRY . '$~D';

    /**
     * The same, below a folder of plain names, for bin/dev-router.php, which the tests also give
     * php -S for a site's web root that holds the backend's (/antenna-backend/handleQuote.php).
     */
    public const MOUNTED_ENTRY_POINTS = '~^(?:/[A-Za-z0-9_-]+)*/' . self::ENTRY . '$~D';

    /** The inbox's short and old addresses, which bin/dev-router.php redirects. */
    public const REDIRECTS = '~^/(admin|inbox|admin/|admin/index\.php)$~D';

    /** Largest body passed on (the handlers refuse more than max_body_bytes themselves), as npm start's server. */
    public const MAX_BODY = 1048576;

    /** Seconds a client has from connecting to sending its whole request. */
    public const REQUEST_SECONDS = 5;

    /** Seconds without a byte either way after which a request passed on is given up. */
    public const IDLE_SECONDS = 60;

    /** Connections open at once; more are answered 503 and closed. */
    public const MAX_CONNECTIONS = 128;

    private const MAX_HEAD = 16384;
    /** Bytes a side may have waiting before the other is read no more (a large CSV export). */
    private const BUFFER = 1048576;

    /**
     * @var array<int, array{client: resource, up: ?resource, head: string, toUp: string, toClient: string, left: int,
     *     state: string, until: float, moved: float}> by the client socket's id
     */
    private array $connections = [];

    /** @var array<int, int> the connection of each upstream socket, by its id */
    private array $upstreams = [];

    /** @param resource $listener */
    public function __construct(private $listener, private readonly int $upstreamPort)
    {
    }

    /** Serves until the process is stopped. */
    public function run(): never
    {
        stream_set_blocking($this->listener, false);
        while (true) {
            $this->step(1.0); // at least once a second, for the deadlines
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
            $read = $write = [];
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
        $this->enforceDeadlines(microtime(true));
    }

    /** Takes every connection waiting (so that none waits in the kernel), beyond the cap only to refuse it. */
    private function accept(): void
    {
        for ($i = 0; $i < 256 && ($client = @stream_socket_accept($this->listener, 0)) !== false; $i++) {
            stream_set_blocking($client, false);
            if (\count($this->connections) >= self::MAX_CONNECTIONS) {
                @fwrite($client, self::answer(503, 'Service Unavailable', Messages::UNAVAILABLE));
                fclose($client);
                continue;
            }
            $now = microtime(true);
            $this->connections[(int) $client] = ['client' => $client, 'up' => null, 'head' => '', 'toUp' => '', 'toClient' => '',
                'left' => 0, 'state' => 'head', 'until' => $now + self::REQUEST_SECONDS, 'moved' => $now];
        }
    }

    /**
     * A request begun and not sent in time gets 408; a connection that sent nothing is closed
     * without a word, as a browser's idle spare connection expects; one where nothing moved for
     * too long, or drained, is closed.
     */
    private function enforceDeadlines(float $now): void
    {
        foreach ($this->connections as $key => $c) {
            if ($c['state'] === 'head' && $c['head'] === '' && $now > $c['until']) {
                $this->close($key);
            } elseif (\in_array($c['state'], ['head', 'body'], true) && $c['up'] === null && $now > $c['until']) {
                $this->refuse($key, 408, 'Request Timeout', Messages::MALFORMED);
            } elseif (\in_array($c['state'], ['head', 'body'], true) && $c['up'] !== null && $now > $c['until']) {
                $this->close($key); // its head went on; php -S waits for a body that will not come in time
            } elseif ($c['state'] === 'drain' && $now > $c['until']) {
                $this->close($key);
            } elseif ($now - $c['moved'] > self::IDLE_SECONDS) {
                $this->close($key);
            }
        }
    }

    /** @return array{0: ?int, 1: string} the connection a socket belongs to, and which side it is */
    private function find($socket): array
    {
        $id = (int) $socket;
        if (isset($this->connections[$id])) {
            return [$id, 'client'];
        }
        return isset($this->upstreams[$id]) ? [$this->upstreams[$id], 'up'] : [null, ''];
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
        $c['moved'] = microtime(true);
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
        $up = self::upstream($c['client'], $this->upstreamPort);
        if ($up === null) {
            $this->refuse($key, 502, 'Bad Gateway', 'The form handlers are not running.');
            return;
        }
        stream_set_blocking($up, false);
        $c['up'] = $up;
        $this->upstreams[(int) $up] = $key;
        $c['state'] = 'body';
        $c['left'] = self::declaredLength($head);
        $c['toUp'] = self::oneRequest($head);
        $this->forwardBody($key, $rest);
    }

    /**
     * A connection to php -S from the client's own loopback address (127.0.0.2 stays 127.0.0.2,
     * as REMOTE_ADDR), so that limits per address work; from any address where that cannot be.
     *
     * @param resource $client
     * @return resource|null
     */
    private static function upstream($client, int $port)
    {
        $from = (string) preg_replace('/:\d+$/', '', (string) stream_socket_get_name($client, true));
        $target = 'tcp://127.0.0.1:' . $port;
        if (str_starts_with($from, '127.')) {
            $bound = @stream_socket_client($target, $errno, $error, 5, STREAM_CLIENT_CONNECT,
                stream_context_create(['socket' => ['bindto' => $from . ':0']]));
            if ($bound !== false) {
                return $bound;
            }
        }
        $up = @stream_socket_client($target, $errno, $error, 5);
        return $up === false ? null : $up;
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
            unset($this->upstreams[(int) $c['up']]);
            fclose($c['up']);
            $c['up'] = null;
            $c['state'] = 'done';
            if ($c['toClient'] === '') {
                $this->close($key);
            }
            return;
        }
        $c['toClient'] .= $data;
        $c['moved'] = microtime(true);
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
        $c['moved'] = microtime(true);
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
        $c = &$this->connections[$key];
        $c['toClient'] = self::answer($status, $reason, $sentence);
        $c['state'] = 'refused';
    }

    private static function answer(int $status, string $reason, string $sentence): string
    {
        $body = $sentence . "\n";
        return "HTTP/1.1 {$status} {$reason}\r\nContent-Type: text/plain; charset=utf-8\r\n"
            . 'Content-Length: ' . \strlen($body) . "\r\nConnection: close\r\n\r\n" . $body;
    }

    private function close(int $key): void
    {
        $c = $this->connections[$key];
        @fclose($c['client']);
        if ($c['up'] !== null) {
            unset($this->upstreams[(int) $c['up']]);
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
