<?php
/**
 * Lists the stored enquiries or exports them as CSV for the business.
 *
 * Usage: php bin/export.php [--config=PATH] [--list] [--since=YYYY-MM-DD] [--until=YYYY-MM-DD]
 *                           [--form=enquiry|contact|quote] [--status=new|handled|spam]
 *                           [--notification=pending|sent|failed|skipped] [--search=WORDS]
 *                           [--output=FILE] [--plain]
 *
 *   (default)        CSV on standard output (or into --output=FILE), one row per enquiry, newest
 *                    first (as the inbox lists and exports them), UTF-8 with a byte order mark so that Excel shows accents correctly;
 *                    a cell a spreadsheet would run as a formula is prefixed with ' (src/Export/Csv.php)
 *   --list           a short human-readable listing instead of CSV (newest first too)
 *   --since/--until  received on or after / on or before these dates (config "timezone")
 *   --form           only enquiries of one form
 *   --status         only enquiries with this status in the inbox
 *   --notification   only enquiries whose e-mail notification is in this state
 *   --search         only enquiries with all these words (as the inbox's search)
 *   --plain          CSV without byte order mark and without formula protection
 */

declare(strict_types=1);

require dirname(__DIR__) . '/src/bootstrap.php';

use AntennaBackend\Cli\Cli;
use AntennaBackend\Export\EnquiryCsv;
use AntennaBackend\Storage\EnquiryFilter;
use AntennaBackend\Enquiry\FormChoices;
use AntennaBackend\Enquiry\Declaration;
use AntennaBackend\Storage\Store;

$usage = "Usage: php bin/export.php [--config=PATH] [--list] [--since=YYYY-MM-DD] [--until=YYYY-MM-DD]\n"
    . "                           [--form=enquiry|contact|quote] [--status=new|handled|spam]\n"
    . "                           [--notification=pending|sent|failed|skipped] [--search=WORDS]\n"
    . "                           [--output=FILE] [--plain]\n";
$opt = Cli::parse($argv, $usage, ['config', 'since', 'until', 'form', 'status', 'notification', 'search', 'output'], ['list', 'plain']);

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
/** The option's value if it is one of $allowed. */
$oneOf = static function (string $option, array $allowed) use ($opt, $usage): ?string {
    $value = $opt[$option] ?? null;
    if ($value !== null && !in_array($value, $allowed, true)) {
        Cli::fail("--{$option} must be " . implode(', ', $allowed) . "\n" . $usage);
    }
    return $value;
};

$filter = new EnquiryFilter(
    status: $oneOf('status', EnquiryFilter::STATUSES),
    form: $oneOf('form', Declaration::shipped()->forms()),
    search: isset($opt['search']) ? (string) $opt['search'] : null,
    since: isset($opt['since']) ? $utcMidnight((string) $opt['since'], 0, 'since') : null,
    until: isset($opt['until']) ? $utcMidnight((string) $opt['until'], 1, 'until') : null,
    notification: $oneOf('notification', EnquiryFilter::NOTIFICATIONS),
);

try {
    $store = Store::fromConfig($config, forWriting: false);
} catch (Throwable $e) {
    Cli::fail('Cannot open the database: ' . $e->getMessage());
}

$out = STDOUT;
if (isset($opt['output'])) {
    $out = @fopen((string) $opt['output'], 'wb');
    if ($out === false) {
        Cli::fail('Cannot write ' . $opt['output']);
    }
}

if (isset($opt['list'])) {
    $choices = FormChoices::forLabels($config);
    $count = 0;
    foreach (EnquiryCsv::rows($store, $filter) as $row) {
        $count++;
        $service = $choices?->label((string) $row['form'], $row['service']) ?? (string) $row['service'];
        fwrite($out, sprintf(
            "#%-5d %s  %-7s  %s <%s>%s  [%s, e-mail %s]\n",
            (int) $row['id'],
            (new DateTimeImmutable($row['created_at']))->setTimezone($tz)->format('Y-m-d H:i'),
            $row['form'],
            $row['name'],
            $row['email'],
            $service !== '' ? '  ' . $service : '',
            $row['status'],
            $row['notify_status']
        ));
    }
    fwrite($out, $count . " enquiries.\n");
} else {
    $count = EnquiryCsv::write($out, $store, $filter, $config, isset($opt['plain']));
}
if ($out !== STDOUT) {
    fclose($out);
    fwrite(STDERR, "Exported {$count} enquiries to {$opt['output']}.\n");
}
exit(0);
