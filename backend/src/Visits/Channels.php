<?php
/**
 * Where a visit came from, by its first page view: a campaign (the address carried campaign tags,
 * e.g. a flyer's QR code or an ad's link), a search engine, a social network, another site (the
 * referring host), or direct (no referring site: typed, bookmarked, an app, or a site that sends no
 * referrer).
 */

declare(strict_types=1);

namespace AntennaBackend\Visits;

final class Channels
{
    public const NAMES = ['campaign' => 'Campaigns', 'search' => 'Search engines', 'social' => 'Social networks',
        'other' => 'Other sites', 'direct' => 'Direct'];

    /** Hosts (and their subdomains) of search engines; google and yandex under any country's domain. */
    private const SEARCH = '~(^|\.)(google|yandex)\.[a-z.]+$|(^|\.)(bing\.com|duckduckgo\.com|yahoo\.com|ecosia\.org|baidu\.com|startpage\.com|'
        . 'search\.brave\.com|qwant\.com|ask\.com|aol\.com|yahoo\.co\.jp|naver\.com|seznam\.cz|kagi\.com)$~';

    private const SOCIAL = '~(^|\.)(facebook\.com|fb\.me|instagram\.com|t\.co|twitter\.com|x\.com|linkedin\.com|lnkd\.in|youtube\.com|'
        . 'pinterest\.[a-z.]+|reddit\.com|tiktok\.com|nextdoor\.[a-z.]+|threads\.net|snapchat\.com|tumblr\.com|mastodon\.social|bsky\.app)$~';

    /**
     * @param array{referrer: ?string, source: ?string, medium: ?string, campaign: ?string} $view the visit's first view
     * @return array{0: string, 1: string} the channel and a name within it (the host, or the campaign's source)
     */
    public static function of(array $view): array
    {
        if ($view['source'] !== null || $view['medium'] !== null || $view['campaign'] !== null) {
            return ['campaign', (string) ($view['source'] ?? $view['campaign'] ?? $view['medium'])];
        }
        $host = $view['referrer'];
        return match (true) {
            $host === null => ['direct', ''],
            preg_match(self::SEARCH, $host) === 1 => ['search', $host],
            preg_match(self::SOCIAL, $host) === 1 => ['social', $host],
            default => ['other', $host],
        };
    }
}
