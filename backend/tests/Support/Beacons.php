<?php
/** What the site's script (src/lib/visits/) reports, as requests the visit counter takes in-process. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support;

use AntennaBackend\Http\Request;

final class Beacons
{
    public const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

    /**
     * @param array<string, string> $fields the beacon's fields (k, p, d, and r or l)
     * @param array<string, string> $server request headers and variables, replacing the defaults
     */
    public static function request(array $fields, array $server = [], string $method = 'POST'): Request
    {
        $body = http_build_query($fields);
        return new Request($method, [], $server + [
            'REMOTE_ADDR' => '198.51.100.7',
            'HTTP_ORIGIN' => Backend::SITE_ORIGIN,
            'HTTP_USER_AGENT' => self::BROWSER,
            'CONTENT_TYPE' => 'application/x-www-form-urlencoded;charset=UTF-8',
            'CONTENT_LENGTH' => (string) \strlen($body),
        ], [], $body);
    }

    /**
     * A page view's fields, as the script sends them for a page at $address: its path, and the
     * campaign tags the address carries (utm_source or src, utm_medium, utm_campaign), nothing else.
     *
     * @return array<string, string>
     */
    public static function view(string $address, ?string $referrer = null, string $device = 'phone'): array
    {
        parse_str((string) parse_url('https://example.com' . $address, PHP_URL_QUERY), $query);
        $tags = array_filter(['s' => $query['utm_source'] ?? $query['src'] ?? null, 'm' => $query['utm_medium'] ?? null,
            'c' => $query['utm_campaign'] ?? null], static fn ($v): bool => \is_string($v) && $v !== '');
        return ['k' => 'view', 'p' => (string) parse_url('https://example.com' . $address, PHP_URL_PATH), 'd' => $device]
            + $tags + ($referrer === null ? [] : ['r' => $referrer]);
    }

    /** @return array<string, string> a tap's fields */
    public static function tap(string $kind, string $page, string $place, string $device = 'phone'): array
    {
        return ['k' => $kind, 'p' => $page, 'l' => $place, 'd' => $device];
    }
}
