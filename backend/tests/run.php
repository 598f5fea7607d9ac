<?php
/**
 * End-to-end tests of the enquiry backend over real HTTP.
 *
 *   php backend/tests/run.php
 *
 * Starts PHP's built-in server (php -S 127.0.0.1:<free port> -t backend, with
 * PHP_CLI_SERVER_WORKERS=8) with a temporary config and database, talks to it
 * through stream sockets, always stops it and removes the temporary files,
 * and ends with "N passed, M failed" (exit status 1 on any failure).
 * Needs only php-cli and php-sqlite3.
 */

declare(strict_types=1);

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    header_remove('X-Powered-By');
    header('Content-Type: text/plain; charset=utf-8');
    echo "Not found.\n";
    exit;
}

error_reporting(E_ALL);
ini_set('display_errors', 'stderr');
set_error_handler(static function (int $no, string $str, string $file, int $line): bool {
    if ((error_reporting() & $no) === 0) {
        return false;
    }
    throw new ErrorException($str, 0, $no, $file, $line);
});

define('ANTENNA_BACKEND', dirname(__DIR__));
require dirname(__DIR__) . '/lib/bootstrap.php';

use AntennaBackend\Forms;
use AntennaBackend\Mailer;
use AntennaBackend\Messages;
use AntennaBackend\Net;

const BACKEND = ANTENNA_BACKEND;
const SITE_ORIGIN = 'http://127.0.0.1:9000';
const WORKERS = 8;

// ---------------------------------------------------------------- helpers

final class T
{
    public static int $passed = 0;
    public static int $failed = 0;
    public static string $section = '';

    public static function section(string $name): void
    {
        self::$section = $name;
        echo "\n# {$name}\n";
    }

    public static function ok(bool $condition, string $name, string $detail = ''): bool
    {
        if ($condition) {
            self::$passed++;
            echo "ok - {$name}\n";
        } else {
            self::$failed++;
            echo "not ok - {$name}" . ($detail !== '' ? "\n    " . str_replace("\n", "\n    ", $detail) : '') . "\n";
        }
        return $condition;
    }

    public static function eq(mixed $expected, mixed $actual, string $name): bool
    {
        return self::ok($expected === $actual, $name, 'expected ' . self::show($expected) . ', got ' . self::show($actual));
    }

    private static function show(mixed $v): string
    {
        $s = var_export($v, true);
        return \strlen($s) > 400 ? substr($s, 0, 400) . '...' : $s;
    }
}

final class Response
{
    /** @param array<string, list<string>> $headers lower-cased names */
    public function __construct(public int $status, public array $headers, public string $body, public string $raw)
    {
    }

    public function header(string $name): ?string
    {
        return $this->headers[strtolower($name)][0] ?? null;
    }

    public static function parse(string $raw): self
    {
        $split = strpos($raw, "\r\n\r\n");
        if ($split === false) {
            return new self(0, [], '', $raw);
        }
        $head = explode("\r\n", substr($raw, 0, $split));
        $body = substr($raw, $split + 4);
        $status = preg_match('~^HTTP/1\.[01] (\d{3})~', $head[0], $m) === 1 ? (int) $m[1] : 0;
        $headers = [];
        foreach (\array_slice($head, 1) as $line) {
            $kv = explode(':', $line, 2);
            $headers[strtolower(trim($kv[0]))][] = trim($kv[1] ?? '');
        }
        $length = $headers['content-length'][0] ?? null;
        if ($length !== null) {
            $body = substr($body, 0, (int) $length);
        }
        return new self($status, $headers, $body, $raw);
    }
}

/** Every answer seen, to check the invariants of all of them at the end. */
$GLOBALS['responses'] = [];

/** A distinct client address per request, so that tests do not share a rate-limit bucket. */
function nextIp(): string
{
    static $n = 0;
    $n++;
    return '10.' . (($n >> 16) & 255) . '.' . (($n >> 8) & 255) . '.' . ($n & 255);
}

/**
 * @param array<string, string|null> $headers null removes a default header
 */
function rawRequest(string $method, string $path, int $port, array $headers = [], ?string $body = null): string
{
    $all = [
        'Host' => '127.0.0.1:' . $port,
        'Connection' => 'close',
        'User-Agent' => 'antenna-backend-tests',
        'X-Forwarded-For' => nextIp(),
    ];
    if ($body !== null) {
        $all['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
        $all['Content-Length'] = (string) \strlen($body);
    }
    foreach ($headers as $name => $value) {
        $all[$name] = $value;
    }
    $req = $method . ' ' . $path . " HTTP/1.1\r\n";
    foreach ($all as $name => $value) {
        if ($value !== null) {
            $req .= $name . ': ' . $value . "\r\n";
        }
    }
    return $req . "\r\n" . ($body ?? '');
}

function http(string $method, string $path, int $port, array $headers = [], ?string $body = null): Response
{
    $socket = stream_socket_client('tcp://127.0.0.1:' . $port, $errno, $errstr, 10);
    stream_set_timeout($socket, 60);
    $req = rawRequest($method, $path, $port, $headers, $body);
    for ($off = 0, $len = \strlen($req); $off < $len;) {
        $n = @fwrite($socket, substr($req, $off, 65536));
        if ($n === false || $n === 0) {
            break; // the server may answer (e.g. 413) before reading everything
        }
        $off += $n;
    }
    $raw = stream_get_contents($socket);
    fclose($socket);
    $res = Response::parse((string) $raw);
    $GLOBALS['responses'][] = [$method . ' ' . $path, $res];
    return $res;
}

/** POST an urlencoded form. */
function post(string $path, int $port, array $fields, array $headers = []): Response
{
    return http('POST', $path, $port, $headers, http_build_query($fields, '', '&', PHP_QUERY_RFC1738));
}

/**
 * Sends all requests at once (every connection opened and its request written
 * before any answer is read) and collects the answers.
 *
 * @param list<string> $requests raw HTTP requests
 * @return list<Response>
 */
function concurrent(int $port, array $requests, float $timeout = 90.0): array
{
    $sockets = [];
    foreach ($requests as $i => $req) {
        $s = stream_socket_client('tcp://127.0.0.1:' . $port, $errno, $errstr, 10);
        if ($s === false) {
            throw new RuntimeException("connect {$i}: {$errstr}");
        }
        $sockets[$i] = $s;
    }
    foreach ($requests as $i => $req) {
        fwrite($sockets[$i], $req);
        stream_set_blocking($sockets[$i], false);
    }
    $buffers = array_fill_keys(array_keys($requests), '');
    $open = $sockets;
    $deadline = microtime(true) + $timeout;
    while ($open !== [] && microtime(true) < $deadline) {
        $read = array_values($open);
        $write = null;
        $except = null;
        if (stream_select($read, $write, $except, 1) === 0) {
            continue;
        }
        foreach ($read as $s) {
            $i = array_search($s, $open, true);
            $chunk = fread($s, 65536);
            if ($chunk !== false && $chunk !== '') {
                $buffers[$i] .= $chunk;
            } elseif (feof($s)) {
                fclose($s);
                unset($open[$i]);
            }
        }
    }
    foreach ($open as $s) {
        fclose($s);
    }
    $out = [];
    foreach ($buffers as $raw) {
        $res = Response::parse($raw);
        $GLOBALS['responses'][] = ['concurrent POST', $res];
        $out[] = $res;
    }
    return $out;
}

function freePort(): int
{
    $s = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
    $name = stream_socket_get_name($s, false);
    fclose($s);
    return (int) substr($name, strrpos($name, ':') + 1);
}

function writeConfig(string $path, array $config, string $before = ''): void
{
    file_put_contents($path, $before . "<?php\nreturn " . var_export($config, true) . ";\n");
}

final class Server
{
    /** @var resource */
    private $proc;
    public int $port;

    /** @param array<string, string> $env */
    public function __construct(array $env, string $log)
    {
        for ($attempt = 1; $attempt <= 5; $attempt++) {
            $this->port = freePort();
            $this->proc = proc_open(
                [PHP_BINARY, '-S', '127.0.0.1:' . $this->port, '-t', BACKEND],
                [0 => ['file', '/dev/null', 'r'], 1 => ['file', $log, 'a'], 2 => ['file', $log, 'a']],
                $pipes,
                BACKEND,
                $env + ['PHP_CLI_SERVER_WORKERS' => (string) WORKERS] + getenv()
            );
            $deadline = microtime(true) + 10;
            while (microtime(true) < $deadline) {
                if (!proc_get_status($this->proc)['running']) {
                    break;
                }
                $s = @stream_socket_client('tcp://127.0.0.1:' . $this->port, $errno, $errstr, 1);
                if ($s !== false) {
                    fclose($s);
                    return;
                }
                usleep(50000);
            }
            $this->stop();
        }
        throw new RuntimeException('php -S did not start; see ' . $log);
    }

    /** Stops the server and its workers (which outlive a killed master). */
    public function stop(): void
    {
        if (!\is_resource($this->proc)) {
            return;
        }
        $status = proc_get_status($this->proc);
        if ($status['running']) {
            // SIGINT makes the master wait for (and reap) its workers, which
            // it does not signal itself; so the workers are ended one by one.
            // Re-scanned until the master is gone, in case a worker was still
            // being forked at the first look.
            proc_terminate($this->proc, 2);
            $deadline = microtime(true) + 5;
            while (proc_get_status($this->proc)['running'] && microtime(true) < $deadline) {
                foreach (childPids($status['pid']) as $child) {
                    killPid($child);
                }
                usleep(20000);
            }
            if (proc_get_status($this->proc)['running']) {
                foreach (childPids($status['pid']) as $child) {
                    killPid($child, 9);
                }
                proc_terminate($this->proc, 9);
            }
        }
        proc_close($this->proc);
    }
}

/** @return list<int> */
function childPids(int $parent): array
{
    $pids = [];
    foreach (glob('/proc/[0-9]*/stat') ?: [] as $file) {
        $stat = @file_get_contents($file);
        if ($stat === false) {
            continue;
        }
        // pid (comm) state ppid ...; comm may contain spaces or parentheses
        $rest = substr($stat, strrpos($stat, ')') + 2);
        $fields = explode(' ', $rest);
        if ((int) ($fields[1] ?? 0) === $parent) {
            $pids[] = (int) $stat;
        }
    }
    return $pids;
}

function killPid(int $pid, int $signal = 15): void
{
    if (\function_exists('posix_kill')) {
        @posix_kill($pid, $signal);
    } else {
        @exec('kill -' . $signal . ' ' . $pid . ' 2>/dev/null');
    }
}

/** Runs a bin/ command; returns [exit code, stdout, stderr]. */
function command(array $args, array $env = []): array
{
    $proc = proc_open(
        array_merge([PHP_BINARY], $args),
        [0 => ['file', '/dev/null', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']],
        $pipes,
        BACKEND,
        $env + getenv()
    );
    $out = stream_get_contents($pipes[1]);
    $err = stream_get_contents($pipes[2]);
    fclose($pipes[1]);
    fclose($pipes[2]);
    return [proc_close($proc), (string) $out, (string) $err];
}

function removeTree(string $dir): void
{
    if (!is_dir($dir) || is_link($dir)) {
        @unlink($dir);
        return;
    }
    foreach (scandir($dir) ?: [] as $entry) {
        if ($entry !== '.' && $entry !== '..') {
            removeTree($dir . '/' . $entry);
        }
    }
    @rmdir($dir);
}

function db(string $path): PDO
{
    $pdo = new PDO('sqlite:' . $path, null, null, [
        PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
        PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
        PDO::ATTR_TIMEOUT => 15,
    ]);
    return $pdo;
}

function rowCount(string $dbPath): int
{
    return (int) db($dbPath)->query('SELECT COUNT(*) FROM enquiries')->fetchColumn();
}

/** @return array<string, mixed>|null the newest row */
function lastRow(string $dbPath): ?array
{
    $row = db($dbPath)->query('SELECT * FROM enquiries ORDER BY id DESC LIMIT 1')->fetch();
    return $row === false ? null : $row;
}

/** @return array{headers: array<string, list<string>>, headerBlock: string, body: string}|null */
function emlFor(string $dir, int $id): ?array
{
    $files = glob($dir . '/*-enquiry-' . $id . '-*.eml') ?: [];
    if (\count($files) !== 1) {
        return null;
    }
    return parseEml((string) file_get_contents($files[0]));
}

function parseEml(string $raw): array
{
    [$head, $body] = explode("\r\n\r\n", $raw, 2) + [1 => ''];
    $unfolded = preg_replace("/\r\n[ \t]+/", ' ', $head);
    $headers = [];
    foreach (explode("\r\n", $unfolded) as $line) {
        $kv = explode(':', $line, 2);
        $headers[strtolower($kv[0])][] = trim($kv[1] ?? '');
    }
    return ['headers' => $headers, 'headerBlock' => $head, 'body' => quoted_printable_decode($body)];
}

function decodeWords(string $value): string
{
    return (string) preg_replace_callback(
        '/=\?UTF-8\?B\?([A-Za-z0-9+\/=]*)\?=\s*/',
        static fn (array $m): string => base64_decode($m[1]),
        $value
    );
}

function enquiry(array $overrides = []): array
{
    return $overrides + [
        'name' => 'Jane Citizen',
        'email' => 'jane.citizen@example.com',
        'phone' => '0412 345 678',
        'address' => '12 Example Street',
        'city' => 'Richmond',
        'service' => 'digital-antenna-installation',
        'message' => "Hello,\nmy reception is poor on channel 7.",
    ];
}

function contact(array $overrides = []): array
{
    return $overrides + [
        'name' => 'Sam Contact',
        'email' => 'sam@example.net',
        'phone' => '+61 3 9123 4567',
        'address' => '5 Side Road',
        'city' => 'Footscray',
        'service' => 'signal-booster',
        'subject' => 'Booster for a two-storey house',
        'message' => 'Please call me after 5 pm.',
    ];
}

function quote(array $overrides = []): array
{
    return $overrides + [
        'name' => 'Quinn Quote',
        'email' => 'quinn@example.org',
        'message' => 'Quote for 3 new TV points please.',
    ];
}

// ------------------------------------------------------------------ setup

$started = microtime(true);
$tmp = sys_get_temp_dir() . '/antenna-backend-tests-' . getmypid() . '-' . bin2hex(random_bytes(4));
mkdir($tmp . '/a', 0700, true);
mkdir($tmp . '/b', 0700, true);
$servers = [];
$fakeSmtp = null;
$cleanup = static function () use (&$servers, &$fakeSmtp, $tmp): void {
    foreach ($servers as $server) {
        $server->stop();
    }
    $servers = [];
    if (\is_resource($fakeSmtp)) {
        proc_terminate($fakeSmtp, 15);
        proc_close($fakeSmtp);
        $fakeSmtp = null;
    }
    removeTree($tmp);
};
register_shutdown_function($cleanup);
if (\function_exists('pcntl_signal') && \function_exists('pcntl_async_signals')) {
    pcntl_async_signals(true);
    foreach ([SIGINT, SIGTERM] as $signal) {
        pcntl_signal($signal, static function () {
            exit(130);
        });
    }
}

$aDb = $tmp . '/a/data/enquiries.sqlite';
$aMail = $tmp . '/a/mail';
$aLog = $tmp . '/a/backend.log';
$aConfig = $tmp . '/a/config.php';
writeConfig($aConfig, [
    'database' => $aDb,
    'log_file' => $aLog,
    'timezone' => 'Australia/Melbourne',
    'notify_to' => ['office@example.com', 'owner@example.com'],
    'mail' => [
        'transport' => 'file',
        'from' => 'website@example.com',
        'from_name' => 'Website enquiries',
        'file_dir' => $aMail,
    ],
    'allowed_origins' => [SITE_ORIGIN, 'https://www.example.com.au/'],
    // The tests speak for many clients through X-Forwarded-For from loopback.
    'trusted_proxies' => ['127.0.0.1'],
    'rate_limit' => ['max' => 5, 'window' => 600],
    'max_body_bytes' => 131072,
]);

$exitCode = 1;
try {
    // ------------------------------------------------------------ library
    T::section('library units');
    T::eq(5, Forms::length('Zoë ✓'), 'length counts code points, not bytes');
    T::eq('a b', Forms::trim("\u{00A0} a b\u{2003}\t"), 'trim removes Unicode white space');
    T::ok(Forms::isEmail('a.b+c@mail.example.com.au'), 'plain address is an e-mail');
    T::ok(!Forms::isEmail('"a b"@example.com') && !Forms::isEmail('a@localhost') && !Forms::isEmail("a@b.com\n"),
        'quoted local part, dotless domain and trailing newline are refused');
    T::ok(Forms::isPhone('(03) 9123 4567') && Forms::isPhone('+61 412 345 678') && !Forms::isPhone('1234')
        && !Forms::isPhone('0412-345-678 ext 5'), 'phone numbers');
    $encoded = Mailer::encodeHeaderText(str_repeat('Zoë Ñandú 日本 ', 12) . "\r\nBcc: x@example.com");
    T::ok(preg_match('/^(=\?UTF-8\?B\?[A-Za-z0-9+\/=]+\?=(\r\n )?)+$/D', $encoded) === 1
        && max(array_map('strlen', explode("\r\n", $encoded))) <= 76, 'encoded-words only, folded under 77 characters');
    T::ok(str_contains(decodeWords($encoded), 'Zoë Ñandú 日本') && !str_contains($encoded, "\nBcc"),
        'encoded header text decodes back and holds no raw line break');
    T::ok(Net::inRange('203.0.113.9', '203.0.113.0/24') && !Net::inRange('203.0.114.9', '203.0.113.0/24')
        && Net::inRange('2001:db8::1', '2001:db8::/32'), 'CIDR ranges');
    T::eq('198.51.100.4', Net::clientIp(['REMOTE_ADDR' => '127.0.0.1', 'HTTP_X_FORWARDED_FOR' => '6.6.6.6, 198.51.100.4'],
        ['127.0.0.1']), 'right-most untrusted X-Forwarded-For hop from a trusted proxy');
    T::eq('2001:db8:1:2::/64', Net::rateKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), 'IPv6 clients are rate-limited per /64');
    T::eq('192.0.2.1', Net::rateKey('192.0.2.1'), 'IPv4 clients are rate-limited per address');
    T::eq('192.0.2.1', Net::clientIp(['REMOTE_ADDR' => '192.0.2.1', 'HTTP_X_FORWARDED_FOR' => '6.6.6.6'], ['127.0.0.1']),
        'X-Forwarded-For ignored from an untrusted peer');

    // ------------------------------------------------------------ server A
    T::section('server');
    $a = new Server(['ANTENNA_BACKEND_CONFIG' => $aConfig], $tmp . '/a/server.log');
    $servers[] = $a;
    $pa = $a->port;
    T::ok(true, "php -S started on 127.0.0.1:{$pa} with " . WORKERS . ' workers');

    // ------------------------------------------------------ valid forms
    T::section('valid submissions');
    $r = post('/handleContact.php', $pa, enquiry(), ['Referer' => SITE_ORIGIN . '/services/digital-antenna-installation/']);
    T::eq(200, $r->status, 'enquiry form: 200');
    T::eq(Messages::SUCCESS_ENQUIRY . "\n", $r->body, 'enquiry form: thank-you text promising a reply within 24 hours');
    T::eq('text/plain; charset=utf-8', $r->header('Content-Type'), 'answer is text/plain; charset=utf-8');
    T::eq('nosniff', $r->header('X-Content-Type-Options'), 'answer has X-Content-Type-Options: nosniff');
    $row = lastRow($aDb);
    T::ok($row !== null && $row['form'] === 'enquiry' && $row['name'] === 'Jane Citizen'
        && $row['email'] === 'jane.citizen@example.com' && $row['phone'] === '0412 345 678'
        && $row['address'] === '12 Example Street' && $row['city'] === 'Richmond'
        && $row['service'] === 'digital-antenna-installation' && $row['subject'] === null
        && $row['message'] === "Hello,\nmy reception is poor on channel 7."
        && $row['page'] === SITE_ORIGIN . '/services/digital-antenna-installation/', 'enquiry stored with every field',
        var_export($row, true));
    T::eq('sent', $row['notify_status'] ?? null, 'enquiry notification sent (file transport)');
    $journal = db($aDb)->query('PRAGMA journal_mode')->fetchColumn();
    T::eq('wal', $journal, 'database is in WAL mode');
    $eml = emlFor($aMail, (int) $row['id']);
    T::ok($eml !== null, 'notification e-mail written');
    if ($eml !== null) {
        T::eq(['office@example.com, owner@example.com'], $eml['headers']['to'] ?? null, 'notification goes to the configured addresses');
        T::ok(str_ends_with($eml['headers']['reply-to'][0] ?? '', '<jane.citizen@example.com>'), 'Reply-To is the visitor');
        T::ok(str_ends_with($eml['headers']['from'][0] ?? '', '<website@example.com>'), 'From is the configured sender');
        $subject = decodeWords($eml['headers']['subject'][0] ?? '');
        T::eq('New enquiry from Jane Citizen - Digital antenna installation', $subject, 'notification subject');
        T::ok(str_contains($eml['body'], 'my reception is poor on channel 7.')
            && str_contains($eml['body'], '0412 345 678') && str_contains($eml['body'], 'Richmond'),
            'notification body carries the enquiry');
    }

    $r = post('/handleContact.php', $pa, contact(), ['Origin' => SITE_ORIGIN]);
    T::eq(200, $r->status, 'contact form: 200');
    T::eq(Messages::SUCCESS_ENQUIRY . "\n", $r->body, 'contact form: thank-you text');
    $row = lastRow($aDb);
    T::ok($row['form'] === 'contact' && $row['subject'] === 'Booster for a two-storey house'
        && $row['service'] === 'signal-booster' && $row['origin'] === SITE_ORIGIN, 'contact stored with subject and origin');
    T::eq(SITE_ORIGIN, $r->header('Access-Control-Allow-Origin'), 'allowed origin echoed in Access-Control-Allow-Origin');
    T::eq('Origin', $r->header('Vary'), 'Vary: Origin');

    $r = post('/handleContact.php', $pa, contact(['subject' => '']));
    T::eq(200, $r->status, 'contact form with an empty subject: 200');
    T::eq('', lastRow($aDb)['subject'], 'empty subject stored as empty');

    $r = post('/handleQuote.php', $pa, quote());
    T::eq(200, $r->status, 'quote form: 200');
    T::eq(Messages::SUCCESS_QUOTE . "\n", $r->body, 'quote form: thank-you text');
    $row = lastRow($aDb);
    T::ok($row['form'] === 'quote' && $row['name'] === 'Quinn Quote' && $row['phone'] === null
        && $row['message'] === 'Quote for 3 new TV points please.', 'quote stored');
    T::eq(null, $r->header('Access-Control-Allow-Origin'), 'no CORS header without an Origin');

    $r = post('/handleContact.php', $pa, enquiry([
        'name' => "  Zoë Ñandú 日本 \u{00A0}",
        'service' => 'matv-commercial',
        'message' => "Line one\r\nLine two\rLine three\twith tab",
    ]), ['Content-Type' => 'Application/X-WWW-Form-URLEncoded']);
    T::eq(200, $r->status, 'media type without parameters, any case: 200');
    $row = lastRow($aDb);
    T::eq('Zoë Ñandú 日本', $row['name'], 'UTF-8 name stored intact and trimmed');
    T::eq("Line one\nLine two\nLine three\twith tab", $row['message'], 'line breaks normalised to LF, tab kept');
    $eml = emlFor($aMail, (int) $row['id']);
    T::ok($eml !== null && str_contains(decodeWords($eml['headers']['subject'][0] ?? ''), 'Zoë Ñandú 日本'),
        'UTF-8 name carried into the notification subject');

    $r = post('/handleContact.php', $pa, enquiry(['address' => "12\tExample Street"]));
    T::ok($r->status === 200 && lastRow($aDb)['address'] === '12 Example Street', 'a tab pasted into a one-line field becomes a space');

    $r = post('/handleContact.php', $pa, enquiry(['name' => str_repeat('é', 100)]));
    T::eq(200, $r->status, '100-character non-ASCII name accepted (characters, not bytes)');

    // ------------------------------------------------------ validation
    T::section('validation refusals');
    $before = rowCount($aDb);
    $cases = [
        ['/handleContact.php', enquiry(['name' => "   \t "]), 'Please enter your name.', 'name of spaces and a tab'],
        ['/handleContact.php', enquiry(['name' => '    ']), 'Please enter your name.', 'blank name'],
        ['/handleContact.php', array_diff_key(enquiry(), ['name' => 1]), 'Please enter your name.', 'missing name'],
        ['/handleContact.php', enquiry(['email' => '']), 'Please enter your e-mail address.', 'blank e-mail'],
        ['/handleContact.php', enquiry(['email' => 'not-an-email']), 'Please enter a valid e-mail address.', 'e-mail without @'],
        ['/handleContact.php', enquiry(['email' => 'jane@example']), 'Please enter a valid e-mail address.', 'e-mail without a dot in the domain'],
        ['/handleContact.php', enquiry(['phone' => '']), 'Please enter your phone number.', 'blank phone'],
        ['/handleContact.php', enquiry(['phone' => 'call me']), 'Please enter a valid phone number.', 'phone in words'],
        ['/handleContact.php', enquiry(['phone' => '12 34']), 'Please enter a valid phone number.', 'phone with 4 digits'],
        ['/handleContact.php', enquiry(['address' => ' ']), 'Please enter your address.', 'blank address'],
        ['/handleContact.php', enquiry(['city' => '']), 'Please enter your suburb or city.', 'blank city'],
        ['/handleContact.php', enquiry(['service' => '']), 'Please choose the service you are interested in.', 'no service chosen'],
        ['/handleContact.php', enquiry(['service' => 'installation']), 'Please choose one of the services from the list.', 'contact-form service on the enquiry form'],
        ['/handleContact.php', enquiry(['service' => 'lawn-mowing']), 'Please choose one of the services from the list.', 'unknown service'],
        ['/handleContact.php', enquiry(['message' => " \n \n "]), 'Please enter your message.', 'message of only white space'],
        ['/handleContact.php', enquiry(['name' => str_repeat('a', 101)]), 'Please keep your name to 100 characters or fewer.', '101-character name'],
        ['/handleContact.php', enquiry(['address' => str_repeat('a', 201)]), 'Please keep your address to 200 characters or fewer.', '201-character address'],
        ['/handleContact.php', enquiry(['city' => str_repeat('a', 101)]), 'Please keep your suburb or city to 100 characters or fewer.', '101-character city'],
        ['/handleContact.php', enquiry(['phone' => str_repeat('1', 31)]), 'Please keep your phone number to 30 characters or fewer.', '31-character phone'],
        ['/handleContact.php', enquiry(['message' => str_repeat('m', 5001)]), 'Please keep your message to 5,000 characters or fewer.', '5,001-character message'],
        ['/handleContact.php', enquiry(['email' => str_repeat('a', 250) . '@example.com']), 'Please keep your e-mail address to 254 characters or fewer.', '262-character e-mail'],
        ['/handleContact.php', contact(['service' => 'tv-wall-mounting']), 'Please choose one of the services from the list.', 'enquiry-form service on the contact form'],
        ['/handleContact.php', contact(['subject' => str_repeat('s', 151)]), 'Please keep the subject to 150 characters or fewer.', '151-character subject'],
        ['/handleContact.php', contact(['email' => 'sam@@example.net']), 'Please enter a valid e-mail address.', 'e-mail with two @'],
        ['/handleQuote.php', array_diff_key(quote(), ['name' => 1]), 'Please enter your name.', 'quote without name'],
        ['/handleQuote.php', quote(['email' => 'quinn at example.org']), 'Please enter a valid e-mail address.', 'quote e-mail with spaces'],
        ['/handleQuote.php', quote(['message' => '']), 'Please enter your message.', 'quote with blank message'],
        ['/handleQuote.php', [], 'Please enter your name.', 'empty quote body'],
    ];
    foreach ($cases as [$path, $fields, $expected, $what]) {
        $r = post($path, $pa, $fields);
        T::ok($r->status === 422 && $r->body === $expected . "\n",
            basename($path) . ", {$what}: 422 \"{$expected}\"", "got {$r->status}: " . var_export($r->body, true));
    }
    foreach ([
        ['/handleQuote.php', quote(['phone' => '0412345678']), 'quote form with a field it never sends'],
        ['/handleContact.php', enquiry(['website' => 'http://spam.example']), 'unknown field'],
    ] as [$path, $fields, $what]) {
        $r = post($path, $pa, $fields);
        T::ok($r->status === 400 && $r->body === Messages::MALFORMED . "\n", "{$what}: 400", "got {$r->status}: {$r->body}");
    }
    $r = http('POST', '/handleQuote.php', $pa, [], http_build_query(quote()) . '&name=Other');
    T::ok($r->status === 400 && $r->body === Messages::MALFORMED . "\n", 'duplicate field: 400');
    $r = http('POST', '/handleQuote.php', $pa, [], 'name[]=x&email=a%40example.com&message=hi');
    T::ok($r->status === 400 && $r->body === Messages::MALFORMED . "\n", 'PHP array syntax in a field name: 400');
    T::eq($before, rowCount($aDb), 'no refused submission was stored');

    // ------------------------------------------------------ protocol
    T::section('method, content type, size, origin');
    $before = rowCount($aDb);
    foreach (['GET', 'PUT', 'DELETE', 'PATCH'] as $method) {
        $r = http($method, '/handleContact.php', $pa, [], $method === 'GET' ? null : http_build_query(enquiry()));
        T::ok($r->status === 405 && $r->body === Messages::METHOD_NOT_ALLOWED . "\n"
            && $r->header('Allow') === 'POST, OPTIONS', "{$method}: 405 with Allow: POST, OPTIONS", "got {$r->status}: {$r->body}");
    }
    $r = http('HEAD', '/handleQuote.php', $pa);
    T::ok($r->status === 405 && $r->body === '', 'HEAD: 405 without a body');
    $r = http('GET', '/handleQuote.php?name=x&email=x%40example.com&message=hi', $pa);
    T::eq(405, $r->status, 'GET with the fields in the query string: 405');

    foreach ([
        'text/plain' => 'text/plain;charset=UTF-8',
        'JSON' => 'application/json',
        'multipart' => 'multipart/form-data; boundary=----x',
        'ISO-8859-1 charset' => 'application/x-www-form-urlencoded; charset=ISO-8859-1',
        'a look-alike type' => 'application/x-www-form-urlencoded-evil',
    ] as $what => $type) {
        $r = http('POST', '/handleContact.php', $pa, ['Content-Type' => $type], http_build_query(enquiry()));
        T::ok($r->status === 415 && $r->body === Messages::UNSUPPORTED_MEDIA_TYPE . "\n", "{$what} body: 415", "got {$r->status}: {$r->body}");
    }
    $r = http('POST', '/handleContact.php', $pa, ['Content-Type' => null], http_build_query(enquiry()));
    T::eq(415, $r->status, 'no Content-Type: 415');

    $big = http_build_query(enquiry(['message' => str_repeat('A', 1024 * 1024)]));
    $r = http('POST', '/handleContact.php', $pa, [], $big);
    T::ok($r->status === 413 && $r->body === Messages::TOO_LARGE . "\n", '1 MB message field: 413', "got {$r->status}: {$r->body}");
    $r = http('POST', '/handleQuote.php', $pa, [], http_build_query(quote(['name' => str_repeat('N', 1024 * 1024)])));
    T::eq(413, $r->status, '1 MB name field: 413');
    $r = http('POST', '/handleQuote.php', $pa, [], str_pad(http_build_query(quote()) . '&x=', 131073, 'x'));
    T::eq(413, $r->status, 'body one byte over max_body_bytes: 413');
    $r = post('/handleContact.php', $pa, enquiry(['message' => str_repeat('😀', 5000)]));
    T::eq(200, $r->status, '5,000 emoji (60 kB urlencoded) fit under the body limit');

    $r = http('OPTIONS', '/handleContact.php', $pa, [
        'Origin' => SITE_ORIGIN,
        'Access-Control-Request-Method' => 'POST',
        'Access-Control-Request-Headers' => 'content-type',
    ]);
    T::ok($r->status === 204 && $r->header('Access-Control-Allow-Origin') === SITE_ORIGIN
        && str_contains((string) $r->header('Access-Control-Allow-Methods'), 'POST')
        && stripos((string) $r->header('Access-Control-Allow-Headers'), 'content-type') !== false
        && $r->header('Vary') === 'Origin' && $r->body === '', 'preflight from an allowed origin: 204 with CORS headers',
        $r->raw);
    $r = http('OPTIONS', '/handleQuote.php', $pa, ['Origin' => 'https://WWW.example.com.au', 'Access-Control-Request-Method' => 'POST']);
    T::ok($r->status === 204 && $r->header('Access-Control-Allow-Origin') === 'https://WWW.example.com.au',
        'origins compare case-insensitively (config with trailing slash)');
    $r = http('OPTIONS', '/handleQuote.php', $pa, ['Origin' => 'https://evil.example', 'Access-Control-Request-Method' => 'POST']);
    T::ok($r->status === 403 && $r->header('Access-Control-Allow-Origin') === null, 'preflight from another origin: 403 without CORS headers');
    foreach (['https://evil.example', 'null', 'http://127.0.0.1:9000.evil.example', 'http://127.0.0.1:9001'] as $origin) {
        $r = post('/handleContact.php', $pa, enquiry(), ['Origin' => $origin]);
        T::ok($r->status === 403 && $r->body === Messages::FORBIDDEN_ORIGIN . "\n"
            && $r->header('Access-Control-Allow-Origin') === null, "Origin {$origin}: 403", "got {$r->status}: {$r->body}");
    }
    $r = post('/handleQuote.php', $pa, quote(), ['Origin' => 'http://127.0.0.1:' . $pa]);
    T::ok($r->status === 200 && $r->header('Access-Control-Allow-Origin') === 'http://127.0.0.1:' . $pa,
        'Origin of the handlers\' own host is allowed without being listed');
    $refusals = [
        '422' => post('/handleContact.php', $pa, enquiry(['email' => 'x']), ['Origin' => SITE_ORIGIN]),
        '413' => http('POST', '/handleQuote.php', $pa, ['Origin' => SITE_ORIGIN], str_repeat('a', 200000)),
        '415' => http('POST', '/handleQuote.php', $pa, ['Origin' => SITE_ORIGIN, 'Content-Type' => 'text/plain'], 'x'),
        '405' => http('GET', '/handleQuote.php', $pa, ['Origin' => SITE_ORIGIN]),
    ];
    foreach ($refusals as $code => $r) {
        T::ok($r->status === (int) $code && $r->header('Access-Control-Allow-Origin') === SITE_ORIGIN,
            "{$code} refusal to an allowed origin carries Access-Control-Allow-Origin (the site can show it)");
    }
    T::eq($before + 2, rowCount($aDb), 'only the valid emoji and same-host enquiries were stored');

    // ------------------------------------------------------ hostile input
    T::section('hostile input');
    $before = rowCount($aDb);
    $sql = "Robert'); DROP TABLE enquiries;--";
    $r = post('/handleContact.php', $pa, enquiry([
        'name' => $sql,
        'address' => "1' OR '1'='1",
        'city' => 'x"; DELETE FROM enquiries; --',
        'message' => "'; UPDATE enquiries SET email='x'; --\n<script>alert(1)</script>",
    ]));
    T::eq(200, $r->status, 'SQL fragments and HTML in fields: accepted');
    $row = lastRow($aDb);
    T::ok($row['name'] === $sql && $row['address'] === "1' OR '1'='1"
        && $row['city'] === 'x"; DELETE FROM enquiries; --'
        && $row['message'] === "'; UPDATE enquiries SET email='x'; --\n<script>alert(1)</script>", 'stored verbatim (harmlessly)');
    T::eq($before + 1, rowCount($aDb), 'table intact, one row more');
    T::ok(!str_contains($r->body, '<script') && !str_contains($r->body, 'Robert'), 'input is not echoed in the answer');
    $r = post('/handleContact.php', $pa, enquiry(['service' => "cctv-installation' OR '1'='1"]));
    T::eq(422, $r->status, 'SQL fragment in service: 422');
    $r = post('/handleContact.php', $pa, enquiry(['name' => '=HYPERLINK("http://evil.example","click")']));
    T::eq(200, $r->status, 'spreadsheet formula as a name: accepted (neutralised on export)');

    $before = rowCount($aDb);
    $hostile = [
        ['/handleContact.php', enquiry(['name' => "Eve\r\nBcc: victim@example.com"]), 'CR/LF in name'],
        ['/handleContact.php', enquiry(['name' => "Eve\nBcc: victim@example.com"]), 'LF in name'],
        ['/handleQuote.php', quote(['name' => "Eve\rBcc: victim@example.com"]), 'CR in name'],
        ['/handleContact.php', enquiry(['email' => "eve@example.com\r\nBcc: victim@example.com"]), 'CR/LF in e-mail'],
        ['/handleQuote.php', quote(['email' => "eve@example.com\nBcc: victim@example.com"]), 'LF in e-mail'],
        ['/handleQuote.php', quote(['email' => "eve@example.com%0d%0aBcc:victim@example.com"]), 'encoded CR/LF in e-mail'],
        ['/handleContact.php', contact(['subject' => "Hi\r\nBcc: victim@example.com"]), 'CR/LF in subject'],
        ['/handleContact.php', enquiry(['phone' => "0412345678\r\nX: y"]), 'CR/LF in phone'],
        ['/handleContact.php', enquiry(['message' => "bad \xC3\x28 utf-8"]), 'invalid UTF-8 in message'],
        ['/handleQuote.php', quote(['name' => "\xFF\xFE"]), 'invalid UTF-8 in name'],
        ['/handleQuote.php', quote(['message' => "overlong \xC0\xAF slash"]), 'overlong UTF-8 sequence'],
        ['/handleQuote.php', quote(['message' => "surrogate \xED\xA0\x80"]), 'UTF-8 encoded surrogate'],
        ['/handleQuote.php', quote(['message' => "nul \0 byte"]), 'NUL byte in message'],
        ['/handleQuote.php', quote(['message' => "escape \x1B[31m red"]), 'ANSI escape in message'],
        ['/handleQuote.php', quote(['name' => "Bidi \u{202E}evil"]), 'bidi override in name'],
        ['/handleQuote.php', quote(['name' => "C1 \u{0085} next line"]), 'C1 control (NEL) in name'],
        ['/handleQuote.php', quote(['message' => "line \u{2028} separator"]), 'Unicode line separator in message'],
    ];
    foreach ($hostile as [$path, $fields, $what]) {
        $r = post($path, $pa, $fields);
        T::ok($r->status === 422 && str_starts_with($r->body, 'Please ') && substr_count($r->body, "\n") === 1,
            "{$what}: refused with 422", "got {$r->status}: {$r->body}");
    }
    T::eq($before, rowCount($aDb), 'no hostile submission was stored');

    // ------------------------------------------------------ direct access
    T::section('direct access to non-endpoints');
    foreach (['/lib/Store.php', '/lib/bootstrap.php', '/lib/Handler.php', '/bin/export.php', '/bin/notify-pending.php',
        '/tests/run.php', '/tests/fake-smtp.php', '/config.example.php'] as $path) {
        $r = http('GET', $path, $pa);
        T::ok($r->status === 404 && !str_contains($r->body, 'id,') && \strlen($r->body) < 20, "{$path}: 404", "got {$r->status}: {$r->body}");
    }

    // ------------------------------------------------------ rate limit
    T::section('rate limit');
    $ip = '198.51.100.77';
    $codes = [];
    for ($i = 0; $i < 5; $i++) {
        $codes[] = post('/handleQuote.php', $pa, quote(['message' => "rate {$i}"]), ['X-Forwarded-For' => $ip])->status;
    }
    T::eq([200, 200, 200, 200, 200], $codes, 'five submissions from one client: accepted');
    $before = rowCount($aDb);
    $r = post('/handleQuote.php', $pa, quote(['message' => 'rate 6']), ['X-Forwarded-For' => $ip]);
    T::ok($r->status === 429 && $r->body === Messages::RATE_LIMITED . "\n", 'sixth within 10 minutes: 429', "got {$r->status}: {$r->body}");
    $retry = (int) $r->header('Retry-After');
    T::ok($retry >= 1 && $retry <= 601, 'Retry-After gives the seconds to wait', (string) $r->header('Retry-After'));
    T::eq($before, rowCount($aDb), 'refused submission not stored');
    $r = post('/handleContact.php', $pa, enquiry(), ['X-Forwarded-For' => $ip]);
    T::eq(429, $r->status, 'limit is per client across both handlers');
    $r = post('/handleQuote.php', $pa, quote(), ['X-Forwarded-For' => $ip, 'Origin' => SITE_ORIGIN]);
    T::ok($r->status === 429 && $r->header('Access-Control-Allow-Origin') === SITE_ORIGIN, '429 to an allowed origin carries Access-Control-Allow-Origin');
    $r = post('/handleQuote.php', $pa, quote(), ['X-Forwarded-For' => '198.51.100.78']);
    T::eq(200, $r->status, 'another client is not affected');
    $codes = [];
    for ($i = 1; $i <= 6; $i++) {
        $codes[] = post('/handleQuote.php', $pa, quote(), ['X-Forwarded-For' => '2001:db8:5:5::' . dechex($i * 77)])->status;
    }
    T::eq([200, 200, 200, 200, 200, 429], $codes, 'IPv6 addresses of one /64 share a limit');
    $log = (string) @file_get_contents($aLog);
    T::ok(str_contains($log, 'rate limit reached for 198.51.100.77'), 'rate-limit hit logged');

    // ------------------------------------------------------ concurrency
    T::section('concurrency');
    $before = rowCount($aDb);
    $emlBefore = \count(glob($aMail . '/*.eml') ?: []);
    $requests = [];
    for ($i = 0; $i < 200; $i++) {
        $fields = $i % 3 === 2
            ? quote(['message' => "concurrent #{$i}"])
            : ($i % 3 === 1 ? contact(['message' => "concurrent #{$i}"]) : enquiry(['message' => "concurrent #{$i}"]));
        $path = $i % 3 === 2 ? '/handleQuote.php' : '/handleContact.php';
        $requests[] = rawRequest('POST', $path, $pa, ['X-Forwarded-For' => '172.16.' . intdiv($i, 200) . '.' . ($i % 200 + 1), 'Origin' => SITE_ORIGIN],
            http_build_query($fields));
    }
    $t0 = microtime(true);
    $answers = concurrent($pa, $requests);
    $elapsed = microtime(true) - $t0;
    $ok = 0;
    foreach ($answers as $i => $res) {
        $expected = ($i % 3 === 2 ? Messages::SUCCESS_QUOTE : Messages::SUCCESS_ENQUIRY) . "\n";
        if ($res->status === 200 && $res->body === $expected) {
            $ok++;
        }
    }
    T::eq(200, $ok, sprintf('200 concurrent submissions: 200 success answers (%.1f s)', $elapsed));
    T::eq($before + 200, rowCount($aDb), '200 concurrent submissions: 200 more rows');
    preg_match_all('/^\[(\d+)\] .*POST \/handle/m', (string) file_get_contents($tmp . '/a/server.log'), $m);
    $workersSeen = \count(array_unique($m[1]));
    T::ok($workersSeen > 1, "requests served by {$workersSeen} server workers in parallel");
    $stmt = db($aDb)->query("SELECT COUNT(DISTINCT message) FROM enquiries WHERE message LIKE 'concurrent #%' AND notify_status = 'sent'");
    T::eq(200, (int) $stmt->fetchColumn(), 'each concurrent enquiry stored once and notified');
    T::eq($emlBefore + 200, \count(glob($aMail . '/*.eml') ?: []), '200 notification files written');

    // ------------------------------------------------------ notifications
    T::section('notification headers');
    $all = glob($aMail . '/*.eml') ?: [];
    $bad = [];
    foreach ($all as $file) {
        $mail = parseEml((string) file_get_contents($file));
        $lines = explode("\r\n", $mail['headerBlock']);
        foreach ($lines as $line) {
            if (preg_match('/^([A-Za-z-]+: |[ ]\S)/', $line) !== 1 || \strlen($line) > 998) {
                $bad[] = basename($file) . ': ' . $line;
            }
        }
        if (isset($mail['headers']['bcc']) || isset($mail['headers']['cc']) || \count($mail['headers']['reply-to'] ?? []) !== 1
            || \count($mail['headers']['to'] ?? []) !== 1 || preg_match('/[^\x09\x0A\x0D\x20-\x7E]/', $mail['headerBlock']) === 1) {
            $bad[] = basename($file) . ': unexpected header set';
        }
    }
    T::ok(\count($all) > 200 && $bad === [], 'every notification has a clean ASCII header block with no injected header',
        implode("\n", \array_slice($bad, 0, 5)));
    $eml = null;
    foreach ($all as $file) {
        if (str_contains((string) file_get_contents($file), 'DROP TABLE')) {
            $eml = parseEml((string) file_get_contents($file));
        }
    }
    T::ok($eml !== null && str_contains(decodeWords($eml['headers']['subject'][0]), $sql)
        && str_contains($eml['body'], '<script>alert(1)</script>'), 'hostile-but-valid text only appears encoded in the subject and in the body');

    // ------------------------------------------------------ export
    T::section('export');
    $env = ['ANTENNA_BACKEND_CONFIG' => $aConfig];
    [$code, $csv] = command(['bin/export.php'], $env);
    T::eq(0, $code, 'export.php exits 0');
    T::ok(str_starts_with($csv, "\xEF\xBB\xBF"), 'CSV starts with a UTF-8 byte order mark (Excel)');
    $fh = fopen('php://memory', 'w+');
    fwrite($fh, substr($csv, 3));
    rewind($fh);
    $rows = [];
    while (($cells = fgetcsv($fh, null, ',', '"', '')) !== false) {
        $rows[] = $cells;
    }
    T::ok(($rows[0][0] ?? '') === 'id' && ($rows[0][3] ?? '') === 'name', 'CSV header row');
    T::eq(rowCount($aDb) + 1, \count($rows), 'one CSV row per enquiry');
    $names = array_column(\array_slice($rows, 1), 3);
    T::ok(\in_array($sql, $names, true) && \in_array('Zoë Ñandú 日本', $names, true), 'CSV round-trips quotes and UTF-8');
    T::ok(\in_array('\'=HYPERLINK("http://evil.example","click")', $names, true), 'formula in a cell is neutralised');
    $messages = array_column(\array_slice($rows, 1), 10);
    T::ok(\in_array("Hello,\nmy reception is poor on channel 7.", $messages, true), 'multi-line message survives CSV');
    [$code, $plain] = command(['bin/export.php', '--plain', '--form=quote'], $env);
    T::ok($code === 0 && str_starts_with($plain, 'id,') && !str_contains($plain, 'Jane Citizen'), '--plain --form=quote');
    [$code, $list] = command(['bin/export.php', '--list', '--status=sent'], $env);
    T::ok($code === 0 && str_contains($list, 'Quinn Quote <quinn@example.org>')
        && str_ends_with($list, rowCount($aDb) . " enquiries.\n"), '--list prints one line per enquiry and a total');
    [$code, $none] = command(['bin/export.php', '--list', '--until=2001-01-01'], $env);
    T::ok($code === 0 && str_ends_with($none, "0 enquiries.\n"), '--until filters by date');
    [$code, , $err] = command(['bin/export.php', '--output=' . $tmp . '/export.csv', '--since=2001-01-01'], $env);
    T::ok($code === 0 && substr_count((string) @file_get_contents($tmp . '/export.csv'), 'jane.citizen@example.com') >= 1,
        '--output writes the file', $err);
    [$code, , $err] = command(['bin/export.php', '--bogus'], $env);
    T::ok($code === 2 && str_contains($err, 'unknown option'), 'unknown option: exit 2 with usage');
    [$code, , $err] = command(['bin/export.php'], ['ANTENNA_BACKEND_CONFIG' => $tmp . '/missing.php']);
    T::ok($code === 2 && str_contains($err, 'Configuration problem'), 'missing config: exit 2 with a message');

    // ------------------------------------------------------ failing mail (server B)
    T::section('failed notification and retry');
    $bDb = $tmp . '/b/enquiries.sqlite';
    $bLog = $tmp . '/b/backend.log';
    $bConfig = $tmp . '/b/config.php';
    $closedPort = freePort();
    $bSettings = [
        'database' => $bDb,
        'log_file' => $bLog,
        'notify_to' => ['office@example.com', 'owner@example.com'],
        'mail' => [
            'transport' => 'smtp',
            'from' => 'website@example.com',
            'smtp' => ['host' => '127.0.0.1', 'port' => $closedPort, 'encryption' => 'none', 'timeout' => 2],
        ],
        'allowed_origins' => [SITE_ORIGIN],
        'trusted_proxies' => [],
        'rate_limit' => ['max' => 3, 'window' => 600],
        'notify_max_attempts' => 3,
    ];
    // Saved by an editor that adds a byte order mark and a blank line: harmless.
    writeConfig($bConfig, $bSettings, "\xEF\xBB\xBF\n");
    $b = new Server(['ANTENNA_BACKEND_CONFIG' => $bConfig], $tmp . '/b/server.log');
    $servers[] = $b;
    $r = post('/handleQuote.php', $b->port, quote(['message' => "Failing mail\n.dot line\n..two dots"]));
    T::ok($r->status === 200 && $r->body === Messages::SUCCESS_QUOTE . "\n", 'mail transport down: visitor still gets the thank-you');
    $row = lastRow($bDb);
    T::ok($row !== null && $row['notify_status'] === 'pending' && (int) $row['notify_attempts'] === 1
        && str_contains((string) $row['notify_error'], 'cannot connect'), 'enquiry stored and left pending with the error',
        var_export($row, true));
    T::ok(str_contains((string) @file_get_contents($bLog), 'notification of enquiry #1 failed'), 'failure logged');
    $codes = [];
    foreach (['203.0.113.1', '203.0.113.2', '203.0.113.3'] as $spoofed) {
        $codes[] = post('/handleContact.php', $b->port, enquiry(), ['X-Forwarded-For' => $spoofed])->status;
    }
    T::eq([200, 200, 429], $codes, 'X-Forwarded-For ignored without trusted proxies (limit of 3 hit)');

    $bEnv = ['ANTENNA_BACKEND_CONFIG' => $bConfig];
    [$code, $out, $err] = command(['bin/notify-pending.php'], $bEnv);
    T::ok($code === 1 && str_contains($out, 'failed: 3') && str_contains($err, 'still pending'), 'notify-pending with the transport still down: exit 1', $out . $err);
    $statuses = db($bDb)->query('SELECT notify_status, notify_attempts FROM enquiries ORDER BY id')->fetchAll();
    T::eq(array_fill(0, 3, ['notify_status' => 'pending', 'notify_attempts' => 2]), $statuses, 'still pending, attempts counted');
    command(['bin/notify-pending.php', '--quiet'], $bEnv);
    $statuses = db($bDb)->query('SELECT DISTINCT notify_status FROM enquiries')->fetchAll(PDO::FETCH_COLUMN);
    T::eq(['failed'], $statuses, 'marked failed after notify_max_attempts (still stored)');

    // A fake SMTP server stands in for the business's mail server.
    $transcript = $tmp . '/b/smtp-transcript.txt';
    $fakeSmtp = proc_open([PHP_BINARY, __DIR__ . '/fake-smtp.php', $transcript, 'website@example.com', 'p@ss:wörd'],
        [0 => ['file', '/dev/null', 'r'], 1 => ['pipe', 'w'], 2 => ['file', $tmp . '/b/smtp.log', 'a']], $pipes);
    $line = (string) fgets($pipes[1]);
    $smtpPort = (int) substr(trim($line), 5);
    T::ok($smtpPort > 0, 'fake SMTP server listening');
    $cConfig = $tmp . '/b/config-smtp.php';
    $bSettings['mail']['smtp'] = [
        'host' => '127.0.0.1', 'port' => $smtpPort, 'encryption' => 'none',
        'username' => 'website@example.com', 'password' => 'p@ss:wörd', 'timeout' => 5, 'helo' => 'web.example.com',
    ];
    writeConfig($cConfig, $bSettings);
    [$code, $out] = command(['bin/notify-pending.php', '--config=' . $cConfig], []);
    T::ok($code === 0 && str_contains($out, 'sent: 0'), 'failed enquiries are not retried without --retry-failed', $out);
    [$code, $out, $err] = command(['bin/notify-pending.php', '--config=' . $cConfig, '--retry-failed'], []);
    T::ok($code === 0 && str_contains($out, 'sent: 3; failed: 0'), 'notify-pending --retry-failed over SMTP: 3 sent', $out . $err);
    $statuses = db($bDb)->query('SELECT DISTINCT notify_status FROM enquiries')->fetchAll(PDO::FETCH_COLUMN);
    T::eq(['sent'], $statuses, 'all enquiries now marked sent');
    $t = (string) @file_get_contents($transcript);
    T::ok(str_contains($t, "EHLO web.example.com\r\n") && str_contains($t, '<<AUTH website@example.com:p@ss:wörd>>')
        && str_contains($t, "MAIL FROM:<website@example.com>\r\n") && str_contains($t, "RCPT TO:<office@example.com>\r\n")
        && str_contains($t, "RCPT TO:<owner@example.com>\r\n") && substr_count($t, '<<END OF DATA>>') === 3
        && str_contains($t, "QUIT\r\n"), 'SMTP dialogue: EHLO, AUTH LOGIN, MAIL FROM, RCPT TO each recipient, DATA, QUIT', $t);
    T::ok(str_contains($t, "\r\n..dot line\r\n") && str_contains($t, "\r\n...two dots\r\n"), 'lines starting with a dot are dot-stuffed');
    T::ok(str_contains($t, 'X-Enquiry-Id: 1') && str_contains($t, 'Reply-To: '), 'the notification itself went over SMTP');
    [$code, $out] = command(['bin/notify-pending.php', '--config=' . $cConfig], []);
    T::ok($code === 0 && str_contains($out, 'sent: 0; failed: 0'), 'nothing left to send');

    // ------------------------------------------------------ unconfigured (server C)
    T::section('missing configuration');
    $c = new Server(['ANTENNA_BACKEND_CONFIG' => $tmp . '/nowhere/config.php'], $tmp . '/c-server.log');
    $servers[] = $c;
    $r = post('/handleQuote.php', $c->port, quote(), ['Origin' => SITE_ORIGIN]);
    T::ok($r->status === 503 && $r->body === Messages::UNAVAILABLE . "\n", 'no config: 503 with a friendly sentence', "{$r->status}: {$r->body}");
    T::eq(SITE_ORIGIN, $r->header('Access-Control-Allow-Origin'), 'the 503 sentence is readable by the site');
    $log = (string) @file_get_contents($tmp . '/c-server.log');
    T::ok(str_contains($log, 'configuration: ' . 'ANTENNA_BACKEND_CONFIG names a file that does not exist'),
        'the cause goes to the server log only', $log);
    $c->stop();

    // ------------------------------------------------------ dev server
    T::section('bin/dev-server.php (for the site\'s own tests)');
    $devPort = freePort();
    $devDir = $tmp . '/dev';
    $dev = proc_open(
        [PHP_BINARY, BACKEND . '/bin/dev-server.php', '--port=' . $devPort, '--dir=' . $devDir, '--origin=' . SITE_ORIGIN],
        [0 => ['file', '/dev/null', 'r'], 1 => ['file', $tmp . '/dev.log', 'a'], 2 => ['file', $tmp . '/dev.log', 'a']],
        $pipes
    );
    $up = false;
    for ($i = 0; $i < 100 && !$up; $i++) {
        usleep(50000);
        $s = @stream_socket_client('tcp://127.0.0.1:' . $devPort, $errno, $errstr, 1);
        if ($s !== false) {
            fclose($s);
            $up = true;
        }
    }
    T::ok($up, 'dev server listens on the given port');
    if ($up) {
        $r = post('/handleQuote.php', $devPort, quote(), ['Origin' => SITE_ORIGIN]);
        T::ok($r->status === 200 && $r->header('Access-Control-Allow-Origin') === SITE_ORIGIN,
            'dev server takes a quote from the site origin');
        T::eq(1, \count(glob($devDir . '/mail/*.eml') ?: []), 'dev server writes the notification to DIR/mail');
    }
    $status = proc_get_status($dev);
    proc_terminate($dev, 2);
    for ($i = 0; $i < 250 && proc_get_status($dev)['running']; $i++) {
        foreach (childPids($status['pid']) as $child) {
            killPid($child);
        }
        usleep(20000);
    }
    if (proc_get_status($dev)['running']) {
        proc_terminate($dev, 9);
    }
    proc_close($dev);

    // ------------------------------------------------------ invariants
    T::section('every answer');
    $problems = [];
    foreach ($GLOBALS['responses'] as [$what, $res]) {
        /** @var Response $res */
        if ($res->status === 0) {
            $problems[] = "{$what}: no HTTP answer";
            continue;
        }
        if ($res->status !== 204 && $res->header('Content-Type') !== 'text/plain; charset=utf-8') {
            $problems[] = "{$what}: Content-Type " . var_export($res->header('Content-Type'), true);
        }
        if ($res->body !== '' && (substr_count($res->body, "\n") !== 1 || \strlen($res->body) > 200)) {
            $problems[] = "{$what}: not one short line: " . var_export($res->body, true);
        }
        foreach (['<', '/', '\\', '.php', 'Stack', 'trace', 'Warning', 'Fatal', 'Exception', 'SQLSTATE', 'PDO'] as $needle) {
            if (str_contains($res->body, $needle)) {
                $problems[] = "{$what}: body contains " . $needle . ': ' . $res->body;
            }
        }
        if ($res->header('X-Powered-By') !== null && $res->status !== 404) {
            $problems[] = "{$what}: X-Powered-By header";
        }
    }
    T::ok($problems === [], \count($GLOBALS['responses']) . ' answers: plain text, one short sentence, no paths or traces',
        implode("\n", \array_slice($problems, 0, 10)));
    $logs = (string) @file_get_contents($aLog) . (string) @file_get_contents($bLog);
    T::ok(preg_match('/PHP (Warning|Notice|Deprecated|Fatal)|unexpected /', $logs) !== 1, 'no PHP warning or unexpected error in the logs',
        $logs);
    $exitCode = T::$failed === 0 ? 0 : 1;
} catch (Throwable $e) {
    T::ok(false, 'test run aborted: ' . get_class($e) . ': ' . $e->getMessage() . ' at ' . basename($e->getFile()) . ':' . $e->getLine());
    $exitCode = 1;
} finally {
    $cleanup();
}

printf("\nTime: %.1f s\n", microtime(true) - $started);
echo T::$passed . ' passed, ' . T::$failed . " failed\n";
exit($exitCode);
