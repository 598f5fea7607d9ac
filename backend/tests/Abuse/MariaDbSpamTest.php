<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Abuse;

use AntennaBackend\Tests\Support\OnMariaDb;

/** @group mariadb */
final class MariaDbSpamTest extends SpamTestCase
{
    use OnMariaDb;
}
