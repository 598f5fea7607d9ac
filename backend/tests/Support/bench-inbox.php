<?php
/**
 * Benchmark of the inbox with 10,000 stored enquiries (or --count), received over the last 400
 * days, on SQLite and on MariaDB: the time of each page the owner uses (list, deep page, filters,
 * searches, one enquiry, CSV export, the Numbers view), measured over real HTTP against php -S like
 * the tests, signed in.
 *
 *   php backend/tests/Support/bench-inbox.php [--count=10000] [--runs=15] [--db=sqlite,mariadb] [--pages=all|numbers]
 *
 * Prints a Markdown table: median and slowest of the runs per page, in milliseconds; and the CPU
 * time an answer of the Numbers view takes (this process and the database server's), which on a
 * shared machine tells what the wall times cannot.
 */

declare(strict_types=1);

require __DIR__ . '/../bootstrap.php';

use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\CpuTime;
use AntennaBackend\Tests\Support\Database\MariaDb;
use AntennaBackend\Tests\Support\Database\SqliteDatabase;
use AntennaBackend\Tests\Support\Http\Browser;
use AntennaBackend\Tests\Support\TempDir;

$opt = getopt('', ['count:', 'runs:', 'db:', 'pages:']);
$count = (int) ($opt['count'] ?? 10000);
$runs = (int) ($opt['runs'] ?? 15);
$databases = explode(',', (string) ($opt['db'] ?? 'sqlite,mariadb'));
const PASSWORD = 'benchmark password';

/**
 * Enquiries as varied as real ones, received over the last 400 days: three forms, ten services,
 * pages of the site, a spread of statuses (a third handled, with the time; a tenth spam, for a
 * reason), names and texts.
 */
function seed(Backend $backend, int $count): void
{
    $pdo = $backend->store()->pdo();
    $names = ['Jane Citizen', 'Nguyen Van Anh', 'Olivia Smith', 'Liam Brown', 'Zoë Ñandú', 'Mohammed Ali', 'Chloe Wilson', 'Jack Taylor'];
    $services = ['digital-antenna-installation', 'matv-commercial', 'tv-wall-mounting', 'tv-antenna-repair'];
    $texts = ['My reception is poor on channel 7 since the storm.', 'Need two new TV points in the lounge and bedroom.',
        'Quote for CCTV at the shop, four cameras please.', 'Can you mount a 75 inch TV on a brick wall?'];
    $pages = ['/', '/contactus/', '/aboutus/', '/service/tv-antenna-repair-melbourne/', '/service/cctv-installation-melbourne/',
        '/service/digital-antenna-installation-melbourne/', '/blog/how-to-fix-pixelation/'];
    $reasons = ['the hidden field was filled in', 'sent 1.4 s after the form was shown', '4 links in the message', 'a link in the name'];
    $stmt = $pdo->prepare('INSERT INTO enquiries (created_at, created_ts, form, name, email, phone, address, city, service, subject,
        message, page, client_ip, rate_key, user_agent, origin, status, spam_reason, handled_ts, notify_status, notify_attempts)
        VALUES (:at, :ts, :form, :name, :email, :phone, :address, :city, :service, :subject, :message, :page, :ip, :ip, :ua, NULL,
        :status, :reason, :handled, :notify, 1)');
    $pdo->beginTransaction();
    $spacing = intdiv(400 * 86400, $count);
    $start = time() - $count * $spacing;
    for ($i = 1; $i <= $count; $i++) {
        $form = ['enquiry', 'enquiry', 'contact', 'quote'][$i % 4];
        $ts = $start + $i * $spacing;
        $status = $i % 10 === 0 ? 'spam' : ($i % 3 === 0 ? 'handled' : 'new');
        $stmt->execute([
            ':at' => gmdate('Y-m-d\TH:i:s\Z', $ts), ':ts' => $ts, ':form' => $form,
            ':name' => $names[$i % 8] . ' ' . $i, ':email' => "visitor{$i}@example.com",
            ':phone' => $form === 'quote' ? null : sprintf('04%02d %03d %03d', $i % 100, $i % 1000, ($i * 7) % 1000),
            ':address' => $form === 'quote' ? null : "{$i} Example Street", ':city' => $form === 'quote' ? null : 'Richmond',
            ':service' => $form === 'quote' ? null : ($form === 'contact' ? 'signal-booster' : $services[$i % 4]),
            ':subject' => $form === 'contact' ? 'Booster' : null,
            ':message' => $texts[$i % 4] . "\n" . str_repeat('More detail about the job. ', 6),
            ':page' => 'https://www.example.com.au' . $pages[$i % 7], ':ip' => '10.0.' . ($i >> 8 & 255) . '.' . ($i & 255),
            ':ua' => 'Mozilla/5.0 (benchmark)', ':status' => $status, ':reason' => $status === 'spam' ? $reasons[$i % 4] : null,
            ':handled' => $status === 'handled' ? $ts + ($i * 7919) % (5 * 86400) : null,
            ':notify' => $status === 'spam' ? 'skipped' : 'sent',
        ]);
    }
    $pdo->commit();
}

/** @return array{0: float, 1: float} median and slowest, in ms */
function measure(Browser $browser, string $path, int $runs): array
{
    $browser->get($path); // warm-up
    $times = [];
    for ($i = 0; $i < $runs; $i++) {
        $r = $browser->get($path);
        if ($r->status !== 200) {
            throw new RuntimeException("{$path}: HTTP {$r->status}");
        }
        $times[] = $r->seconds * 1000;
    }
    sort($times);
    return [$times[intdiv(count($times), 2)], end($times)];
}

$pages = [
    'list, newest first (page 1 of ' . ceil($count * 0.9 / 50) . ')' => '/inbox/',
    'list, page 100' => '/inbox/?page=100',
    'filter: status handled' => '/inbox/?status=handled',
    'filter: form quote' => '/inbox/?form=quote',
    'filter: service' => '/inbox/?service=tv-antenna-repair',
    'search: a name' => '/inbox/?q=Nguyen',
    'search: a phone number without spaces' => '/inbox/?q=0412412',
    'search: words of the message' => '/inbox/?q=brick+wall',
    'filters and search combined' => '/inbox/?status=all&form=contact&q=booster+9999',
    'one enquiry in full' => '/inbox/?id=5000',
    'CSV export of all ' . number_format($count) => '/inbox/?export=csv&status=all',
    'Numbers view' => '/inbox/?view=numbers',
];
if (($opt['pages'] ?? 'all') === 'numbers') {
    $pages = ['Numbers view' => $pages['Numbers view']];
}
$results = [];
$cpu = [];
foreach ($databases as $kind) {
    $dir = TempDir::create('bench');
    $db = $kind === 'mariadb' ? MariaDb::shared()->createDatabase() : new SqliteDatabase($dir . '/data/enquiries.sqlite');
    $backend = new Backend($db, $dir);
    try {
        $t0 = microtime(true);
        seed($backend, $count);
        fwrite(STDERR, sprintf("%s: %d enquiries stored in %.1f s\n", $kind, $count, microtime(true) - $t0));
        $backend->command('set-password.php', [], [], PASSWORD . "\n");
        $backend->start(4);
        $browser = new Browser($backend->http());
        $browser->signIn(PASSWORD);
        foreach ($pages as $label => $path) {
            $results[$label][$kind] = measure($browser, $path, $runs);
        }
        $cpu[$kind] = CpuTime::perInboxAnswer($backend, $browser, ['view' => 'numbers'], $runs, $kind === 'mariadb' ? MariaDb::shared()->pid() : null);
    } finally {
        $backend->stop();
    }
}

echo "| page ({$count} enquiries, {$runs} runs) | " . implode(' | ', array_map(static fn ($k) => ($k === 'mariadb' ? 'MariaDB' : 'SQLite') . ' median / slowest', $databases)) . " |\n";
echo '| --- |' . str_repeat(' ---: |', count($databases)) . "\n";
foreach ($results as $label => $byDb) {
    echo "| {$label} | " . implode(' | ', array_map(static fn ($k) => sprintf('%.0f / %.0f ms', ...$byDb[$k]), $databases)) . " |\n";
}
echo '| Numbers view: CPU per answer (PHP + database server, in-process) | '
    . implode(' | ', array_map(static fn ($k) => sprintf('%.0f ms', $cpu[$k]), $databases)) . " |\n";
$load = sys_getloadavg();
fwrite(STDERR, sprintf("load average: %.1f %.1f %.1f\n", ...$load));
