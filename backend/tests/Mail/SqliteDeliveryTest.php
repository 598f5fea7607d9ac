<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Mail;

use AntennaBackend\Tests\Support\OnSqlite;

final class SqliteDeliveryTest extends DeliveryTestCase
{
    use OnSqlite;
}
