<?php
/**
 * Class loading of the enquiry backend, required first by every entry point (public/) and
 * command (bin/): PSR-4, AntennaBackend\Foo\Bar is src/Foo/Bar.php. Composer's autoloader when the
 * backend was deployed with `composer install`, otherwise the small loader below, with PHPMailer
 * from the system's copy (Debian's libphp-phpmailer package).
 */

declare(strict_types=1);

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
