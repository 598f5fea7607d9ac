<?php
/** A SQLite file in the test backend's temporary directory. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support\Database;

use PDO;

final class SqliteDatabase implements TestDatabase
{
    private ?PDO $pdo = null;

    public function __construct(public readonly string $path)
    {
    }

    public function config(): string
    {
        return $this->path;
    }

    public function pdo(): PDO
    {
        return $this->pdo ??= new PDO('sqlite:' . $this->path, null, null, [
            PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
            PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
            PDO::ATTR_TIMEOUT => 15,
        ]);
    }

    public function drop(): void
    {
        $this->pdo = null; // the file goes with the temporary directory
    }
}
