<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Http;

use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\OnSqlite;

final class SqliteConfigurationTest extends ConfigurationTestCase
{
    use OnSqlite;

    public function testRefusesADatabaseInsideTheFolderTheWebServerServes(): void
    {
        $this->errorsExpected = true;
        $this->assertRefused(['database' => Backend::dir() . '/data/enquiries.sqlite'], 'database', Backend::dir());
    }
}
