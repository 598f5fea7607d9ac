<?php
/**
 * A visitor of the inbox for the tests: plain HTTP (HttpClient), or the same requests answered
 * in-process (InProcessClient), plus the cookies the server set, the CSRF token of the last page,
 * and what its HTML shows (DOMDocument).
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support\Http;

final class Browser
{
    /** @var array<string, string> */
    public array $cookies = [];
    public ?Response $last = null;

    public function __construct(private readonly HttpClient|InProcessClient $http, private readonly string $client = '203.0.113.10')
    {
    }

    public function get(string $path): Response
    {
        return $this->remember($this->http->request('GET', $path, $this->headers()));
    }

    /** @param array<string, string> $fields */
    public function post(string $path, array $fields): Response
    {
        return $this->remember($this->http->request('POST', $path, $this->headers(), http_build_query($fields)));
    }

    /** Posts a form of the last page with its CSRF token. @param array<string, string> $fields */
    public function submit(array $fields, string $path = '/inbox/'): Response
    {
        return $this->post($path, $fields + ['csrf' => $this->csrf()]);
    }

    public function signIn(string $password, string $path = '/inbox/'): Response
    {
        $this->get($path);
        return $this->submit(['action' => 'signin', 'password' => $password], $path);
    }

    public function csrf(): string
    {
        $input = $this->xpath()->query('//input[@name="csrf"]')->item(0);
        return $input instanceof \DOMElement ? $input->getAttribute('value') : '';
    }

    public function xpath(?Response $page = null): \DOMXPath
    {
        $doc = new \DOMDocument();
        @$doc->loadHTML('<?xml encoding="utf-8"?>' . ($page ?? $this->last)?->body, LIBXML_NOERROR);
        return new \DOMXPath($doc);
    }

    /** The text of the elements an XPath expression selects, whitespace collapsed. @return list<string> */
    public function texts(string $expression, ?Response $page = null): array
    {
        $out = [];
        foreach ($this->xpath($page)->query($expression) ?: [] as $node) {
            $out[] = trim((string) preg_replace('/\s+/u', ' ', $node->textContent));
        }
        return $out;
    }

    /** @return list<int> the enquiries the list page links to, in order */
    public function listedIds(?Response $page = null): array
    {
        $ids = [];
        foreach ($this->xpath($page)->query('//tbody//a/@href') ?: [] as $href) {
            if (preg_match('/\?id=(\d+)$/', $href->nodeValue, $m) === 1) {
                $ids[] = (int) $m[1];
            }
        }
        return $ids;
    }

    /** @return array<string, string> */
    private function headers(): array
    {
        $headers = ['X-Forwarded-For' => $this->client];
        if ($this->cookies !== []) {
            $headers['Cookie'] = implode('; ', array_map(static fn ($k, $v) => "{$k}={$v}", array_keys($this->cookies), $this->cookies));
        }
        return $headers;
    }

    private function remember(Response $r): Response
    {
        foreach ($r->headers('set-cookie') as $line) {
            [$pair] = explode(';', $line, 2);
            [$name, $value] = explode('=', $pair, 2) + [1 => ''];
            if ($value === '' || $value === 'deleted') {
                unset($this->cookies[$name]);
            } else {
                $this->cookies[$name] = $value;
            }
        }
        return $this->last = $r;
    }
}
