<?php
/**
 * One event as the site's script reports it (src/lib/visits/), read from the beacon's fields and
 * cut to what is kept: the kind (a page view, or a tap on Call, WhatsApp, e-mail or "Get Quote"),
 * the page's path (the script sends no query string; one sent anyway is dropped), the campaign
 * tags the landing page's address carried (views), the referring site's host (views), the place of
 * the tap on the page, and phone, tablet or desktop. Text the browser may fill with anything is cut
 * to a length and to valid UTF-8; it is shown escaped.
 */

declare(strict_types=1);

namespace AntennaBackend\Visits;

use AntennaBackend\Storage\Store;

final class Beacon
{
    public const KINDS = ['view', 'call', 'whatsapp', 'email', 'quote'];
    public const PLACES = ['header', 'hero', 'phone-bar', 'floating-button', 'footer', 'body'];
    public const DEVICES = ['phone', 'tablet', 'desktop'];

    /** Characters kept of a path, and of a host or campaign value. */
    public const PATH_LENGTH = 200;
    public const VALUE_LENGTH = 100;

    /** The fields of the campaign tags (utm_source or the short src, utm_medium, utm_campaign). */
    private const TAGS = ['source' => 's', 'medium' => 'm', 'campaign' => 'c'];

    /**
     * @param array<string, mixed> $fields k (kind), p (path), d (device); for a view r (referring host)
     *                                     and s, m, c (campaign tags); for a tap l (place)
     * @return array{kind: string, path: string, place: ?string, referrer: ?string, source: ?string, medium: ?string, campaign: ?string, device: string}
     * @throws \InvalidArgumentException when a field is missing or not one of its known values
     */
    public static function read(array $fields): array
    {
        $text = static fn (string $key): ?string => \is_string($fields[$key] ?? null) ? $fields[$key] : null;
        $kind = $text('k');
        $device = $text('d');
        $page = $text('p');
        if (!\in_array($kind, self::KINDS, true) || !\in_array($device, self::DEVICES, true)) {
            throw new \InvalidArgumentException('unknown kind or device');
        }
        if ($page === null || !str_starts_with($page, '/') || str_starts_with($page, '//')) {
            throw new \InvalidArgumentException('no path of the site');
        }
        $place = null;
        if ($kind !== 'view') {
            $place = $text('l') ?? 'body';
            // The quick-contact actions: a bar along a phone's or tablet's screen, round buttons on a desktop's.
            if ($place === 'floating') {
                $place = $device === 'desktop' ? 'floating-button' : 'phone-bar';
            }
            if (!\in_array($place, self::PLACES, true)) {
                throw new \InvalidArgumentException('unknown place');
            }
        }
        $tags = [];
        foreach (self::TAGS as $tag => $field) {
            $tags[$tag] = $kind === 'view' ? self::value($fields[$field] ?? null) : null;
        }
        return [
            'kind' => $kind,
            'path' => Store::clip(explode('?', explode('#', $page, 2)[0], 2)[0], self::PATH_LENGTH),
            'place' => $place,
            'referrer' => $kind === 'view' ? self::host($text('r')) : null,
            'device' => $device,
        ] + $tags;
    }

    /** A campaign value as it is grouped: trimmed, lower case, cut; null when empty. */
    private static function value(mixed $value): ?string
    {
        if (!\is_string($value)) {
            return null;
        }
        $value = trim(Store::clip($value, self::VALUE_LENGTH));
        return $value === '' ? null : (\function_exists('mb_strtolower') ? mb_strtolower($value, 'UTF-8') : strtolower($value));
    }

    /** A referring host as it is grouped: lower case, without "www."; null when there is none. */
    private static function host(?string $host): ?string
    {
        $host = self::value($host);
        return $host === null ? null : (str_starts_with($host, 'www.') ? substr($host, 4) : $host);
    }
}
