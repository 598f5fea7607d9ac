<?php
/**
 * The inbox's session: PHP's own, stored in the database (SessionHandler), in a cookie that is
 * HttpOnly, SameSite=Strict, Secure over HTTPS and scoped to the inbox's folder. Strict mode refuses
 * ids the server did not issue, the id changes at sign-in (no session fixation), and a session
 * idle for inbox.idle_minutes is signed out. It also holds the CSRF token of every form.
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use PDO;

final class Session
{
    public const COOKIE = 'antenna_inbox';

    private bool $timedOut = false;

    private function __construct(private readonly int $idleSeconds)
    {
    }

    public static function start(PDO $pdo, int $idleMinutes, string $cookiePath, bool $secure): self
    {
        foreach ([
            'session.use_strict_mode' => '1',
            'session.use_only_cookies' => '1',
            'session.use_trans_sid' => '0',
            'session.cache_limiter' => '', // the inbox sends its own Cache-Control: no-store
            'session.gc_maxlifetime' => (string) ($idleMinutes * 60),
            'session.gc_probability' => '1',
            'session.gc_divisor' => '100',
        ] as $key => $value) {
            ini_set($key, $value);
        }
        session_name(self::COOKIE);
        session_set_cookie_params([
            'lifetime' => 0,
            'path' => $cookiePath,
            'secure' => $secure,
            'httponly' => true,
            'samesite' => 'Strict',
        ]);
        session_set_save_handler(new SessionHandler($pdo), true);
        session_start();
        return new self($idleMinutes * 60);
    }

    /** Whether the owner is signed in; a session idle for too long is signed out here. */
    public function signedIn(): bool
    {
        if (!isset($_SESSION['signed_in_at'])) {
            return false;
        }
        if (time() - (int) ($_SESSION['seen'] ?? 0) > $this->idleSeconds) {
            $this->signOut();
            $this->timedOut = true;
            return false;
        }
        $_SESSION['seen'] = time();
        return true;
    }

    public function timedOut(): bool
    {
        return $this->timedOut;
    }

    /** A new session id for the signed-in owner; the one used before signing in is deleted. */
    public function signIn(): void
    {
        session_regenerate_id(true);
        $_SESSION = ['signed_in_at' => time(), 'seen' => time(), 'csrf' => bin2hex(random_bytes(32))];
    }

    public function signOut(): void
    {
        session_regenerate_id(true);
        $_SESSION = [];
    }

    public function csrfToken(): string
    {
        return $_SESSION['csrf'] ??= bin2hex(random_bytes(32));
    }

    public function csrfValid(mixed $token): bool
    {
        return \is_string($token) && isset($_SESSION['csrf']) && hash_equals((string) $_SESSION['csrf'], $token);
    }

    /** Keeps a message for the next page (after a redirect), or takes the one kept. */
    public function flash(?string $message = null): ?string
    {
        if ($message !== null) {
            $_SESSION['flash'] = $message;
            return null;
        }
        $kept = $_SESSION['flash'] ?? null;
        unset($_SESSION['flash']);
        return $kept;
    }
}
