<?php

declare(strict_types=1);

namespace AntennaBackend\Tests\Mail;

use AntennaBackend\Tests\Support\OnMariaDb;

/** @group mariadb */
final class MariaDbNotificationTest extends NotificationTestCase
{
    use OnMariaDb;
}
