<?php
/**
 * What a request is answered with: status, headers, cookies and a body (text, or a function that
 * writes it, for a download), plus work to do once the visitor has the answer (the e-mail
 * notification). Emitter sends it; a test reads it in-process.
 */

declare(strict_types=1);

namespace AntennaBackend\Http;

final class Response
{
    /**
     * @param array<string, string> $headers
     * @param string|\Closure(resource): void $body
     * @param list<string> $cookies values of Set-Cookie headers
     * @param list<\Closure(bool): void> $after given whether the visitor was let go first
     */
    public function __construct(
        public readonly int $status,
        public readonly array $headers = [],
        public readonly string|\Closure $body = '',
        public readonly array $cookies = [],
        private readonly array $after = [],
    ) {
    }

    public function header(string $name): ?string
    {
        foreach ($this->headers as $key => $value) {
            if (strcasecmp($key, $name) === 0) {
                return $value;
            }
        }
        return null;
    }

    /** @param array<string, string> $headers added, replacing those of the same name */
    public function withHeaders(array $headers): self
    {
        return new self($this->status, array_replace($this->headers, $headers), $this->body, $this->cookies, $this->after);
    }

    public function withCookie(string $setCookie): self
    {
        return new self($this->status, $this->headers, $this->body, [...$this->cookies, $setCookie], $this->after);
    }

    /** @param \Closure(bool): void $work done after the answer, told whether the visitor was let go first */
    public function then(\Closure $work): self
    {
        return new self($this->status, $this->headers, $this->body, $this->cookies, [...$this->after, $work]);
    }

    public function runAfter(bool $visitorGone): void
    {
        foreach ($this->after as $work) {
            $work($visitorGone);
        }
    }

    /** The body as text (a written body is written into memory). */
    public function text(): string
    {
        if (\is_string($this->body)) {
            return $this->body;
        }
        $out = fopen('php://memory', 'w+b');
        ($this->body)($out);
        rewind($out);
        $text = (string) stream_get_contents($out);
        fclose($out);
        return $text;
    }
}
