<?php
/**
 * One-time codes for signing in while sign-in is paused for everyone (too many failed attempts in
 * total): e-mailed to the notification addresses, so that the owner gets in without the server's
 * command line. Only the hash of a code is stored (table inbox_codes).
 *
 * Nobody can fill the office's mailbox with codes, and nobody can spoil the owner's code:
 *   - A code is e-mailed only when none can be used, so at most one per INTERVAL and PER_DAY in
 *     any DAY, whatever became of the others (guessed at, expired); only a code that let the owner
 *     in (which needs the password) does not count.
 *   - A code stays valid until the next may be sent: INTERVAL, or after the day's last, until
 *     the first of those PER_DAY is a DAY old. So there is always either a valid code in the
 *     office's mailbox or a new one on its way, and asking again meanwhile only says when it was sent.
 *   - Wrong guesses are counted against the guesser's address with the sign-in limits (SignIn),
 *     never against the code: a code works once, for whoever has it and the password.
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use AntennaBackend\Storage\Database;

final class SignInCodes
{
    /** Seconds a code is valid, at least, and at least between two codes e-mailed. */
    public const INTERVAL = 900;
    /** Codes e-mailed at most within any DAY. */
    public const PER_DAY = 4;
    public const DAY = 86400;
    /** No 0/O or 1/I to mistake; 32^8 codes, guessed at the pace the sign-in limits allow an address. */
    private const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

    public function __construct(private readonly Database $db)
    {
    }

    /** @return array{id: int, created_ts: int, expires_ts: int}|null the code that can be used now: the newest, unused and unexpired */
    public function active(int $now): ?array
    {
        $stmt = $this->db->pdo->prepare('SELECT id, created_ts, expires_ts FROM inbox_codes
            WHERE used_ts IS NULL AND expires_ts > :now ORDER BY id DESC LIMIT 1');
        $stmt->bindValue(':now', $now, \PDO::PARAM_INT);
        $stmt->execute();
        $row = $stmt->fetch();
        return $row === false ? null : array_map('intval', $row);
    }

    /** @return array{code: string, expires_ts: int}|null a new code (XXXX-XXXX) to e-mail, unless one can still be used: null then */
    public function create(int $now): ?array
    {
        return $this->db->withLock('inbox-code', fn (): ?array => $this->db->transaction(function () use ($now): ?array {
            if ($this->active($now) !== null) {
                return null;
            }
            $code = '';
            for ($i = 0; $i < 8; $i++) {
                $code .= self::ALPHABET[random_int(0, \strlen(self::ALPHABET) - 1)];
            }
            $expires = $this->nextAllowed($now);
            $this->db->pdo->prepare('INSERT INTO inbox_codes (code_hash, created_ts, expires_ts) VALUES (:hash, :now, :expires)')
                ->execute([':hash' => self::hash($code), ':now' => $now, ':expires' => $expires]);
            return ['code' => substr($code, 0, 4) . '-' . substr($code, 4), 'expires_ts' => $expires];
        }));
    }

    /**
     * When the code made at $now may be followed by another, which is when it expires: INTERVAL
     * later, or, when it is the PER_DAY-th within a DAY (not counting codes that let the owner
     * in), once the first of those is a DAY old.
     */
    private function nextAllowed(int $now): int
    {
        $stmt = $this->db->pdo->prepare('SELECT created_ts FROM inbox_codes WHERE used_ts IS NULL AND created_ts > :since
            ORDER BY created_ts DESC LIMIT ' . (self::PER_DAY - 1));
        $stmt->bindValue(':since', $now - self::DAY, \PDO::PARAM_INT);
        $stmt->execute();
        $before = array_map('intval', $stmt->fetchAll(\PDO::FETCH_COLUMN));
        $next = $now + self::INTERVAL;
        return \count($before) < self::PER_DAY - 1 ? $next : max($next, min($before) + self::DAY);
    }

    /** Forgets a code that could not be e-mailed, so that another can be asked for at once. */
    public function forget(string $code): void
    {
        $this->db->pdo->prepare('DELETE FROM inbox_codes WHERE code_hash = :hash')->execute([':hash' => self::hash($code)]);
    }

    /** The active code's id when $typed is that code (in any case, with or without spaces and dashes), else null. */
    public function check(string $typed, int $now): ?int
    {
        $active = $this->active($now);
        if ($active === null) {
            return null;
        }
        $stmt = $this->db->pdo->prepare('SELECT code_hash FROM inbox_codes WHERE id = :id');
        $stmt->execute([':id' => $active['id']]);
        $typed = (string) preg_replace('/[^A-Z0-9]/', '', strtoupper($typed));
        return hash_equals((string) $stmt->fetchColumn(), self::hash($typed)) ? $active['id'] : null;
    }

    /** The code has let the owner in: it works no more. False when another request used it first. */
    public function use(int $id, int $now): bool
    {
        $stmt = $this->db->pdo->prepare('UPDATE inbox_codes SET used_ts = :now WHERE id = :id AND used_ts IS NULL');
        $stmt->execute([':now' => $now, ':id' => $id]);
        return $stmt->rowCount() === 1;
    }

    private static function hash(string $code): string
    {
        return hash('sha256', str_replace('-', '', $code));
    }
}
