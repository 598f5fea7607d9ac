<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Storage;

use AntennaBackend\Tests\Support\OnMariaDb;

/** @group mariadb */
final class MariaDbMigrationTest extends MigrationTestCase
{
    use OnMariaDb;
}
