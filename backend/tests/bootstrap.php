<?php
/**
 * PHPUnit bootstrap: the backend's own autoloading (lib/bootstrap.php), plus the tests' classes
 * (AntennaBackend\Tests\Foo is tests/Foo.php) when Composer's autoload-dev is not there.
 */

declare(strict_types=1);

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    header('Content-Type: text/plain; charset=utf-8');
    echo "Not found.\n";
    exit;
}

define('ANTENNA_BACKEND', dirname(__DIR__));
require ANTENNA_BACKEND . '/lib/bootstrap.php';

spl_autoload_register(static function (string $class): void {
    $prefix = 'AntennaBackend\\Tests\\';
    if (str_starts_with($class, $prefix)) {
        $file = __DIR__ . '/' . str_replace('\\', '/', substr($class, \strlen($prefix))) . '.php';
        if (is_file($file)) {
            require $file;
        }
    }
});

// Stopped with Ctrl-C, the run still stops its servers (shutdown functions run on exit()).
if (function_exists('pcntl_async_signals')) {
    pcntl_async_signals(true);
    foreach ([SIGINT, SIGTERM] as $signal) {
        pcntl_signal($signal, static fn () => exit(130));
    }
}
