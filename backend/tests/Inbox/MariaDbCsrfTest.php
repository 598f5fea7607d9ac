<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Inbox;

use AntennaBackend\Tests\Support\OnMariaDb;

/** @group mariadb */
final class MariaDbCsrfTest extends CsrfTestCase
{
    use OnMariaDb;
}
