<?php
/**
 * The inbox's sessions, kept in the enquiries database (table inbox_sessions), so that they work
 * the same on SQLite and MySQL, on a host whose session folder is shared or missing, and across
 * web servers; and in a cookie that is HttpOnly, SameSite=Strict, Secure over HTTPS and scoped to
 * the inbox's folder.
 *
 * Only signed-in sessions are stored, each under an id made at sign-in: a visitor cannot bring an
 * id of their choosing, and requests of visitors who have not signed in write nothing. A stored
 * session is only ever updated, never inserted again, so that a request that read it before a
 * sign-out or a time-out (deletions) cannot bring it back when it writes it; sessions idle longer
 * than inbox.idle_minutes are cleared now and then (and by bin/purge.php).
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use PDO;

final class Sessions
{
    public function __construct(private readonly PDO $pdo, private readonly int $idleMinutes)
    {
    }

    public static function newId(): string
    {
        return bin2hex(random_bytes(32));
    }

    /**
     * The stored session the browser's cookie names; else one that is not stored, under the
     * cookie's id when it is one the server could have made (it only ties the sign-in form to the
     * browser), or a new one.
     */
    public function resume(?string $id): Session
    {
        if (\is_string($id) && preg_match('/^[0-9a-f]{64}$/D', $id) === 1) {
            $stmt = $this->pdo->prepare('SELECT data FROM inbox_sessions WHERE id = :id');
            $stmt->execute([':id' => $id]);
            $data = $stmt->fetchColumn();
            if ($data !== false) {
                $decoded = json_decode((string) $data, true);
                return new Session($id, \is_array($decoded) ? $decoded : [], $this->idleMinutes * 60, true);
            }
            return new Session($id, [], $this->idleMinutes * 60);
        }
        return new Session(self::newId(), [], $this->idleMinutes * 60);
    }

    /**
     * Forgets the ids the session replaced, then keeps it if it is signed in: a new one is
     * inserted, a stored one updated (if it is still there: a sign-out or time-out meanwhile
     * stays done); a stored one that is no longer signed in is forgotten.
     */
    public function save(Session $session): void
    {
        $delete = $this->pdo->prepare('DELETE FROM inbox_sessions WHERE id = :id');
        foreach ($session->replacedIds() as $id) {
            $delete->execute([':id' => $id]);
        }
        $signedIn = isset($session->data()['signed_in_at']);
        if (!$signedIn) {
            if ($session->stored()) {
                $delete->execute([':id' => $session->id()]);
            }
        } else {
            $this->pdo->prepare(
                $session->stored()
                    ? 'UPDATE inbox_sessions SET data = :data, updated_ts = :now WHERE id = :id'
                    : 'INSERT INTO inbox_sessions (id, data, updated_ts) VALUES (:id, :data, :now)'
            )->execute([':id' => $session->id(), ':data' => (string) json_encode($session->data()), ':now' => time()]);
        }
        if (random_int(1, 100) === 1) {
            $this->purgeIdle(time());
        }
    }

    /**
     * Deletes the sessions idle longer than inbox.idle_minutes at $now; how many. Each by its id,
     * found by a read that takes no lock: on MySQL a DELETE over a range of the table locks every row
     * it reads, the live sessions that other requests are writing at the same moment too, and one of
     * them was answered with a deadlock. Deleting by id locks only the idle session itself.
     */
    public function purgeIdle(int $now): int
    {
        $oldest = $now - $this->idleMinutes * 60;
        $idle = $this->pdo->prepare('SELECT id FROM inbox_sessions WHERE updated_ts < :oldest');
        $idle->execute([':oldest' => $oldest]);
        // Still idle when its turn comes: a request may have used it since.
        $delete = $this->pdo->prepare('DELETE FROM inbox_sessions WHERE id = :id AND updated_ts < :oldest');
        $deleted = 0;
        foreach ($idle->fetchAll(PDO::FETCH_COLUMN) as $id) {
            $delete->execute([':id' => $id, ':oldest' => $oldest]);
            $deleted += $delete->rowCount();
        }
        return $deleted;
    }

    /** The Set-Cookie value that gives the browser the session's id, when it does not have it yet; null otherwise. */
    public static function cookie(Session $session, ?string $sent, string $path, bool $secure): ?string
    {
        if ($session->id() === $sent) {
            return null;
        }
        return Session::COOKIE . '=' . $session->id() . '; path=' . $path . ($secure ? '; secure' : '') . '; HttpOnly; SameSite=Strict';
    }
}
