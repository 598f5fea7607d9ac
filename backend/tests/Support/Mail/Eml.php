<?php
/** A notification as written by the "file" transport (or captured by the fake SMTP server). */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support\Mail;

final class Eml
{
    /** @param array<string, list<string>> $headers raw (still encoded) values, unfolded */
    private function __construct(public readonly string $headerBlock, public readonly array $headers, public readonly string $body)
    {
    }

    public static function parse(string $raw): self
    {
        [$head, $body] = explode("\r\n\r\n", $raw, 2) + [1 => ''];
        $headers = [];
        foreach (explode("\r\n", (string) preg_replace("/\r\n[ \t]+/", ' ', $head)) as $line) {
            $kv = explode(':', $line, 2);
            $headers[strtolower($kv[0])][] = trim($kv[1] ?? '');
        }
        $encoding = strtolower($headers['content-transfer-encoding'][0] ?? '');
        $body = match ($encoding) {
            'quoted-printable' => quoted_printable_decode($body),
            'base64' => (string) base64_decode($body),
            default => $body,
        };
        return new self($head, $headers, $body);
    }

    public static function fromFile(string $file): self
    {
        return self::parse((string) file_get_contents($file));
    }

    /** The header's value with RFC 2047 encoded-words decoded, or null. */
    public function header(string $name): ?string
    {
        $raw = $this->headers[strtolower($name)][0] ?? null;
        return $raw === null ? null : (string) iconv_mime_decode($raw, ICONV_MIME_DECODE_CONTINUE_ON_ERROR, 'UTF-8');
    }

    public function count(string $name): int
    {
        return \count($this->headers[strtolower($name)] ?? []);
    }
}
