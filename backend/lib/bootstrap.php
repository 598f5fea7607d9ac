<?php
/**
 * Shared bootstrap of the enquiry backend.
 *
 * Entry points (handleContact.php, handleQuote.php, bin/*.php) define the
 * constant ANTENNA_BACKEND and then require this file. Every library file
 * refuses to run without that constant, so a web request for a file in lib/
 * answers 404 even where lib/.htaccess is not honoured.
 */

declare(strict_types=1);

if (!defined('ANTENNA_BACKEND')) {
    if (PHP_SAPI !== 'cli') {
        http_response_code(404);
        header_remove('X-Powered-By');
        header('Content-Type: text/plain; charset=utf-8');
        echo "Not found.\n";
    }
    exit(1);
}

// Library files, loaded eagerly: they are few and small.
require_once __DIR__ . '/Messages.php';
require_once __DIR__ . '/Log.php';
require_once __DIR__ . '/Config.php';
require_once __DIR__ . '/Forms.php';
require_once __DIR__ . '/Store.php';
require_once __DIR__ . '/Mailer.php';
require_once __DIR__ . '/Http.php';
require_once __DIR__ . '/Handler.php';
require_once __DIR__ . '/Cli.php';
