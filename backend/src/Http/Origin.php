<?php
/** Origins as the Origin header and the config's allowed_origins give them. */

declare(strict_types=1);

namespace AntennaBackend\Http;

final class Origin
{
    /** Lower-cased "scheme://host[:port]" without a trailing slash, or null when it is none. */
    public static function normalise(string $origin): ?string
    {
        $origin = rtrim(strtolower(trim($origin)), '/');
        return preg_match('~^https?://[a-z0-9.\-\[\]:]+$~', $origin) === 1 ? $origin : null;
    }
}
