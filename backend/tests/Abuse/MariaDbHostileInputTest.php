<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Abuse;

use AntennaBackend\Tests\Support\OnMariaDb;

/** @group mariadb */
final class MariaDbHostileInputTest extends HostileInputTestCase
{
    use OnMariaDb;
}
