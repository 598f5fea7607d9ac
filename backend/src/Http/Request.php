<?php
/**
 * One HTTP request as the handlers and the inbox see it: method, query, server variables (headers
 * as HTTP_*, REMOTE_ADDR, HTTPS, SCRIPT_NAME), cookies and the body. Made from PHP's globals by
 * fromGlobals(), or by a test in-process.
 */

declare(strict_types=1);

namespace AntennaBackend\Http;

final class Request
{
    /** @var \Closure(int): string|string the body, or what reads it (at most the given bytes) */
    private \Closure|string $body;

    /**
     * @param array<string, mixed> $query
     * @param array<string, mixed> $server
     * @param array<string, mixed> $cookies as PHP reads them: "name[]=" makes an array
     * @param array<string, mixed>|null $form the parsed form fields, when PHP parsed them already
     * @param bool $truncated whether PHP dropped some of the parameters or cookies (max_input_vars)
     */
    public function __construct(
        public readonly string $method,
        public readonly array $query = [],
        public readonly array $server = [],
        public readonly array $cookies = [],
        \Closure|string $body = '',
        private readonly ?array $form = null,
        private readonly bool $truncated = false,
    ) {
        $this->body = $body;
    }

    public static function fromGlobals(): self
    {
        $read = static function (int $limit): string {
            $in = fopen('php://input', 'rb');
            $body = $in === false ? false : stream_get_contents($in, $limit);
            return $body === false ? '' : $body;
        };
        // PHP drops what is beyond max_input_vars before any script runs, with only a warning.
        $dropped = str_contains((string) (error_get_last()['message'] ?? ''), 'Input variables exceeded');
        return new self(strtoupper((string) ($_SERVER['REQUEST_METHOD'] ?? 'GET')), $_GET, $_SERVER, $_COOKIE, $read,
            ($_SERVER['REQUEST_METHOD'] ?? '') === 'POST' ? $_POST : null, $dropped);
    }

    /**
     * Why this is not a request an entry point's own pages make, or null: PHP dropped some of its
     * parameters or cookies (more than max_input_vars), or one of those the entry point reads was
     * sent as a list ("id[]=1"), which PHP makes an array where text is expected.
     *
     * @param list<string> $query the query parameters the entry point reads
     * @param list<string> $cookies the cookies it reads
     * @param list<string> $form the fields of a posted form it reads
     */
    public function malformed(array $query, array $cookies, array $form = []): ?string
    {
        if ($this->truncated) {
            return 'more parameters or cookies than PHP takes (max_input_vars)';
        }
        $fields = $form === [] || $this->method !== 'POST' ? [] : $this->form();
        foreach (['parameter' => [$this->query, $query], 'cookie' => [$this->cookies, $cookies], 'form field' => [$fields, $form]]
            as $kind => [$values, $names]) {
            foreach ($names as $name) {
                if (isset($values[$name]) && !\is_string($values[$name])) {
                    return 'the ' . $kind . ' "' . $name . '" is not text';
                }
            }
        }
        return null;
    }

    /** A request header (as PHP names it: HTTP_USER_AGENT, CONTENT_TYPE), or null. */
    public function server(string $key): ?string
    {
        $value = $this->server[$key] ?? null;
        return \is_string($value) ? $value : null;
    }

    /** A request header reduced to printable ASCII and a maximum length (or null). */
    public function headerText(string $key, int $max): ?string
    {
        $value = $this->server($key);
        return $value === null || $value === '' ? null : substr(preg_replace('/[^\x20-\x7E]/', '?', $value) ?? '', 0, $max);
    }

    /** The media type (lower case, without parameters) and its charset parameter. @return array{0: string, 1: ?string} */
    public function contentType(): array
    {
        $parts = explode(';', (string) ($this->server('CONTENT_TYPE') ?? $this->server('HTTP_CONTENT_TYPE')));
        $charset = null;
        foreach (\array_slice($parts, 1) as $param) {
            $kv = explode('=', $param, 2);
            if (strtolower(trim($kv[0])) === 'charset' && isset($kv[1])) {
                $charset = strtolower(trim(trim($kv[1]), '"'));
            }
        }
        return [strtolower(trim($parts[0])), $charset];
    }

    /** The body, or null when it is (or says it is) larger than $limit bytes. */
    public function body(int $limit): ?string
    {
        $declared = $this->server('CONTENT_LENGTH') ?? '';
        if ($declared !== '' && (preg_match('/^\d{1,18}$/D', $declared) !== 1 || (int) $declared > $limit)) {
            return null;
        }
        if (!\is_string($this->body)) {
            $this->body = ($this->body)($limit + 1); // read once
        }
        $body = $this->body;
        return \strlen($body) > $limit ? null : $body;
    }

    /** The fields of a posted form (application/x-www-form-urlencoded). @return array<string, mixed> */
    public function form(): array
    {
        if ($this->form !== null) {
            return $this->form;
        }
        parse_str((string) $this->body(1 << 20), $fields);
        return $fields;
    }

    /** HTTPS to the browser: directly, or as a trusted proxy says. @param list<string> $trustedProxies */
    public function isHttps(array $trustedProxies): bool
    {
        $https = strtolower((string) $this->server('HTTPS'));
        if ($https !== '' && $https !== 'off') {
            return true;
        }
        $remote = Net::normalise((string) $this->server('REMOTE_ADDR')) ?? '';
        foreach ($trustedProxies as $proxy) {
            if (Net::inRange($remote, $proxy)) {
                return strtolower(trim((string) $this->server('HTTP_X_FORWARDED_PROTO'))) === 'https';
            }
        }
        return false;
    }
}
