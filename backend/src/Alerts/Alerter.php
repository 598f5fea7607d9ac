<?php
/**
 * Lead alerts to the owner's phone: each new enquiry that is not spam, to every target (SMS
 * numbers, push addresses), after the visitor's answer (Mail/Notifier), and again from cron
 * (bin/notify-pending.php) while one is missing. Nothing here throws; a failure is logged and
 * recorded (table enquiry_alerts) and leaves the alert to the next sender, never the enquiry.
 *
 * An enquiry is alerted while it is new (not spam, not marked handled yet), younger than
 * alerts.give_up_after_hours and received since the alerts were first set up (five minutes before,
 * so the enquiry that first finds them set up is alerted too). A sender claims an enquiry first, so
 * two never send the same; the targets reached are kept, so a retry sends only to the rest. After
 * a failure the form handlers leave the providers alone for alerts.backoff seconds (cron tries).
 */

declare(strict_types=1);

namespace AntennaBackend\Alerts;

use AntennaBackend\Config\Config;
use AntennaBackend\Enquiry\FormChoices;
use AntennaBackend\Mail\Backoff;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\Store;
use PDO;

final class Alerter
{
    /** Seconds after which a claim of a sender that died is ignored. */
    public const CLAIM_STALE_AFTER = 120;

    /**
     * Seconds a provider has while the visitor's answer may still be held (no fastcgi_finish_request),
     * as the mail server has (FormEndpoint::QUICK_SMTP_TIMEOUT).
     */
    public const QUICK_TIMEOUT = 1;

    private const SINCE = 'alerts_since';
    private const SINCE_GRACE = 300;

    private readonly PDO $pdo;
    private readonly Backoff $backoff;

    public function __construct(private readonly Store $store, private readonly AlertSettings $settings, private readonly ?FormChoices $choices)
    {
        $this->pdo = $store->pdo();
        $this->backoff = new Backoff($this->pdo, $settings->backoff, 'alerts_failed_ts');
    }

    /** The alerts, or null when they are off or their settings are wrong (logged). */
    public static function fromConfig(Store $store, Config $config): ?self
    {
        $settings = AlertSettings::of($config);
        return $settings === null ? null : new self($store, $settings, FormChoices::forLabels($config));
    }

    /**
     * After a visitor's answer: sends the waiting alerts (this enquiry's among them), one sender
     * at a time (the "alerter" lock): a request that finds it taken leaves them to the holder,
     * which looks again after letting go.
     */
    public function afterAnswer(bool $visitorGone): void
    {
        try {
            if ($this->backoff->active(time())) {
                return;
            }
            $timeout = $visitorGone ? $this->settings->timeout : min(self::QUICK_TIMEOUT, $this->settings->timeout);
            while ($this->store->db->tryLock('alerter')) {
                try {
                    $failed = $this->sendWaiting(20, $timeout, true)['failed'];
                } finally {
                    $this->store->db->unlock('alerter');
                }
                if ($failed > 0 || $this->waiting(1, time()) === []) {
                    return;
                }
            }
        } catch (\Throwable $e) {
            Log::error('lead alerts: ' . $e->getMessage());
        }
    }

    /**
     * Sends up to $limit waiting alerts (cron: whatever the back-off says), or after a visitor's
     * answer until the first that fails: the rest wait for cron.
     *
     * @return array{sent: int, failed: int}
     */
    public function sendWaiting(int $limit, ?int $timeout = null, bool $stopAtFailure = false): array
    {
        $done = ['sent' => 0, 'failed' => 0];
        $down = [];
        foreach ($this->waiting($limit, time()) as $id) {
            if ($this->claim($id, time())) {
                $done[$this->alert($id, $timeout ?? $this->settings->timeout, $down) ? 'sent' : 'failed']++;
                if ($stopAtFailure && $done['failed'] > 0) {
                    break;
                }
            }
        }
        return $done;
    }

    /** @return list<int> the enquiries whose alert nobody has sent or is sending */
    private function waiting(int $limit, int $now): array
    {
        $stmt = $this->pdo->prepare("SELECT e.id FROM enquiries e LEFT JOIN enquiry_alerts a ON a.enquiry_id = e.id
            WHERE e.status = 'new' AND e.created_ts >= :since
              AND (a.enquiry_id IS NULL OR (a.status = 'pending' AND (a.claimed_ts IS NULL OR a.claimed_ts < :stale)))
            ORDER BY e.id LIMIT :limit");
        $stmt->bindValue(':since', max($this->since($now), $now - $this->settings->giveUpAfter), PDO::PARAM_INT);
        $stmt->bindValue(':stale', $now - self::CLAIM_STALE_AFTER, PDO::PARAM_INT);
        $stmt->bindValue(':limit', $limit, PDO::PARAM_INT);
        $stmt->execute();
        return array_map('intval', $stmt->fetchAll(PDO::FETCH_COLUMN));
    }

    /** When the alerts were first found set up, less the grace; kept in backend_state from then on. */
    private function since(int $now): int
    {
        $this->pdo->prepare($this->store->db->insertOrIgnore() . ' INTO backend_state (name, value) VALUES (:name, :since)')
            ->execute([':name' => self::SINCE, ':since' => $now - self::SINCE_GRACE]);
        $stmt = $this->pdo->prepare('SELECT value FROM backend_state WHERE name = :name');
        $stmt->execute([':name' => self::SINCE]);
        return (int) $stmt->fetchColumn();
    }

    private function claim(int $id, int $now): bool
    {
        $first = $this->pdo->prepare($this->store->db->insertOrIgnore()
            . " INTO enquiry_alerts (enquiry_id, status, attempts, reached, claimed_ts) VALUES (:id, 'pending', 0, '', :now)");
        $first->execute([':id' => $id, ':now' => $now]);
        if ($first->rowCount() === 1) {
            return true;
        }
        $again = $this->pdo->prepare("UPDATE enquiry_alerts SET claimed_ts = :now
            WHERE enquiry_id = :id AND status = 'pending' AND (claimed_ts IS NULL OR claimed_ts < :stale)");
        $again->execute([':now' => $now, ':id' => $id, ':stale' => $now - self::CLAIM_STALE_AFTER]);
        return $again->rowCount() === 1;
    }

    /**
     * Sends the claimed alert of enquiry $id to every target not reached yet and records the
     * outcome: true when all are reached. A provider that failed in this run ($down, its hosts) is
     * not tried again: a hanging one costs the run its timeout once, not once per alert.
     *
     * @param array<string, true> $down
     */
    private function alert(int $id, int $timeout, array &$down): bool
    {
        try {
            $row = $this->store->find($id) ?? throw new \RuntimeException('the enquiry is no longer stored');
            $state = $this->pdo->prepare('SELECT reached FROM enquiry_alerts WHERE enquiry_id = :id');
            $state->execute([':id' => $id]);
            $reached = array_filter(explode(' ', (string) $state->fetchColumn()));
            $text = AlertText::of($row, $this->choices, $this->settings->inboxUrl);
            $errors = [];
            foreach ($this->settings->targets as $target) {
                if (\in_array($target->id(), $reached, true)) {
                    continue;
                }
                if (isset($down[$target->host()])) {
                    $errors[] = $target->host() . ' not tried again after it failed';
                    continue;
                }
                try {
                    $target->send($text, $timeout);
                    $reached[] = $target->id();
                    $this->pdo->prepare('UPDATE enquiry_alerts SET reached = :reached WHERE enquiry_id = :id')
                        ->execute([':reached' => implode(' ', $reached), ':id' => $id]);
                } catch (AlertFailed $e) {
                    $errors[] = $e->getMessage();
                    $down[$target->host()] = true;
                }
            }
        } catch (\Throwable $e) {
            $errors = [\get_class($e) . ': ' . $e->getMessage()];
        }
        try {
            $errors === [] ? $this->sent($id) : $this->failed($id, implode('; ', $errors));
        } catch (\Throwable $e) {
            Log::error("lead alert of enquiry #{$id} could not be recorded: " . $e->getMessage());
        }
        return $errors === [];
    }

    private function sent(int $id): void
    {
        $this->pdo->prepare("UPDATE enquiry_alerts SET status = 'sent', attempts = attempts + 1, error = NULL, claimed_ts = NULL,
            done_ts = :now WHERE enquiry_id = :id")->execute([':now' => time(), ':id' => $id]);
        $this->backoff->succeeded();
    }

    private function failed(int $id, string $error): void
    {
        Log::error("lead alert of enquiry #{$id} failed, kept for bin/notify-pending.php: {$error}");
        // The status is worked out before the attempts are counted: MySQL assigns left to right.
        $stmt = $this->pdo->prepare("UPDATE enquiry_alerts SET
                status = CASE WHEN attempts + 1 >= :max THEN 'failed' ELSE 'pending' END,
                attempts = attempts + 1, error = :error, claimed_ts = NULL
            WHERE enquiry_id = :id");
        $stmt->bindValue(':max', $this->settings->maxAttempts, PDO::PARAM_INT);
        $stmt->bindValue(':error', Store::clip($error, 1000));
        $stmt->bindValue(':id', $id, PDO::PARAM_INT);
        $stmt->execute();
        $this->backoff->failed(time());
    }
}
