<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Cli;

use AntennaBackend\Tests\Support\OnSqlite;

final class SqliteExportTest extends ExportTestCase
{
    use OnSqlite;
}
