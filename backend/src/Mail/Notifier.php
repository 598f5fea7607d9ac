<?php
/**
 * Sends the notifications of stored enquiries and records each outcome on its row: after a
 * visitor's answer (FormEndpoint), and from cron (bin/notify-pending.php); after the answer, the
 * lead alerts to the owner's phone too. A failure is logged and leaves the row pending for
 * bin/notify-pending.php; nothing here throws.
 */

declare(strict_types=1);

namespace AntennaBackend\Mail;

use AntennaBackend\Alerts\Alerter;
use AntennaBackend\Config\Config;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\Notifications;
use AntennaBackend\Storage\Store;

final class Notifier
{
    private readonly Notifications $notifications;
    private readonly Backoff $backoff;
    private readonly ?Alerter $alerter;

    public function __construct(private readonly Store $store, private readonly Config $config)
    {
        $this->notifications = new Notifications($store);
        $this->backoff = new Backoff($store->pdo(), $config->values['mail']['backoff']);
        $this->alerter = Alerter::fromConfig($store, $config);
    }

    /**
     * After the visitor has the answer. Only one request at a time talks to the mail server (the
     * "mailer" lock): a mail server that hangs then ties up one web server worker, never all of
     * them, and no visitor waits behind it. A request that finds the lock taken leaves its
     * notification to the holder; the holder sends its own and every waiting one, and after
     * letting go looks again, so the last to let go sees every notification left meanwhile. After
     * a failure the rest wait for bin/notify-pending.php, and for mail.backoff seconds no request
     * tries the mail server (Backoff). The lead alerts (Alerts/Alerter) go before the e-mail, in
     * the same way; $smtpTimeout set means the visitor may still wait, and they keep it short too.
     *
     * @param int|null $id the enquiry this request stored, or null (it sent one stored before)
     * @param int|null $smtpTimeout seconds per SMTP step, when shorter than the configured one
     */
    public function afterAnswer(?int $id, ?int $smtpTimeout): void
    {
        // The owner's phone first (when alerts are set up): a few seconds at most, with their own back-off.
        $this->alerter?->afterAnswer($smtpTimeout === null);
        if ($this->backoff->active(time())) {
            return;
        }
        $db = $this->store->db;
        $ok = !$db->tryLock('mailer') || $this->sendHoldingTheLock($id, $smtpTimeout);
        while ($ok && $this->notifications->hasWaiting(time()) && $db->tryLock('mailer')) {
            $ok = $this->sendHoldingTheLock(null, $smtpTimeout);
        }
    }

    /** Sends $own (unless someone else has it), then the waiting notifications; lets go of the lock. False after a failure. */
    private function sendHoldingTheLock(?int $own, ?int $smtpTimeout): bool
    {
        try {
            if ($this->backoff->active(time())) {
                return false; // the holder before failed while this request waited for its turn
            }
            if ($own !== null && $this->notifications->claim($own, time()) && !$this->notify($own, $smtpTimeout)) {
                return false;
            }
            while (($rows = $this->notifications->claimPending(20, time())) !== []) {
                foreach ($rows as $row) {
                    if (!$this->notify((int) $row['id'], $smtpTimeout)) {
                        return false;
                    }
                }
            }
            return true;
        } finally {
            $this->store->db->unlock('mailer');
        }
    }

    /**
     * Sends the notification of enquiry $id (claimed by the caller) and records the outcome, and
     * whether the mail server works (Backoff): true when it was sent.
     */
    public function notify(int $id, ?int $smtpTimeout = null): bool
    {
        try {
            $row = $this->store->find($id) ?? throw new \RuntimeException('row not found');
            Mailer::fromConfig($this->config, $smtpTimeout)->notify($row);
        } catch (\Throwable $e) {
            Log::error('notification of enquiry #' . $id . ' failed, kept for bin/notify-pending.php: ' . $e->getMessage());
            try {
                $this->notifications->markFailed($id, $e->getMessage(), $this->config->values['notify_max_attempts']);
                $this->backoff->failed(time());
            } catch (\Throwable $e2) {
                Log::error('could not record the failed notification of enquiry #' . $id . ': ' . $e2->getMessage());
            }
            return false;
        }
        try {
            $this->notifications->markSent($id, time());
            $this->backoff->succeeded();
        } catch (\Throwable $e) {
            // Sent but not recorded: it may be sent again later, never lost.
            Log::error('enquiry #' . $id . ' was notified but could not be marked sent: ' . $e->getMessage());
        }
        return true;
    }
}
