<?php
/**
 * PHPUnit bootstrap: the backend's own autoloading (src/bootstrap.php), plus the tests' classes
 * (AntennaBackend\Tests\Foo is tests/Foo.php) when Composer's autoload-dev is not there.
 */

declare(strict_types=1);

require dirname(__DIR__) . '/src/bootstrap.php';

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
