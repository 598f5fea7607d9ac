<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Http;

use AntennaBackend\Tests\Support\OnMariaDb;

/** @group mariadb */
final class MariaDbContractTest extends ContractTestCase
{
    use OnMariaDb;
}
