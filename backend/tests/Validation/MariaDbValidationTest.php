<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Validation;

use AntennaBackend\Tests\Support\OnMariaDb;

/** @group mariadb */
final class MariaDbValidationTest extends ValidationTestCase
{
    use OnMariaDb;
}
