<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Privacy;

use AntennaBackend\Tests\Support\OnSqlite;

final class SqlitePurgeTest extends PurgeTestCase
{
    use OnSqlite;
}
