<?php
/**
 * Runs the handlers locally for the site's development and end-to-end tests:
 * writes a throw-away config (file mail transport, SQLite in a temporary or
 * given directory) and starts PHP's built-in server on loopback, behind a guard
 * on the given port that refuses a body declared larger than 1 MiB or of unknown
 * length (either would end PHP's server) and serves nothing but the handlers and
 * the inbox (src/Dev/Guard.php).
 *
 * Usage: php backend/bin/dev-server.php [--port=8080] [--origin=http://127.0.0.1:9000,http://localhost:9000]
 *                                      [--dir=DIR] [--rate-limit=100] [--workers=1] [--choices=FILE]
 *
 *   --port        port on 127.0.0.1 (default 8080)
 *   --origin      comma-separated origins allowed to post (default: the two above)
 *   --dir         where config.php, enquiries.sqlite, backend.log and mail/*.eml go
 *                 (default: a new temporary directory, printed at start)
 *   --rate-limit  accepted enquiries per client per 10 minutes; 0 = off (default 100)
 *   --workers     PHP_CLI_SERVER_WORKERS (default 1: a single process that a
 *                 test runner can stop with one signal)
 *   --choices     the service choices of the forms (default: the site's build,
 *                 public/antenna-backend/form-choices.json; build the site first)
 *
 * Then build the site with GATSBY_BACKEND_URL=http://127.0.0.1:8080 so that
 * it posts to http://127.0.0.1:8080/handleContact.php and /handleQuote.php.
 * Never use this on a public server.
 */

declare(strict_types=1);

require dirname(__DIR__) . '/src/bootstrap.php';

use AntennaBackend\Cli\Cli;
use AntennaBackend\Dev\Guard;
use AntennaBackend\Dev\PhpServer;
use AntennaBackend\Http\Origin;

$usage = "Usage: php backend/bin/dev-server.php [--port=8080] [--origin=URL[,URL...]] [--dir=DIR]\n"
    . "                                      [--rate-limit=100] [--workers=1] [--choices=FILE]\n";
$opt = Cli::parse($argv, $usage, ['port', 'origin', 'dir', 'rate-limit', 'workers', 'choices']);
$port = (int) ($opt['port'] ?? 8080);
$workers = (int) ($opt['workers'] ?? 1);
$rate = (int) ($opt['rate-limit'] ?? 100);
if ($port < 1 || $port > 65535 || $workers < 1 || $rate < 0) {
    Cli::fail("bad --port, --workers or --rate-limit\n" . $usage);
}
$origins = [];
foreach (explode(',', (string) ($opt['origin'] ?? 'http://127.0.0.1:9000,http://localhost:9000')) as $origin) {
    $n = Origin::normalise($origin);
    if ($n === null) {
        Cli::fail("not an origin (scheme://host[:port]): {$origin}\n" . $usage);
    }
    $origins[] = $n;
}
$dir = (string) ($opt['dir'] ?? (sys_get_temp_dir() . '/antenna-backend-dev-' . bin2hex(random_bytes(4))));
if (!is_dir($dir) && !mkdir($dir, 0700, true)) {
    Cli::fail("cannot create {$dir}");
}
$dir = realpath($dir);
$choices = (string) ($opt['choices'] ?? dirname(__DIR__, 2) . '/public/antenna-backend/form-choices.json');
if (!is_file($choices)) {
    fwrite(STDERR, "Warning: {$choices} not found: the enquiry and contact forms answer 503 until the site is built.\n");
}
$config = [
    'database' => $dir . '/enquiries.sqlite',
    'log_file' => $dir . '/backend.log',
    'form_choices' => $choices,
    'notify_to' => ['office@example.test'],
    'mail' => ['transport' => 'file', 'from' => 'website@example.test', 'file_dir' => $dir . '/mail'],
    'allowed_origins' => $origins,
    'rate_limit' => ['max' => $rate, 'window' => 600],
];
file_put_contents($dir . '/config.php', "<?php\nreturn " . var_export($config, true) . ";\n");

fwrite(STDERR, "Enquiry backend on http://127.0.0.1:{$port} (handleContact.php, handleQuote.php)\n"
    . "  allowed origins: " . implode(', ', $origins) . "\n"
    . "  config, database, log and mail/*.eml in {$dir}\n"
    . "  list enquiries: php backend/bin/export.php --config={$dir}/config.php --list\n"
    . "  inbox: http://127.0.0.1:{$port}/inbox/ after php backend/bin/set-password.php --config={$dir}/config.php\n");

$env = ['ANTENNA_BACKEND_CONFIG' => $dir . '/config.php'] + getenv();
if ($workers > 1) {
    $env['PHP_CLI_SERVER_WORKERS'] = (string) $workers;
} else {
    unset($env['PHP_CLI_SERVER_WORKERS']);
}
// PHP's built-in server listens on a private port; this process answers the given one and passes
// on only what that server can survive and should serve (src/Dev/Guard.php).
// A long queue of connections not yet taken: a burst of them waits there instead of being dropped.
$listener = @stream_socket_server('tcp://127.0.0.1:' . $port, $errno, $errstr, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN,
    stream_context_create(['socket' => ['backlog' => 1024]]));
if ($listener === false) {
    Cli::fail("cannot listen on 127.0.0.1:{$port}: {$errstr}", 1);
}
try {
    $php = PhpServer::start(dirname(__DIR__) . '/public', __DIR__ . '/dev-router.php', $env);
} catch (RuntimeException $e) {
    Cli::fail($e->getMessage(), 1);
}
register_shutdown_function([$php, 'stop']);
if (function_exists('pcntl_async_signals')) {
    pcntl_async_signals(true);
    foreach ([SIGINT, SIGTERM, SIGHUP] as $signal) {
        pcntl_signal($signal, static fn () => exit(0)); // exit runs the shutdown function
    }
}
(new Guard($listener, $php->port))->run();
