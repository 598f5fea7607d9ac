<?php
/**
 * PHP sessions of the inbox kept in the enquiries database (table inbox_sessions), so that they
 * work the same on SQLite and MySQL, on a host whose session folder is shared or missing, and
 * across web servers. With session.use_strict_mode, validateId() refuses ids the server never
 * issued: a visitor cannot bring a session id of their choosing.
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use PDO;

final class SessionHandler implements \SessionHandlerInterface, \SessionUpdateTimestampHandlerInterface
{
    public function __construct(private readonly PDO $pdo)
    {
    }

    public function open(string $path, string $name): bool
    {
        return true;
    }

    public function close(): bool
    {
        return true;
    }

    public function read(string $id): string
    {
        $stmt = $this->pdo->prepare('SELECT data FROM inbox_sessions WHERE id = :id');
        $stmt->execute([':id' => $id]);
        $data = $stmt->fetchColumn();
        return $data === false ? '' : (string) $data;
    }

    public function write(string $id, string $data): bool
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
        return true;
    }

    public function destroy(string $id): bool
    {
        $this->pdo->prepare('DELETE FROM inbox_sessions WHERE id = :id')->execute([':id' => $id]);
        return true;
    }

    public function gc(int $max_lifetime): int|false
    {
        $stmt = $this->pdo->prepare('DELETE FROM inbox_sessions WHERE updated_ts < :oldest');
        $stmt->execute([':oldest' => time() - $max_lifetime]);
        return $stmt->rowCount();
    }

    public function validateId(string $id): bool
    {
        $stmt = $this->pdo->prepare('SELECT 1 FROM inbox_sessions WHERE id = :id');
        $stmt->execute([':id' => $id]);
        return $stmt->fetchColumn() !== false;
    }

    public function updateTimestamp(string $id, string $data): bool
    {
        $stmt = $this->pdo->prepare('UPDATE inbox_sessions SET updated_ts = :now WHERE id = :id');
        $stmt->execute([':now' => time(), ':id' => $id]);
        return true;
    }
}
