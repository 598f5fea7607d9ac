<?php
/**
 * What the inbox sends: HTML pages, redirects after a change, and its security headers (no
 * script may run, no framing, nothing cached, no referrer, not indexed).
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

final class Reply
{
    /** @param array<string, string> $headers */
    public static function page(int $status, string $html, array $headers = []): void
    {
        self::headers($status, $headers + ['Content-Type' => 'text/html; charset=utf-8']);
        if (($_SERVER['REQUEST_METHOD'] ?? '') !== 'HEAD') {
            echo $html;
        }
    }

    /** A page with one sentence: refusals and errors. */
    public static function message(int $status, string $heading, string $text, bool $signedIn = false, string $csrf = ''): void
    {
        self::page($status, View::page($heading, View::render('message', ['heading' => $heading, 'text' => $text]), $signedIn, $csrf));
    }

    /** 303: after a change, the page to look at next. */
    public static function redirect(string $location): void
    {
        self::headers(303, ['Location' => $location, 'Content-Type' => 'text/plain; charset=utf-8']);
    }

    /** @param array<string, string> $headers */
    public static function headers(int $status, array $headers): void
    {
        http_response_code($status);
        header_remove('X-Powered-By');
        $defaults = [
            'Content-Security-Policy' => View::contentSecurityPolicy(),
            'X-Content-Type-Options' => 'nosniff',
            'X-Frame-Options' => 'DENY',
            'Referrer-Policy' => 'no-referrer',
            'Cache-Control' => 'no-store',
            'X-Robots-Tag' => 'noindex, nofollow',
        ];
        foreach ($headers + $defaults as $name => $value) {
            header($name . ': ' . $value);
        }
    }
}
