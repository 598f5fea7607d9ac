<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Abuse;

use AntennaBackend\Tests\Support\OnSqlite;

final class SqliteSpamTest extends SpamTestCase
{
    use OnSqlite;
}
