<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Inbox;

use AntennaBackend\Tests\Support\OnSqlite;

final class SqliteActionsTest extends ActionsTestCase
{
    use OnSqlite;
}
