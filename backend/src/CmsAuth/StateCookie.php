<?php
/**
 * The sign-in's "state": a random value sent to the provider and kept in a cookie of the editor's
 * browser, so that only the browser that pressed Login can finish the sign-in, once, within
 * state_seconds. The cookie is HttpOnly, SameSite=Lax (the provider's redirect back is a top-level
 * navigation from another site, on which a Strict cookie would not be sent), Secure over https,
 * and scoped to the endpoint's path. It carries its time of issue and a MAC keyed with the client
 * secret, so a cookie this server did not issue, or an old one, is refused; a state already
 * answered is refused too (UsedStates), even when a client kept the cookie.
 */

declare(strict_types=1);

namespace AntennaBackend\CmsAuth;

final class StateCookie
{
    public const NAME = 'cms_sign_in';

    public function __construct(private readonly string $key, private readonly int $lifetime)
    {
    }

    /** @return array{0: string, 1: string} the state, and the cookie's value */
    public function issue(int $now): array
    {
        $state = self::base64url(random_bytes(32));
        return [$state, $now . '.' . $state . '.' . $this->mac($now, $state)];
    }

    /**
     * Why the state the provider sent back does not prove this browser started the sign-in, or
     * null when it does.
     */
    public function refusal(?string $cookie, ?string $state, int $now): ?string
    {
        if ($cookie === null || $cookie === '') {
            return Refusal::STATE_MISSING;
        }
        $parts = explode('.', $cookie);
        if (\count($parts) !== 3 || preg_match('/^\d{1,12}$/D', $parts[0]) !== 1) {
            return Refusal::STATE_WRONG;
        }
        [$issued, $expected, $mac] = [(int) $parts[0], $parts[1], $parts[2]];
        if (!hash_equals($this->mac($issued, $expected), $mac)) {
            return Refusal::STATE_WRONG;
        }
        if ($issued + $this->lifetime < $now || $issued > $now + 60) {
            return Refusal::STATE_MISSING;
        }
        return $state !== null && hash_equals($expected, $state) ? null : Refusal::STATE_WRONG;
    }

    /** When the sign-in of a cookie refusal() accepted expires. */
    public function expires(string $cookie): int
    {
        return (int) explode('.', $cookie)[0] + $this->lifetime;
    }

    /** The Set-Cookie value that keeps $value for the sign-in's lifetime (or, with '', removes it). */
    public function header(string $value, string $path, bool $secure): string
    {
        return self::NAME . '=' . $value . '; Max-Age=' . ($value === '' ? 0 : $this->lifetime) . '; Path=' . $path
            . ($secure ? '; Secure' : '') . '; HttpOnly; SameSite=Lax';
    }

    private function mac(int $issued, string $state): string
    {
        return self::base64url(hash_hmac('sha256', 'cms-sign-in|' . $issued . '|' . $state, $this->key, true));
    }

    private static function base64url(string $bytes): string
    {
        return rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
    }
}
