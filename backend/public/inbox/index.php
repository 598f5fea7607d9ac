<?php
/** The owner's enquiry inbox, {backend}/inbox/. See ../../src/Inbox/ and ../../docs/inbox.md. */

declare(strict_types=1);

require (is_file(__DIR__ . '/../../src/bootstrap.php') ? __DIR__ . '/../..' : dirname(__DIR__, 3) . '/backend') . '/src/bootstrap.php';

AntennaBackend\Inbox\App::serve(dirname(__DIR__));
