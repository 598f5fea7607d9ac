<?php
/**
 * The owner's enquiry inbox, {backend}/admin/. See lib/Inbox/App.php and README.md.
 */

declare(strict_types=1);

define('ANTENNA_BACKEND', dirname(__DIR__));
require dirname(__DIR__) . '/lib/bootstrap.php';

AntennaBackend\Inbox\App::run();
