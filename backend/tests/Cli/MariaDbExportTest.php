<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Cli;

use AntennaBackend\Tests\Support\OnMariaDb;

/** @group mariadb */
final class MariaDbExportTest extends ExportTestCase
{
    use OnMariaDb;
}
