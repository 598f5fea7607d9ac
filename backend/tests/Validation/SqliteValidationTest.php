<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Validation;

use AntennaBackend\Tests\Support\OnSqlite;

final class SqliteValidationTest extends ValidationTestCase
{
    use OnSqlite;
}
