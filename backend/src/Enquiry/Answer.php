<?php
/**
 * The handlers' answers: always text/plain, one sentence of Messages (or Forms) and a line feed,
 * never HTML, a path or an error detail, with headers that keep them out of caches, frames,
 * referrers and search engines. The site shows the text verbatim in an alert whatever the status.
 */

declare(strict_types=1);

namespace AntennaBackend\Enquiry;

use AntennaBackend\Http\Response;

final class Answer
{
    /** @param array<string, string> $headers added to (or replacing) the defaults */
    public static function of(int $status, string $sentence, array $headers = []): Response
    {
        return new Response($status, array_replace([
            'Content-Type' => 'text/plain; charset=utf-8',
            'X-Content-Type-Options' => 'nosniff',
            'Cache-Control' => 'no-store',
            'Content-Security-Policy' => "default-src 'none'; frame-ancestors 'none'",
            'Referrer-Policy' => 'no-referrer',
            'X-Robots-Tag' => 'noindex',
            'Vary' => 'Origin',
        ], $headers), $status === 204 || $sentence === '' ? '' : $sentence . "\n");
    }
}
