<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Http;

use AntennaBackend\Tests\Support\OnSqlite;

final class SqliteContractTest extends ContractTestCase
{
    use OnSqlite;
}
