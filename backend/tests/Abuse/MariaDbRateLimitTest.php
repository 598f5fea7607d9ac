<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Abuse;

use AntennaBackend\Tests\Support\OnMariaDb;

/** @group mariadb */
final class MariaDbRateLimitTest extends RateLimitTestCase
{
    use OnMariaDb;
}
