<?php
/**
 * Benchmark of the visit counter, on SQLite and on MariaDB, over real HTTP against php -S like the
 * tests (16 workers, standing in for an Apache or PHP-FPM pool):
 *  1. the Numbers view with 1,000,000 page views and 100,000 taps over the last 13 months (and
 *     10,000 enquiries with their landing pages and campaigns), stored as raw events, rolled up (timed), and the raw events older than
 *     counter.raw_days deleted as bin/purge.php does: median and slowest of --runs answers, and
 *     the CPU time of one (PHP's and the database server's, in-process);
 *  2. 200 beacons at once (200 connections, 200 addresses): every one answered 204 and stored,
 *     while enquiries are posted one after another, whose answer times are set beside those of
 *     enquiries posted alone;
 *  3. a flood of 100,000 beacons from one address within one minute (in-process, the counter's
 *     own code with the time given): how many are stored (the cap, counter.per_address_per_minute).
 *
 *   php backend/tests/Support/bench-counter.php [--views=1000000] [--taps=100000] [--runs=15] [--db=sqlite,mariadb] [--flood=100000]
 *
 * Prints a Markdown table per part; the load average goes to standard error.
 */

declare(strict_types=1);

require __DIR__ . '/../bootstrap.php';

use AntennaBackend\Config\Config;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\Database;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\Beacons;
use AntennaBackend\Tests\Support\CpuTime;
use AntennaBackend\Tests\Support\Database\MariaDb;
use AntennaBackend\Tests\Support\Database\SqliteDatabase;
use AntennaBackend\Tests\Support\Http\Browser;
use AntennaBackend\Tests\Support\TempDir;
use AntennaBackend\Tests\Support\Visitor;
use AntennaBackend\Visits\Collector;
use AntennaBackend\Visits\VisitRetention;

$opt = getopt('', ['views:', 'taps:', 'runs:', 'db:', 'flood:']);
$views = (int) ($opt['views'] ?? 1000000);
$taps = (int) ($opt['taps'] ?? 100000);
$runs = (int) ($opt['runs'] ?? 15);
$flood = (int) ($opt['flood'] ?? 100000);
$databases = explode(',', (string) ($opt['db'] ?? 'sqlite,mariadb'));
const PASSWORD = 'benchmark password';
const DAYS = 395; // 13 months

/**
 * Raw events as varied as a small business's site makes them, spread over the last DAYS days:
 * about 2.6 views per visitor, 30 pages, five kinds of source with campaigns, three devices, taps
 * of every kind and place. Inserted in batches of 500 rows.
 */
function seedEvents(Database $db, int $views, int $taps): void
{
    $tz = new DateTimeZone('Australia/Melbourne');
    $pages = ['/', '/contactus/', '/aboutus/', '/blogs/', '/privacy-policy/'];
    for ($i = 1; $i <= 25; $i++) {
        $pages[] = $i <= 10 ? "/service/service-{$i}-melbourne/" : "/blog/post-{$i}/";
    }
    $referrers = [null, null, 'google.com.au', 'google.com', 'bing.com', 'm.facebook.com', 'instagram.com', 'oneflare.com.au', 'hipages.com.au'];
    $campaigns = [['flyer', null, 'spring'], ['google', 'cpc', 'antenna-repair'], ['magnet', null, null]];
    $places = ['header', 'hero', 'phone-bar', 'floating-button', 'footer', 'body'];
    $kinds = ['call', 'call', 'call', 'whatsapp', 'email', 'quote'];
    $devices = ['phone', 'phone', 'phone', 'tablet', 'desktop', 'desktop'];
    $now = time();
    $rows = [];
    $flush = static function () use ($db, &$rows): void {
        if ($rows === []) {
            return;
        }
        $sql = 'INSERT INTO visit_events (day, ts, kind, path, place, referrer, source, medium, campaign, device, visitor) VALUES '
            . implode(', ', array_fill(0, \count($rows), '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'));
        $db->pdo->prepare($sql)->execute(array_merge(...$rows));
        $rows = [];
    };
    $db->pdo->beginTransaction();
    $tapEvery = max(1, intdiv($views, max(1, $taps)));
    $tapped = 0;
    for ($i = 0; $i < $views; $i++) {
        $ts = $now - (int) (($views - $i) / $views * DAYS * 86400);
        $day = (new DateTimeImmutable('@' . $ts))->setTimezone($tz)->format('Y-m-d');
        $visitor = substr(hash('sha256', 'v' . intdiv($i, 3) . $day), 0, 32);
        $landing = $i % 3 === 0;
        $campaign = $landing && $i % 11 === 0 ? $campaigns[$i % 3] : [null, null, null];
        $device = $devices[intdiv($i, 3) % 6];
        $rows[] = [$day, $ts, 'view', $pages[($i * 7) % 30], null, $landing && $campaign[0] === null ? $referrers[$i % 9] : null,
            $campaign[0], $campaign[1], $campaign[2], $device, $visitor];
        if ($i % $tapEvery === 0 && $tapped < $taps) {
            $tapped++;
            $rows[] = [$day, $ts + 20, $kinds[$i % 6], $pages[($i * 7) % 30], $places[intdiv($i, 7) % 6], null, null, null, null, $device, $visitor];
        }
        if (\count($rows) >= 500) {
            $flush();
        }
    }
    $flush();
    $db->pdo->commit();
}

function seedEnquiries(Database $db, int $count): void
{
    // Each with where its visit began, as the site's forms send it: a landing page of 30, and a
    // campaign for one in three.
    $insert = $db->pdo->prepare("INSERT INTO enquiries (created_at, created_ts, form, name, email, message, page, client_ip, rate_key,
        status, notify_status, notify_attempts, sent_from, landing_page, campaign) VALUES (:at, :ts, :form, :name, 'bench@example.com',
        'Benchmark enquiry', :page, '10.0.0.1', '10.0.0.1', :status, 'sent', 1, '/contactus/', :landing, :campaign)");
    $campaigns = ['flyer / - / spring', 'google / cpc / antenna-repair', 'magnet / - / -'];
    $db->pdo->beginTransaction();
    for ($i = 1; $i <= $count; $i++) {
        $ts = time() - (int) ($i / $count * DAYS * 86400);
        $insert->execute([':at' => gmdate('Y-m-d\TH:i:s\Z', $ts), ':ts' => $ts, ':form' => ['enquiry', 'contact', 'quote'][$i % 3],
            ':name' => "Bench {$i}", ':page' => 'https://www.example.com.au/service/service-' . ($i % 10 + 1) . '-melbourne/',
            ':status' => $i % 10 === 0 ? 'spam' : ($i % 3 === 0 ? 'handled' : 'new'),
            ':landing' => $i % 30 < 10 ? '/service/service-' . ($i % 10 + 1) . '-melbourne/' : ($i % 30 < 20 ? '/' : '/blog/post-' . ($i % 15 + 11) . '/'),
            ':campaign' => $i % 3 === 0 ? $campaigns[intdiv($i, 3) % 3] : null]);
    }
    $db->pdo->commit();
}

/** @return array{0: float, 1: float} median and slowest, in ms */
function timed(callable $answer, int $runs): array
{
    $answer(); // warm-up
    $times = [];
    for ($i = 0; $i < $runs; $i++) {
        $t = microtime(true);
        $answer();
        $times[] = (microtime(true) - $t) * 1000;
    }
    sort($times);
    return [$times[intdiv(\count($times), 2)], end($times)];
}

$results = [];
foreach ($databases as $kind) {
    $dir = TempDir::create('bench-counter');
    $testDb = $kind === 'mariadb' ? MariaDb::shared()->createDatabase() : new SqliteDatabase($dir . '/data/enquiries.sqlite');
    $backend = new Backend($testDb, $dir, ['rate_limit' => ['max' => 0]]);
    try {
        $config = Config::load($backend->configPath);
        Log::useFile($config->values['log_file']);
        $db = Collector::database($config);
        $t0 = microtime(true);
        seedEvents($db, $views, $taps);
        seedEnquiries($db, 10000);
        $seeded = microtime(true) - $t0;
        $t0 = microtime(true);
        $purged = (new VisitRetention($db, $config))->purge(time());
        $results['rollup'][$kind] = sprintf('%d days in %.1f s (%d raw events deleted, seeding took %.1f s)', $purged['rolled'],
            microtime(true) - $t0, $purged['events'], $seeded);

        $backend->command('set-password.php', [], [], PASSWORD . "\n");
        // 16 workers: an Apache or PHP-FPM pool, which a burst of beacons shares with the enquiries.
        $backend->start(16);
        $browser = new Browser($backend->http());
        $browser->signIn(PASSWORD);
        $results['numbers'][$kind] = timed(static function () use ($browser): void {
            if ($browser->get('/inbox/?view=numbers')->status !== 200) {
                throw new RuntimeException('the Numbers view did not answer 200');
            }
        }, $runs);
        $results['cpu'][$kind] = CpuTime::perInboxAnswer($backend, $browser, ['view' => 'numbers'], $runs,
            $kind === 'mariadb' ? MariaDb::shared()->pid() : null);

        // 2. Enquiries alone, then 200 beacons at once with enquiries posted meanwhile.
        $http = $backend->http();
        $enquiry = static fn (int $i) => $http->post('/handleQuote.php', Visitor::quote(['message' => "Benchmark quote {$i} {$kind}"]));
        $alone = [];
        for ($i = 0; $i < 10; $i++) {
            $alone[] = $enquiry($i)->seconds * 1000;
        }
        $before = (int) $db->pdo->query('SELECT COUNT(*) FROM visit_events')->fetchColumn();
        $beacons = [];
        for ($i = 0; $i < 200; $i++) {
            $body = http_build_query(Beacons::view('/service/service-' . ($i % 10 + 1) . '-melbourne/?utm_source=bench'));
            $beacons[] = $http->raw('POST', '/count.php', ['Origin' => Backend::SITE_ORIGIN, 'User-Agent' => Beacons::BROWSER,
                'Content-Type' => 'application/x-www-form-urlencoded', 'X-Forwarded-For' => '198.18.' . intdiv($i, 250) . '.' . ($i % 250 + 1)],
                $body);
        }
        // The enquiries go from a child process, started just before the beacons; it leaves with
        // SIGKILL, so that nothing of the parent's (database connections, servers) is closed by it.
        $pid = pcntl_fork();
        if ($pid === 0) {
            usleep(20000);
            $meanwhile = [];
            for ($i = 10; $i < 20; $i++) {
                $meanwhile[] = $enquiry($i)->seconds * 1000;
            }
            file_put_contents($dir . '/meanwhile.json', json_encode($meanwhile));
            posix_kill(posix_getpid(), SIGKILL);
        }
        $answers = array_map(static fn ($r): array => [$r->status, $r->seconds], $http->concurrent($beacons, 200));
        pcntl_waitpid($pid, $status);
        $meanwhile = json_decode((string) file_get_contents($dir . '/meanwhile.json'), true);
        $statuses = array_count_values(array_map(static fn (array $a): int => $a[0], $answers));
        if (array_diff(array_keys($statuses), [204, 429]) !== []) {
            fwrite(STDERR, "{$kind}: beacons answered otherwise than 204 or 429; the log says:\n"
                . implode("\n", array_unique(array_map(static fn (string $l): string => (string) preg_replace('/^\[[^\]]*\] /', '', $l),
                    preg_grep('/visit counter|unexpected/', explode("\n", $backend->backendLog())) ?: []))) . "\n");
        }
        $stored = (int) $db->pdo->query('SELECT COUNT(*) FROM visit_events')->fetchColumn() - $before;
        sort($alone);
        sort($meanwhile);
        $slowestBeacon = max(array_map(static fn (array $a): float => $a[1], $answers)) * 1000;
        $results['burst'][$kind] = sprintf('answers %s; %d stored; slowest beacon %.0f ms; enquiries alone median %.0f / slowest %.0f ms, '
            . 'during the beacons %.0f / %.0f ms', json_encode($statuses), $stored, $slowestBeacon, $alone[5], end($alone), $meanwhile[5], end($meanwhile));
        $backend->stopServer();

        // 3. A flood from one address within one minute.
        $minute = intdiv(time(), 60) * 60 + 60;
        $before = (int) $db->pdo->query('SELECT COUNT(*) FROM visit_events')->fetchColumn();
        $t0 = microtime(true);
        $refused = 0;
        for ($i = 0; $i < $flood; $i++) {
            $refused += Collector::handle(Beacons::request(Beacons::view('/'), ['REMOTE_ADDR' => '203.0.113.250']), $config,
                $minute + intdiv($i * 60, $flood))->status === 429 ? 1 : 0;
        }
        $results['flood'][$kind] = sprintf('%d of %d stored, %d refused with 429 (cap %d a minute), %.1f s', (int) $db->pdo->query(
            'SELECT COUNT(*) FROM visit_events')->fetchColumn() - $before, $flood, $refused,
            $config->values['counter']['per_address_per_minute'] ?? 30, microtime(true) - $t0);
    } finally {
        $backend->stop();
    }
}

$name = static fn (string $k): string => $k === 'mariadb' ? 'MariaDB' : 'SQLite';
echo '| ' . number_format($views) . ' views, ' . number_format($taps) . " taps over 13 months | " . implode(' | ', array_map($name, $databases)) . " |\n";
echo '| --- |' . str_repeat(' --- |', \count($databases)) . "\n";
echo '| Numbers view, median / slowest of ' . $runs . ' | ' . implode(' | ', array_map(static fn ($k) => vsprintf('%.0f / %.0f ms', $results['numbers'][$k]), $databases)) . " |\n";
echo '| Numbers view: CPU per answer (PHP + database server, in-process) | ' . implode(' | ', array_map(static fn ($k) => sprintf('%.0f ms', $results['cpu'][$k]), $databases)) . " |\n";
echo '| roll-up of the days, then raw events older than 7 days deleted | ' . implode(' | ', array_map(static fn ($k) => $results['rollup'][$k], $databases)) . " |\n";
echo '| 200 beacons at once, 10 enquiries meanwhile | ' . implode(' | ', array_map(static fn ($k) => $results['burst'][$k], $databases)) . " |\n";
echo '| ' . number_format($flood) . ' beacons from one address in a minute | ' . implode(' | ', array_map(static fn ($k) => $results['flood'][$k], $databases)) . " |\n";
fwrite(STDERR, sprintf("load average: %.1f %.1f %.1f\n", ...sys_getloadavg()));
