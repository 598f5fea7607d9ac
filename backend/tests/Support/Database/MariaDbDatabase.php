<?php
/** One database of the tests' MariaDB server, reached over TCP as the application's own user. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support\Database;

use PDO;

final class MariaDbDatabase implements TestDatabase
{
    private ?PDO $pdo = null;

    public function __construct(private readonly MariaDb $server, public readonly string $name)
    {
    }

    /** @return array<string, string> */
    public function config(): array
    {
        return [
            'dsn' => 'mysql:host=127.0.0.1;port=' . $this->server->port . ';dbname=' . $this->name . ';charset=utf8mb4',
            'username' => MariaDb::USER,
            'password' => MariaDb::PASSWORD,
        ];
    }

    public function pdo(): PDO
    {
        $config = $this->config();
        return $this->pdo ??= new PDO($config['dsn'], $config['username'], $config['password'], [
            PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
            PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
            PDO::ATTR_STRINGIFY_FETCHES => true, // rows compare like SQLite's
        ]);
    }

    public function drop(): void
    {
        $this->pdo = null;
        $this->server->dropDatabase($this->name);
    }
}
