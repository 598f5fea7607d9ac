<?php
/**
 * Lists the stored enquiries or exports them as CSV for the business.
 *
 * Usage: php bin/export.php [--config=PATH] [--list] [--since=YYYY-MM-DD] [--until=YYYY-MM-DD]
 *                           [--form=enquiry|contact|quote] [--status=pending|sent|failed]
 *                           [--output=FILE] [--plain]
 *
 *   (default)        CSV on standard output (or into --output=FILE), one row per enquiry,
 *                    UTF-8 with a byte order mark so that Excel shows accents correctly;
 *                    a cell a spreadsheet would run as a formula is prefixed with ' (lib/Csv.php)
 *   --list           a short human-readable listing instead of CSV
 *   --since/--until  received on or after / on or before these dates (config "timezone")
 *   --form           only enquiries of one form
 *   --status         only enquiries with this notification status
 *   --plain          CSV without byte order mark and without formula protection
 */

declare(strict_types=1);

define('ANTENNA_BACKEND', dirname(__DIR__));
require dirname(__DIR__) . '/lib/bootstrap.php';

use AntennaBackend\Cli;
use AntennaBackend\Csv;
use AntennaBackend\FormChoices;
use AntennaBackend\Forms;
use AntennaBackend\Store;

Cli::requireCli();

$usage = "Usage: php bin/export.php [--config=PATH] [--list] [--since=YYYY-MM-DD] [--until=YYYY-MM-DD]\n"
    . "                           [--form=enquiry|contact|quote] [--status=pending|sent|failed]\n"
    . "                           [--output=FILE] [--plain]\n";
try {
    $opt = Cli::options($argv, ['config', 'since', 'until', 'form', 'status', 'output'], ['list', 'plain', 'help']);
} catch (InvalidArgumentException $e) {
    Cli::fail($e->getMessage() . "\n" . $usage);
}
if (isset($opt['help'])) {
    echo $usage;
    exit(0);
}

date_default_timezone_set('UTC');
$config = Cli::config($opt);
$tz = new DateTimeZone($config->values['timezone']);

/** Local calendar date -> UTC timestamp string of its midnight (+$days). */
$utcMidnight = static function (string $date, int $days, string $option) use ($tz, $usage): string {
    $d = DateTimeImmutable::createFromFormat('!Y-m-d', $date, $tz);
    if ($d === false || $d->format('Y-m-d') !== $date) {
        Cli::fail("--{$option} must be a date like 2026-01-31\n" . $usage);
    }
    return $d->modify("+{$days} day")->setTimezone(new DateTimeZone('UTC'))->format('Y-m-d\TH:i:s\Z');
};

$filter = [
    'since' => isset($opt['since']) ? $utcMidnight((string) $opt['since'], 0, 'since') : null,
    'until' => isset($opt['until']) ? $utcMidnight((string) $opt['until'], 1, 'until') : null,
    'form' => $opt['form'] ?? null,
    'status' => $opt['status'] ?? null,
];
if ($filter['form'] !== null && !in_array($filter['form'], [Forms::ENQUIRY, Forms::CONTACT, Forms::QUOTE], true)) {
    Cli::fail("--form must be enquiry, contact or quote\n" . $usage);
}
if ($filter['status'] !== null && !in_array($filter['status'], ['pending', 'sent', 'failed'], true)) {
    Cli::fail("--status must be pending, sent or failed\n" . $usage);
}

try {
    $store = Store::fromConfig($config, forWriting: false);
} catch (Throwable $e) {
    Cli::fail('Cannot open the database: ' . $e->getMessage());
}

$choices = FormChoices::forLabels($config);
$label = static fn (array $row): string => $choices?->label((string) $row['form'], $row['service']) ?? (string) $row['service'];

$out = STDOUT;
if (isset($opt['output'])) {
    $out = @fopen((string) $opt['output'], 'wb');
    if ($out === false) {
        Cli::fail('Cannot write ' . $opt['output']);
    }
}

$local = static function (?string $utc) use ($tz): string {
    if ($utc === null || $utc === '') {
        return '';
    }
    return (new DateTimeImmutable($utc))->setTimezone($tz)->format('Y-m-d H:i:s');
};

$count = 0;
if (isset($opt['list'])) {
    foreach ($store->select($filter) as $row) {
        $count++;
        $what = $label($row);
        $line = sprintf(
            '#%-5d %s  %-7s  %s <%s>%s  [%s]',
            (int) $row['id'],
            substr($local($row['created_at']), 0, 16),
            $row['form'],
            $row['name'],
            $row['email'],
            $what !== '' ? '  ' . $what : '',
            $row['notify_status']
        );
        fwrite($out, $line . "\n");
    }
    fwrite($out, $count . ' enquiries.' . "\n");
} else {
    $plain = isset($opt['plain']);
    if (!$plain) {
        fwrite($out, Csv::BOM);
    }
    $header = [
        'id', 'received (' . $config->values['timezone'] . ')', 'form', 'name', 'email', 'phone', 'address',
        'suburb/city', 'service', 'subject', 'message', 'page', 'client ip', 'user agent',
        'notification', 'notification attempts', 'notification error', 'notified at',
    ];
    Csv::writeRow($out, $header, !$plain);
    foreach ($store->select($filter) as $row) {
        $count++;
        Csv::writeRow($out, [
            $row['id'], $local($row['created_at']), $row['form'], $row['name'], $row['email'], $row['phone'],
            $row['address'], $row['city'],
            $label($row),
            $row['subject'], $row['message'], $row['page'], $row['client_ip'], $row['user_agent'],
            $row['notify_status'], $row['notify_attempts'], $row['notify_error'], $local($row['notified_at']),
        ], !$plain);
    }
}
if ($out !== STDOUT) {
    fclose($out);
    fwrite(STDERR, "Exported {$count} enquiries to {$opt['output']}.\n");
}
exit(0);
