<?php
/**
 * The owner's session in the inbox: whether they are signed in (and signed out after
 * inbox.idle_minutes without activity), the CSRF token of every form, and a message kept for the
 * next page. Its id is replaced at sign-in and sign-out (no session fixation); Sessions keeps it.
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

final class Session
{
    public const COOKIE = 'antenna_inbox';

    /** @var list<string> ids this session had before, to be forgotten */
    private array $replaced = [];

    private bool $timedOut = false;

    /** @param array<string, mixed> $data */
    public function __construct(private string $id, private array $data, private readonly int $idleSeconds)
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

    public function csrfToken(): string
    {
        return $this->data['csrf'] ??= bin2hex(random_bytes(32));
    }

    public function csrfValid(mixed $token): bool
    {
        return \is_string($token) && isset($this->data['csrf']) && hash_equals((string) $this->data['csrf'], $token);
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
    }
}
