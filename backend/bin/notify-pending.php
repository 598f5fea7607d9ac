<?php
/**
 * Retries the e-mail notification of enquiries whose notification failed
 * (notify_status = 'pending'), then, when lead alerts are set up (config "alerts"), the alerts
 * that did not reach the owner's phone. Run it from cron, e.g. every 10 minutes (every minute
 * when alerts are set up, so that a failed one is late by a minute, not ten):
 *
 *   *\/10 * * * * php /home/acct/backend/bin/notify-pending.php --quiet
 *
 * Usage: php bin/notify-pending.php [--config=PATH] [--limit=N] [--retry-failed] [--quiet]
 *
 *   --config=PATH    config file (default: $ANTENNA_BACKEND_CONFIG, then the default locations)
 *   --limit=N        at most N enquiries per run (default 100)
 *   --retry-failed   first put enquiries that exhausted notify_max_attempts back to pending
 *   --quiet          print nothing unless something failed (for cron)
 *
 * Exit status: 0 when every attempted notification and alert was sent, 1 when some
 * failed (they stay pending and are logged), 2 on a usage or configuration error or when the
 * database cannot be written (the forms then refuse every enquiry).
 */

declare(strict_types=1);

require dirname(__DIR__) . '/src/bootstrap.php';

use AntennaBackend\Alerts\Alerter;
use AntennaBackend\Cli\Cli;
use AntennaBackend\Config\Settings;
use AntennaBackend\Mail\Notifier;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\Notifications;
use AntennaBackend\Storage\Store;

$usage = "Usage: php bin/notify-pending.php [--config=PATH] [--limit=N] [--retry-failed] [--quiet]\n";
$opt = Cli::parse($argv, $usage, ['config', 'limit'], ['retry-failed', 'quiet']);
$limit = isset($opt['limit']) ? (int) $opt['limit'] : 100;
if ($limit < 1) {
    Cli::fail("--limit must be a positive number\n" . $usage);
}
$quiet = isset($opt['quiet']);

date_default_timezone_set('UTC');
$config = Cli::config($opt, [Settings::MAIL]);
try {
    $store = Store::fromConfig($config);
    $store->db->probeWrite();
} catch (Throwable $e) {
    // Loud even with --quiet: while the database cannot be written, every enquiry is refused.
    Log::error('notify-pending: cannot write to the database: ' . $e->getMessage());
    Cli::fail('Cannot write to the database, so the forms refuse every enquiry: ' . $e->getMessage());
}

if (isset($opt['retry-failed'])) {
    $reset = (new Notifications($store))->resetFailed();
    if (!$quiet) {
        echo "Put {$reset} failed enquiries back to pending.\n";
    }
}

$sent = 0;
$failed = 0;
$notifier = new Notifier($store, $config);
foreach ((new Notifications($store))->claimPending($limit, time()) as $row) {
    if ($notifier->notify((int) $row['id'])) {
        $sent++;
    } else {
        $failed++;
        fwrite(STDERR, 'Enquiry #' . (int) $row['id'] . ': notification failed, still pending (details in the log).' . "\n");
    }
}

if (!$quiet || $failed > 0) {
    echo "Notifications sent: {$sent}; failed: {$failed}.\n";
}

$alerter = Alerter::fromConfig($store, $config);
if ($alerter !== null) {
    $alerts = $alerter->sendWaiting($limit);
    if ($alerts['failed'] > 0) {
        fwrite(STDERR, "{$alerts['failed']} lead alerts failed, still waiting (details in the log).\n");
    }
    if (!$quiet || $alerts['failed'] > 0) {
        echo "Lead alerts sent: {$alerts['sent']}; failed: {$alerts['failed']}.\n";
    }
    $failed += $alerts['failed'];
}
exit($failed > 0 ? 1 : 0);
