<?php
/** One HTTP answer as the tests read it: status, lower-cased headers, body (by Content-Length). */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support\Http;

final class Response
{
    /** @param array<string, list<string>> $headers */
    public function __construct(
        public readonly int $status,
        public readonly array $headers,
        public readonly string $body,
        public readonly string $raw,
        public readonly float $seconds = 0.0,
    ) {
    }

    public function header(string $name): ?string
    {
        return $this->headers[strtolower($name)][0] ?? null;
    }

    /** @return list<string> every value of a repeated header (Set-Cookie) */
    public function headers(string $name): array
    {
        return $this->headers[strtolower($name)] ?? [];
    }

    /** An answer given in-process, as it would have arrived over HTTP. */
    public static function of(\AntennaBackend\Http\Response $answer, float $seconds = 0.0): self
    {
        $body = $answer->text();
        $head = 'HTTP/1.1 ' . $answer->status . "\r\n";
        foreach ($answer->headers + ['Content-Length' => (string) \strlen($body)] as $name => $value) {
            $head .= $name . ': ' . $value . "\r\n";
        }
        foreach ($answer->cookies as $cookie) {
            $head .= 'Set-Cookie: ' . $cookie . "\r\n";
        }
        return self::parse($head . "\r\n" . $body, $seconds);
    }

    public static function parse(string $raw, float $seconds = 0.0): self
    {
        $split = strpos($raw, "\r\n\r\n");
        if ($split === false) {
            return new self(0, [], '', $raw, $seconds);
        }
        $head = explode("\r\n", substr($raw, 0, $split));
        $body = substr($raw, $split + 4);
        $status = preg_match('~^HTTP/1\.[01] (\d{3})~', $head[0], $m) === 1 ? (int) $m[1] : 0;
        $headers = [];
        foreach (\array_slice($head, 1) as $line) {
            $kv = explode(':', $line, 2);
            $headers[strtolower(trim($kv[0]))][] = trim($kv[1] ?? '');
        }
        $length = $headers['content-length'][0] ?? null;
        if ($length !== null) {
            $body = substr($body, 0, (int) $length);
        }
        return new self($status, $headers, $body, $raw, $seconds);
    }
}
