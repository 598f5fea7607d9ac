<?php
/**
 * The owner's session in the inbox: whether they are signed in (and signed out after
 * inbox.idle_minutes without activity), the CSRF token of every form, and a message kept for the
 * next page. Its id is replaced at sign-in and sign-out (no session fixation); Sessions keeps it.
 *
 * Before signing in nothing is kept on the server: the id in the browser's cookie only ties the
 * sign-in form to that browser (the form's token is derived from it), and an id that was never
 * stored opens nothing. Signing in always takes a new id, which is the first one stored.
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

final class Session
{
    public const COOKIE = 'antenna_inbox';

    /** @var list<string> ids this session had before, to be forgotten */
    private array $replaced = [];

    private bool $timedOut = false;

    /**
     * @param array<string, mixed> $data
     * @param bool $stored whether $id names a stored session (read from the database)
     */
    public function __construct(private string $id, private array $data, private readonly int $idleSeconds, private bool $stored = false)
    {
    }

    public function id(): string
    {
        return $this->id;
    }

    /** @return array<string, mixed> */
    public function data(): array
    {
        return $this->data;
    }

    /** Whether this id was read from the database (it is updated, never inserted again). */
    public function stored(): bool
    {
        return $this->stored;
    }

    /** @return list<string> */
    public function replacedIds(): array
    {
        return $this->replaced;
    }

    /** Whether the owner is signed in; a session idle for too long is signed out here. */
    public function signedIn(): bool
    {
        if (!isset($this->data['signed_in_at'])) {
            return false;
        }
        if (time() - (int) ($this->data['seen'] ?? 0) > $this->idleSeconds) {
            $this->signOut();
            $this->timedOut = true;
            return false;
        }
        $this->data['seen'] = time();
        return true;
    }

    public function timedOut(): bool
    {
        return $this->timedOut;
    }

    /** A new id for the signed-in owner; the one used before signing in is forgotten. */
    public function signIn(): void
    {
        $this->renew();
        $this->data = ['signed_in_at' => time(), 'seen' => time(), 'csrf' => bin2hex(random_bytes(32))];
    }

    public function signOut(): void
    {
        $this->renew();
        $this->data = [];
    }

    /** The token every form of this session carries: the signed-in session's own, or the sign-in form's. */
    public function csrfToken(): string
    {
        return \is_string($this->data['csrf'] ?? null) ? $this->data['csrf'] : hash_hmac('sha256', 'inbox sign-in form', $this->id);
    }

    public function csrfValid(mixed $token): bool
    {
        return \is_string($token) && hash_equals($this->csrfToken(), $token);
    }

    /** Keeps a message for the next page (after a redirect), or takes the one kept. */
    public function flash(?string $message = null): ?string
    {
        if ($message !== null) {
            $this->data['flash'] = $message;
            return null;
        }
        $kept = $this->data['flash'] ?? null;
        unset($this->data['flash']);
        return $kept;
    }

    private function renew(): void
    {
        $this->replaced[] = $this->id;
        $this->id = Sessions::newId();
        $this->stored = false;
    }
}
