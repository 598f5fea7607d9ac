<?php
/**
 * Shared bootstrap of the enquiry backend.
 *
 * Entry points (handleContact.php, handleQuote.php, admin/index.php, bin/*.php) define the
 * constant ANTENNA_BACKEND and then require this file. Every library file refuses to run without
 * that constant, so a web request for a file in lib/ answers 404 even where lib/.htaccess is not
 * honoured.
 *
 * Classes are loaded on demand (PSR-4: AntennaBackend\Foo\Bar is lib/Foo/Bar.php): by Composer's
 * autoloader when the backend was deployed with `composer install`, otherwise by the small
 * loader below, with PHPMailer from the system's copy (Debian's libphp-phpmailer package).
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

(static function (): void {
    $composer = dirname(__DIR__) . '/vendor/autoload.php';
    if (is_file($composer)) {
        require_once $composer;
        return;
    }
    $system = stream_resolve_include_path('libphp-phpmailer/autoload.php');
    if ($system !== false) {
        require_once $system;
    }
    spl_autoload_register(static function (string $class): void {
        $prefix = 'AntennaBackend\\';
        if (strncmp($class, $prefix, strlen($prefix)) !== 0) {
            return;
        }
        $file = __DIR__ . '/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
        if (is_file($file)) {
            require $file;
        }
    });
})();
