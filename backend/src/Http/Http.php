<?php
/**
 * Plain-text HTTP answers and the request checks shared by both handlers.
 */

declare(strict_types=1);

namespace AntennaBackend\Http;

final class Http
{
    public const FORM_TYPE = 'application/x-www-form-urlencoded';

    /** @var array<string, string> headers added to every answer (CORS) */
    private static array $extra = [];

    private static bool $sent = false;

    public static function addHeader(string $name, string $value): void
    {
        self::$extra[$name] = $value;
    }

    public static function sent(): bool
    {
        return self::$sent || headers_sent();
    }

    /**
     * Sends one plain-text answer. The body is a single sentence followed by
     * a line feed; Content-Length is set so that the client may finish
     * reading while the script goes on (e-mail notification).
     *
     * @param array<string, string> $headers
     */
    public static function respond(int $status, string $text, array $headers = []): void
    {
        if (self::sent()) {
            return;
        }
        self::$sent = true;
        // Drop anything buffered by accident: only our sentence is answered.
        while (ob_get_level() > 0) {
            ob_end_clean();
        }
        $body = $status === 204 || $text === '' ? '' : $text . "\n";
        http_response_code($status);
        header_remove('X-Powered-By');
        $defaults = [
            'Content-Type' => 'text/plain; charset=utf-8',
            'X-Content-Type-Options' => 'nosniff',
            'Cache-Control' => 'no-store',
            'Content-Security-Policy' => "default-src 'none'; frame-ancestors 'none'",
            'Referrer-Policy' => 'no-referrer',
            'X-Robots-Tag' => 'noindex',
            'Vary' => 'Origin',
        ];
        foreach (array_replace($defaults, self::$extra, $headers) as $name => $value) {
            header($name . ': ' . $value);
        }
        if ($status !== 204) {
            header('Content-Length: ' . \strlen($body));
        }
        if (($_SERVER['REQUEST_METHOD'] ?? '') !== 'HEAD') {
            echo $body;
        }
        flush();
    }

    /**
     * Lets the visitor go before slow work (e-mail), where the SAPI can (PHP-FPM, LiteSpeed):
     * true then. Elsewhere the complete answer (with Content-Length) is flushed, but a server or
     * proxy that buffers it may hold it until the script ends: false.
     */
    public static function finishRequest(): bool
    {
        ignore_user_abort(true);
        if (\function_exists('fastcgi_finish_request')) {
            return fastcgi_finish_request();
        }
        if (\function_exists('litespeed_finish_request')) {
            return litespeed_finish_request();
        }
        return false;
    }

    /** The request's Origin header, or null when absent. */
    public static function origin(): ?string
    {
        $origin = $_SERVER['HTTP_ORIGIN'] ?? null;
        return \is_string($origin) ? $origin : null;
    }

    /** The media type (lower case, without parameters) and its charset parameter. */
    public static function contentType(): array
    {
        $raw = (string) ($_SERVER['CONTENT_TYPE'] ?? $_SERVER['HTTP_CONTENT_TYPE'] ?? '');
        $parts = explode(';', $raw);
        $type = strtolower(trim($parts[0]));
        $charset = null;
        foreach (\array_slice($parts, 1) as $param) {
            $kv = explode('=', $param, 2);
            if (strtolower(trim($kv[0])) === 'charset' && isset($kv[1])) {
                $charset = strtolower(trim(trim($kv[1]), '"'));
            }
        }
        return [$type, $charset];
    }

    /**
     * Reads at most $limit bytes of the body; null when it is larger.
     */
    public static function readBody(int $limit): ?string
    {
        $declared = $_SERVER['CONTENT_LENGTH'] ?? '';
        if (\is_string($declared) && $declared !== '') {
            if (preg_match('/^\d{1,18}$/D', $declared) !== 1 || (int) $declared > $limit) {
                return null;
            }
        }
        $in = fopen('php://input', 'rb');
        if ($in === false) {
            return '';
        }
        $body = stream_get_contents($in, $limit + 1);
        fclose($in);
        if ($body === false) {
            return '';
        }
        return \strlen($body) > $limit ? null : $body;
    }

    /** A request header reduced to printable ASCII and a maximum length (or null). */
    public static function headerText(string $key, int $max): ?string
    {
        $value = $_SERVER[$key] ?? null;
        if (!\is_string($value) || $value === '') {
            return null;
        }
        $value = preg_replace('/[^\x20-\x7E]/', '?', $value) ?? '';
        return substr($value, 0, $max);
    }
}
