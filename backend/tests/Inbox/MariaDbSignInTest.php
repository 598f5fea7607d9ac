<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Inbox;

use AntennaBackend\Tests\Support\OnMariaDb;

/** @group mariadb */
final class MariaDbSignInTest extends SignInTestCase
{
    use OnMariaDb;
}
