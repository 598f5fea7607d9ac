<?php
/** A database for one test backend: its "database" configuration and direct access for checks. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support\Database;

use PDO;

interface TestDatabase
{
    /** @return string|array<string, string> the value of the config key "database" */
    public function config(): string|array;

    public function pdo(): PDO;

    public function drop(): void;
}
