<?php
/** Small IP helpers (no extension needed beyond the standard library). */

declare(strict_types=1);

namespace AntennaBackend\Http;

final class Net
{
    public static function isIpOrCidr(string $value): bool
    {
        if (filter_var($value, FILTER_VALIDATE_IP) !== false) {
            return true;
        }
        if (preg_match('~^([0-9a-fA-F:.]+)/(\d{1,3})$~', $value, $m) !== 1) {
            return false;
        }
        $packed = @inet_pton($m[1]);
        return $packed !== false && (int) $m[2] <= \strlen($packed) * 8;
    }

    public static function inRange(string $ip, string $range): bool
    {
        if (!str_contains($range, '/')) {
            $a = @inet_pton($ip);
            $b = @inet_pton($range);
            return $a !== false && $a === $b;
        }
        [$net, $bits] = explode('/', $range, 2);
        $ipBin = @inet_pton($ip);
        $netBin = @inet_pton($net);
        if ($ipBin === false || $netBin === false || \strlen($ipBin) !== \strlen($netBin)) {
            return false;
        }
        $bits = (int) $bits;
        $bytes = intdiv($bits, 8);
        if (substr($ipBin, 0, $bytes) !== substr($netBin, 0, $bytes)) {
            return false;
        }
        $rest = $bits % 8;
        if ($rest === 0) {
            return true;
        }
        $mask = (0xFF << (8 - $rest)) & 0xFF;
        return (\ord($ipBin[$bytes]) & $mask) === (\ord($netBin[$bytes]) & $mask);
    }

    /**
     * An address in one canonical form: IPv4-mapped IPv6 (::ffff:203.0.113.5, as a server
     * listening on [::] sees IPv4 visitors) as plain IPv4, IPv6 lower-cased and shortened, a port
     * (198.51.100.7:5555, [2001:db8::7]:443) left out. Null if it is no address.
     */
    public static function normalise(string $value): ?string
    {
        $value = trim($value);
        if (preg_match('/^\[([0-9A-Fa-f:.]+)\](?::\d{1,5})?$/', $value, $m) === 1) {
            $value = $m[1];
        } elseif (preg_match('/^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/', $value, $m) === 1) {
            $value = $m[1];
        }
        if (filter_var($value, FILTER_VALIDATE_IP) === false) {
            return null;
        }
        $packed = (string) inet_pton($value);
        if (\strlen($packed) === 16 && str_starts_with($packed, str_repeat("\0", 10) . "\xFF\xFF")) {
            $packed = substr($packed, 12);
        }
        return (string) inet_ntop($packed);
    }

    /**
     * The client's address: REMOTE_ADDR, unless that is a trusted proxy, in which case the
     * right-most X-Forwarded-For hop that is not itself a trusted proxy. A hop that is no address
     * ("unknown", an obfuscated identifier) still names the client its proxy saw: it is kept as
     * text (printable ASCII, 45 characters at most) rather than falling back to the proxy, which
     * would put every such visitor into the proxy's bucket.
     *
     * @param array<string, mixed> $server
     * @param list<string> $trusted
     */
    public static function clientIp(array $server, array $trusted): string
    {
        $remote = self::normalise((string) ($server['REMOTE_ADDR'] ?? '')) ?? '0.0.0.0';
        if (!self::isTrusted($remote, $trusted)) {
            return $remote;
        }
        $header = (string) ($server['HTTP_X_FORWARDED_FOR'] ?? '');
        if (trim($header) === '') {
            return $remote;
        }
        foreach (array_reverse(explode(',', $header)) as $hop) {
            $ip = self::normalise($hop);
            if ($ip === null) {
                $text = substr((string) preg_replace('/[^\x21-\x7E]/', '', $hop), 0, 45);
                return $text === '' ? 'unknown' : $text;
            }
            if (!self::isTrusted($ip, $trusted)) {
                return $ip;
            }
        }
        return $remote;
    }

    /**
     * The rate-limit bucket of an address: the address itself for IPv4, its
     * /64 network for IPv6 (one subscriber usually holds a whole /64).
     */
    public static function rateKey(string $ip): string
    {
        $ip = self::normalise($ip) ?? $ip;
        if (!str_contains($ip, ':')) {
            return $ip;
        }
        $packed = @inet_pton($ip);
        if ($packed === false || \strlen($packed) !== 16) {
            return $ip;
        }
        $prefix = inet_ntop(substr($packed, 0, 8) . str_repeat("\0", 8));
        return ($prefix === false ? $ip : $prefix) . '/64';
    }

    /** @param list<string> $trusted */
    private static function isTrusted(string $ip, array $trusted): bool
    {
        foreach ($trusted as $range) {
            if (self::inRange($ip, $range)) {
                return true;
            }
        }
        return false;
    }
}
