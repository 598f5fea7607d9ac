<?php
/**
 * The same requests as HttpClient, answered in this process by an entry point's handle() (a
 * Request in, a Response out) instead of over a socket: what PHP would make of the request line,
 * headers, cookies and body is made here, as PHP makes it (arrays from "name[]" included).
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support\Http;

use AntennaBackend\Http\Request;
use AntennaBackend\Http\Response as BackendResponse;

final class InProcessClient
{
    /**
     * @param \Closure(Request): BackendResponse $handle
     * @param string $from the client's own address (REMOTE_ADDR)
     * @param string $script SCRIPT_NAME of the entry point, as the web server would set it
     */
    public function __construct(private readonly \Closure $handle, private readonly string $from = '127.0.0.1',
        private readonly string $script = '/antenna-backend/inbox/index.php')
    {
    }

    /** @param array<string, string|null> $headers */
    public function request(string $method, string $path, array $headers = [], ?string $body = null): Response
    {
        $server = ['REQUEST_METHOD' => $method, 'REQUEST_URI' => $path, 'REMOTE_ADDR' => $this->from, 'SCRIPT_NAME' => $this->script];
        if ($body !== null) {
            $headers += ['Content-Type' => 'application/x-www-form-urlencoded', 'Content-Length' => (string) \strlen($body)];
        }
        foreach ($headers as $name => $value) {
            $key = strtoupper(str_replace('-', '_', $name));
            if ($value !== null) {
                $server[\in_array($key, ['CONTENT_TYPE', 'CONTENT_LENGTH'], true) ? $key : 'HTTP_' . $key] = $value;
            }
        }
        parse_str((string) parse_url($path, PHP_URL_QUERY), $query);
        // PHP reads "a=1; b=2" as it reads a query string, each value URL-decoded.
        parse_str(str_replace(['; ', ';'], '&', (string) ($server['HTTP_COOKIE'] ?? '')), $cookies);
        $t0 = microtime(true);
        $answer = ($this->handle)(new Request($method, $query, $server, $cookies, $body ?? ''));
        return Response::of($answer, microtime(true) - $t0);
    }
}
