<?php
/**
 * The same requests as HttpClient, answered in this process by an entry point's handle() (a
 * Request in, a Response out) instead of over a socket: what PHP would make of the request line,
 * headers, cookies and body is made here, as PHP makes it (arrays from "name[]" included), with
 * the headers HttpClient sends by default. The work an answer leaves for later (the notification)
 * runs before request() returns, as it does under php -S, which cannot let the visitor go first.
 * Its answers are checked after the test as HttpClient's are.
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
     * @param string|null $script SCRIPT_NAME of the entry point, as the web server would set it;
     *        null: the path's, as php -S sets it (index.php for a path ending in "/")
     */
    public function __construct(private readonly \Closure $handle, private readonly string $from = '127.0.0.1',
        private readonly ?string $script = '/antenna-backend/inbox/index.php')
    {
    }

    /** @param array<string, string|null> $headers null removes a default header */
    public function request(string $method, string $path, array $headers = [], ?string $body = null): Response
    {
        $file = (string) parse_url($path, PHP_URL_PATH);
        $server = ['REQUEST_METHOD' => $method, 'REQUEST_URI' => $path, 'REMOTE_ADDR' => $this->from,
            'SCRIPT_NAME' => $this->script ?? $file . (str_ends_with($file, '/') ? 'index.php' : '')];
        $all = ['Host' => '127.0.0.1', 'User-Agent' => 'antenna-backend-tests', 'X-Forwarded-For' => HttpClient::nextIp()];
        if ($body !== null) {
            $all += ['Content-Type' => 'application/x-www-form-urlencoded; charset=UTF-8', 'Content-Length' => (string) \strlen($body)];
        }
        foreach ([...$all, ...$headers] as $name => $value) {
            $key = strtoupper(str_replace('-', '_', $name));
            $key = \in_array($key, ['CONTENT_TYPE', 'CONTENT_LENGTH'], true) ? $key : 'HTTP_' . $key;
            if ($value === null) {
                unset($server[$key]);
            } else {
                $server[$key] = $value;
            }
        }
        parse_str((string) parse_url($path, PHP_URL_QUERY), $query);
        // PHP reads "a=1; b=2" as it reads a query string, each value URL-decoded.
        parse_str(str_replace(['; ', ';'], '&', (string) ($server['HTTP_COOKIE'] ?? '')), $cookies);
        $t0 = microtime(true);
        $answer = ($this->handle)(new Request($method, $query, $server, $cookies, $body ?? ''));
        $response = Response::of($answer, microtime(true) - $t0);
        $answer->runAfter(false);
        return HttpClient::remember($method . ' ' . $path . ' (in-process)', $response);
    }

    /**
     * @param array<string, string> $fields
     * @param array<string, string|null> $headers
     */
    public function post(string $path, array $fields, array $headers = []): Response
    {
        return $this->request('POST', $path, $headers, http_build_query($fields, '', '&', PHP_QUERY_RFC1738));
    }
}
