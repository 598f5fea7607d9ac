<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Storage;

use AntennaBackend\Tests\Support\OnMariaDb;

/** @group mariadb */
final class MariaDbStorageTest extends StorageTestCase
{
    use OnMariaDb;
}
