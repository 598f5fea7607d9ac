<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Privacy;

use AntennaBackend\Tests\Support\OnMariaDb;

/** @group mariadb */
final class MariaDbPurgeTest extends PurgeTestCase
{
    use OnMariaDb;
}
