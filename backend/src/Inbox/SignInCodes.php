<?php
/**
 * One-time codes for signing in while sign-in is paused (too many failed attempts): e-mailed to
 * the notification addresses, so that the owner gets in without the server's command line. A
 * code is good for VALID_SECONDS, for TRIES tries, once, and only with the password; one at a
 * time. Only its hash is stored (table inbox_codes).
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use AntennaBackend\Storage\Database;

final class SignInCodes
{
    public const VALID_SECONDS = 900;
    public const TRIES = 5;
    /** No 0/O or 1/I to mistake; 32^8 codes, of which an attacker may try TRIES. */
    private const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

    public function __construct(private readonly Database $db)
    {
    }

    /** @return array{id: int, created_ts: int, expires_ts: int}|null the code that can still be used */
    public function active(int $now): ?array
    {
        $stmt = $this->db->pdo->prepare('SELECT id, created_ts, expires_ts FROM inbox_codes
            WHERE used_ts IS NULL AND expires_ts > :now AND tries < :tries ORDER BY id DESC LIMIT 1');
        $stmt->bindValue(':now', $now, \PDO::PARAM_INT);
        $stmt->bindValue(':tries', self::TRIES, \PDO::PARAM_INT);
        $stmt->execute();
        $row = $stmt->fetch();
        return $row === false ? null : array_map('intval', $row);
    }

    /** A new code (XXXX-XXXX), unless one can still be used: null then. */
    public function create(int $now): ?string
    {
        return $this->db->withLock('inbox-code', fn (): ?string => $this->db->transaction(function () use ($now): ?string {
            if ($this->active($now) !== null) {
                return null;
            }
            $code = '';
            for ($i = 0; $i < 8; $i++) {
                $code .= self::ALPHABET[random_int(0, \strlen(self::ALPHABET) - 1)];
            }
            $this->db->pdo->prepare('INSERT INTO inbox_codes (code_hash, created_ts, expires_ts) VALUES (:hash, :now, :expires)')
                ->execute([':hash' => self::hash($code), ':now' => $now, ':expires' => $now + self::VALID_SECONDS]);
            return substr($code, 0, 4) . '-' . substr($code, 4);
        }));
    }

    /** Forgets a code that could not be e-mailed, so that another can be asked for at once. */
    public function forget(string $code): void
    {
        $this->db->pdo->prepare('DELETE FROM inbox_codes WHERE code_hash = :hash')->execute([':hash' => self::hash($code)]);
    }

    /**
     * Uses one try of the active code: its id when $typed is that code (in any case, with or
     * without spaces and dashes), else null.
     */
    public function check(string $typed, int $now): ?int
    {
        $active = $this->active($now);
        if ($active === null) {
            return null;
        }
        $try = $this->db->pdo->prepare('UPDATE inbox_codes SET tries = tries + 1 WHERE id = :id AND tries < :tries AND used_ts IS NULL');
        $try->bindValue(':id', $active['id'], \PDO::PARAM_INT);
        $try->bindValue(':tries', self::TRIES, \PDO::PARAM_INT);
        $try->execute();
        if ($try->rowCount() !== 1) {
            return null;
        }
        $stmt = $this->db->pdo->prepare('SELECT code_hash FROM inbox_codes WHERE id = :id');
        $stmt->execute([':id' => $active['id']]);
        $typed = (string) preg_replace('/[^A-Z0-9]/', '', strtoupper($typed));
        return hash_equals((string) $stmt->fetchColumn(), self::hash($typed)) ? $active['id'] : null;
    }

    /** The code has let the owner in: it works no more. */
    public function used(int $id, int $now): void
    {
        $this->db->pdo->prepare('UPDATE inbox_codes SET used_ts = :now WHERE id = :id')->execute([':now' => $now, ':id' => $id]);
    }

    private static function hash(string $code): string
    {
        return hash('sha256', str_replace('-', '', $code));
    }
}
