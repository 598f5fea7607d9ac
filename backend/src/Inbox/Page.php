<?php
/**
 * What the inbox answers with: HTML pages, redirects after a change, the CSV download, each with
 * the inbox's security headers (no script may run, no framing, nothing cached, no referrer, not
 * indexed).
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use AntennaBackend\Http\Response;

final class Page
{
    /** @param array<string, string> $headers */
    public static function html(int $status, string $html, array $headers = []): Response
    {
        return new Response($status, self::headers($headers + ['Content-Type' => 'text/html; charset=utf-8']), $html);
    }

    /** A page with one sentence: refusals and errors. */
    public static function message(int $status, string $heading, string $text, bool $signedIn = false, string $csrf = ''): Response
    {
        return self::html($status, View::page($heading, View::render('message', ['heading' => $heading, 'text' => $text]), $signedIn, $csrf));
    }

    /** 303: after a change, the page to look at next. */
    public static function redirect(string $location): Response
    {
        return new Response(303, self::headers(['Location' => $location, 'Content-Type' => 'text/plain; charset=utf-8']));
    }

    /** @param \Closure(resource): void $write */
    public static function download(string $type, string $filename, \Closure $write): Response
    {
        return new Response(200, self::headers([
            'Content-Type' => $type,
            'Content-Disposition' => 'attachment; filename="' . $filename . '"',
        ]), $write);
    }

    /**
     * @param array<string, string> $headers
     * @return array<string, string>
     */
    private static function headers(array $headers): array
    {
        return $headers + [
            'Content-Security-Policy' => View::contentSecurityPolicy(),
            'X-Content-Type-Options' => 'nosniff',
            'X-Frame-Options' => 'DENY',
            'Referrer-Policy' => 'no-referrer',
            'Cache-Control' => 'no-store',
            'X-Robots-Tag' => 'noindex, nofollow',
        ];
    }
}
