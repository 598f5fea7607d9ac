<?php
/**
 * Keeps enquiries only as long as the privacy policy says (config "retention"; see src/Privacy/Retention.php):
 * deletes those older than retention.delete_after_days with their e-mail copies, and removes the
 * client address and browser of those older than retention.anonymise_after_days. Rolls up the
 * visit counter's finished days, deletes its raw events older than counter.raw_days and its daily
 * counts older than retention.delete_after_days. For a daily cron:
 *
 *   17 3 * * * php /home/acct/backend/bin/purge.php --quiet
 *
 * Usage: php bin/purge.php [--config=PATH] [--quiet]
 *
 * Prints what it did (nothing with --quiet). Running it again deletes nothing more.
 * Exit status: 0, or 2 on a usage, configuration or database error.
 */

declare(strict_types=1);

require dirname(__DIR__) . '/src/bootstrap.php';

use AntennaBackend\Cli\Cli;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Mail\MailCopies;
use AntennaBackend\Privacy\Retention;
use AntennaBackend\Storage\Store;
use AntennaBackend\Visits\CounterSettings;

$usage = "Usage: php bin/purge.php [--config=PATH] [--quiet]\n";
$opt = Cli::parse($argv, $usage, ['config'], ['quiet']);
date_default_timezone_set('UTC');
$config = Cli::config($opt);
try {
    $done = (new Retention(Store::fromConfig($config), MailCopies::fromConfig($config), $config))->purge(time());
} catch (Throwable $e) {
    Log::error('purge: ' . $e->getMessage());
    Cli::fail('Could not purge: ' . $e->getMessage());
}
$days = $config->values['retention'];
$summary = sprintf(
    "Deleted %d enquiries received more than %d days ago, and %d e-mail copies.\n"
        . "Removed the client address and browser of %d enquiries received more than %d days ago.\n"
        . "Rolled up the visits of %d days into daily counts; deleted %d visit events older than %d days and the visit counts of %d days older than %d days.\n",
    $done['deleted'],
    $days['delete_after_days'],
    $done['copies'],
    $done['anonymised'],
    $days['anonymise_after_days'],
    $done['visits']['rolled'],
    $done['visits']['events'],
    CounterSettings::rawDaysOf($config),
    $done['visits']['days'],
    $days['delete_after_days']
);
Log::info('purge: ' . str_replace("\n", ' ', trim($summary)));
if (!isset($opt['quiet'])) {
    echo $summary;
}
