<?php
/**
 * The router bin/dev-server.php (and the tests) give PHP's built-in server, which would otherwise
 * serve every file of the web root as it is: only the entry points run (the paths the dev
 * server's Guard lets through), wherever the web root is mounted, and only when the path names
 * the script itself (php -S would otherwise take /.htaccess/inbox/ for the file .htaccess and
 * serve it); the inbox's old address answers with a permanent redirect, as public/.htaccess does
 * on Apache; anything else is "Not found.".
 */

declare(strict_types=1);

require_once dirname(__DIR__) . '/src/Dev/Guard.php'; // its paths, without the class loading the handlers do themselves

use AntennaBackend\Dev\Guard;

$path = (string) parse_url((string) ($_SERVER['REQUEST_URI'] ?? '/'), PHP_URL_PATH);
$script = $_SERVER['DOCUMENT_ROOT'] . $path . (str_ends_with($path, '/') ? 'index.php' : '');
if (preg_match(Guard::MOUNTED_ENTRY_POINTS, $path) === 1 && is_file($script)) {
    return false; // php -S runs the script
}
header_remove('X-Powered-By');
// Relative, so that it holds behind npm start's static server too, which mounts this server under /antenna-backend/.
$location = match (true) {
    preg_match('~/(admin|inbox)$~', $path) === 1 => 'inbox/',
    preg_match('~/admin/(index\.php)?$~', $path) === 1 => '../inbox/',
    default => null,
};
if ($location !== null) {
    $query = (string) ($_SERVER['QUERY_STRING'] ?? '');
    header('Location: ' . $location . ($query === '' ? '' : '?' . $query), true, 301);
    return true;
}
http_response_code(404);
header('Content-Type: text/plain; charset=utf-8');
echo "Not found.\n";
return true;
