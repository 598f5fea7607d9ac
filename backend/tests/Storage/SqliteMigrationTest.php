<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Storage;

use AntennaBackend\Tests\Support\OnSqlite;

final class SqliteMigrationTest extends MigrationTestCase
{
    use OnSqlite;
}
