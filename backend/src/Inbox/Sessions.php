<?php
/**
 * The inbox's sessions, kept in the enquiries database (table inbox_sessions), so that they work
 * the same on SQLite and MySQL, on a host whose session folder is shared or missing, and across
 * web servers; and in a cookie that is HttpOnly, SameSite=Strict, Secure over HTTPS and scoped to
 * the inbox's folder. Only ids this server issued are taken (a visitor cannot bring an id of their
 * choosing), and sessions idle longer than inbox.idle_minutes are cleared now and then (and by
 * bin/purge.php).
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

    /** The session the browser's cookie names, or a new one when it names none this server issued. */
    public function resume(?string $id): Session
    {
        if (\is_string($id) && preg_match('/^[0-9a-f]{64}$/D', $id) === 1) {
            $stmt = $this->pdo->prepare('SELECT data FROM inbox_sessions WHERE id = :id');
            $stmt->execute([':id' => $id]);
            $data = $stmt->fetchColumn();
            if ($data !== false) {
                $decoded = json_decode((string) $data, true);
                return new Session($id, \is_array($decoded) ? $decoded : [], $this->idleMinutes * 60);
            }
        }
        return new Session(self::newId(), [], $this->idleMinutes * 60);
    }

    /** Stores the session (one without data is not kept) and forgets the ids it replaced. */
    public function save(Session $session): void
    {
        $delete = $this->pdo->prepare('DELETE FROM inbox_sessions WHERE id = :id');
        foreach ([...$session->replacedIds(), ...($session->data() === [] ? [$session->id()] : [])] as $id) {
            $delete->execute([':id' => $id]);
        }
        if ($session->data() !== []) {
            $this->write($session->id(), (string) json_encode($session->data()));
        }
        if (random_int(1, 100) === 1) {
            $this->pdo->prepare('DELETE FROM inbox_sessions WHERE updated_ts < :oldest')->execute([':oldest' => time() - $this->idleMinutes * 60]);
        }
    }

    private function write(string $id, string $data): void
    {
        $update = $this->pdo->prepare('UPDATE inbox_sessions SET data = :data, updated_ts = :now WHERE id = :id');
        $update->bindValue(':data', $data, PDO::PARAM_LOB);
        $update->bindValue(':now', time(), PDO::PARAM_INT);
        $update->bindValue(':id', $id);
        $update->execute();
        if ($update->rowCount() === 0) {
            $insert = $this->pdo->prepare('INSERT INTO inbox_sessions (id, data, updated_ts) VALUES (:id, :data, :now)');
            $insert->bindValue(':id', $id);
            $insert->bindValue(':data', $data, PDO::PARAM_LOB);
            $insert->bindValue(':now', time(), PDO::PARAM_INT);
            $insert->execute();
        }
    }

    /**
     * The Set-Cookie value that gives the browser the session's id, when it does not have it yet
     * and the session is kept; null otherwise.
     */
    public static function cookie(Session $session, ?string $sent, string $path, bool $secure): ?string
    {
        if ($session->id() === $sent || $session->data() === []) {
            return null;
        }
        return Session::COOKIE . '=' . $session->id() . '; path=' . $path . ($secure ? '; secure' : '') . '; HttpOnly; SameSite=Strict';
    }
}
