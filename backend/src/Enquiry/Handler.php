<?php
/**
 * The request flow shared by handleContact.php and handleQuote.php:
 *
 *   Origin check -> method -> content type -> body size -> parse -> validate -> spam judgement
 *   -> rate limit + INSERT + COMMIT -> 200 answer -> e-mail notification (not for spam).
 *
 * The visitor's answer depends only on whether the enquiry was committed:
 * the notification runs afterwards and its failure only leaves the row
 * pending (logged) for bin/notify-pending.php.
 */

declare(strict_types=1);

namespace AntennaBackend\Enquiry;

use AntennaBackend\Config\Config;
use AntennaBackend\Config\ConfigException;
use AntennaBackend\Http\Http;
use AntennaBackend\Http\Net;
use AntennaBackend\Http\Origin;
use AntennaBackend\Mail\Mailer;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\RateLimited;
use AntennaBackend\Storage\StorageException;
use AntennaBackend\Storage\Store;

final class Handler
{
    /** handleContact.php: the "enquiry" and "contact" forms. */
    public const CONTACT = 'contact';
    /** handleQuote.php: the quote modal. */
    public const QUOTE = 'quote';

    private const UTF8 = ['utf-8', 'utf8'];

    /** @param string $webRoot the entry point's folder */
    public static function run(string $endpoint, string $webRoot): void
    {
        self::setUpRuntime();
        // A visitor closing the tab must not stop the script between the
        // commit and the notification.
        ignore_user_abort(true);
        try {
            self::handle($endpoint, $webRoot);
        } catch (StorageException $e) {
            Log::error('storage: ' . $e->getMessage());
            Http::respond(500, Messages::SERVER_ERROR);
        } catch (\Throwable $e) {
            Log::error('unexpected ' . \get_class($e) . ': ' . $e->getMessage()
                . ' (' . basename($e->getFile()) . ':' . $e->getLine() . ')');
            Http::respond(500, Messages::SERVER_ERROR);
        }
    }

    /** No error text, path or trace is ever shown: errors go to the log. */
    public static function setUpRuntime(): void
    {
        ini_set('display_errors', '0');
        ini_set('display_startup_errors', '0');
        ini_set('html_errors', '0');
        ini_set('log_errors', '1');
        error_reporting(E_ALL);
        set_error_handler(static function (int $no, string $str, string $file, int $line): bool {
            if ((error_reporting() & $no) === 0) {
                return false;
            }
            if ($no === E_DEPRECATED || $no === E_USER_DEPRECATED) {
                // A newer PHP deprecating something must not cost an enquiry.
                Log::warning('deprecated: ' . $str . ' (' . basename($file) . ':' . $line . ')');
                return true;
            }
            throw new \ErrorException($str, 0, $no, $file, $line);
        });
        register_shutdown_function(static function (): void {
            $e = error_get_last();
            if ($e !== null && \in_array($e['type'], [E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR], true)) {
                Log::error('fatal: ' . $e['message'] . ' (' . basename((string) $e['file']) . ':' . $e['line'] . ')');
                Http::respond(500, Messages::SERVER_ERROR);
            }
        });
    }

    private static function handle(string $endpoint, string $webRoot): void
    {
        date_default_timezone_set('UTC');
        $origin = Http::origin();
        $normalised = $origin === null ? null : Origin::normalise($origin);
        try {
            $config = Config::load(null, $webRoot);
        } catch (\Throwable $e) {
            Log::error('configuration: ' . $e->getMessage());
            // The sentence is generic, so the site may read it from any origin.
            if ($normalised !== null) {
                Http::addHeader('Access-Control-Allow-Origin', trim((string) $origin));
            }
            Http::respond(503, Messages::UNAVAILABLE, ['Retry-After' => '3600']);
            return;
        }
        Log::useFile($config->values['log_file']);

        // Posts from browsers only from the site's own origins, as configured: never vouched for
        // by the request's own Host header. Requests without an Origin header (curl) are fine.
        if ($origin !== null) {
            if ($normalised === null || !\in_array($normalised, $config->values['allowed_origins'], true)) {
                Log::warning('refused a post from ' . Http::headerText('HTTP_ORIGIN', 200) . ': not one of allowed_origins');
                Http::respond(403, Messages::FORBIDDEN_ORIGIN);
                return;
            }
            Http::addHeader('Access-Control-Allow-Origin', trim($origin));
        }

        $method = strtoupper((string) ($_SERVER['REQUEST_METHOD'] ?? ''));
        if ($method === 'OPTIONS') {
            $headers = ['Allow' => 'POST, OPTIONS'];
            if ($origin !== null) {
                $headers['Access-Control-Allow-Methods'] = 'POST, OPTIONS';
                $headers['Access-Control-Allow-Headers'] = 'Content-Type';
                $headers['Access-Control-Max-Age'] = '600';
            }
            Http::respond(204, '', $headers);
            return;
        }
        if ($method !== 'POST') {
            Http::respond(405, Messages::METHOD_NOT_ALLOWED, ['Allow' => 'POST, OPTIONS']);
            return;
        }

        [$type, $charset] = Http::contentType();
        if ($type !== Http::FORM_TYPE || ($charset !== null && !\in_array($charset, self::UTF8, true))) {
            Http::respond(415, Messages::UNSUPPORTED_MEDIA_TYPE);
            return;
        }

        $body = Http::readBody($config->values['max_body_bytes']);
        if ($body === null) {
            Http::respond(413, Messages::TOO_LARGE);
            return;
        }

        try {
            [$input, $signals] = Spam::take(Forms::parseBody($body));
            $form = $endpoint === self::QUOTE ? Forms::QUOTE : Forms::contactFormOf($input);
            $clean = Forms::validate($form, $input, $form === Forms::QUOTE ? [] : FormChoices::fromConfig($config)->of($form));
        } catch (MalformedRequest) {
            Http::respond(400, Messages::MALFORMED);
            return;
        } catch (ValidationError $e) {
            Http::respond(422, $e->getMessage());
            return;
        } catch (ConfigException $e) {
            Log::error('configuration: ' . $e->getMessage());
            Http::respond(503, Messages::UNAVAILABLE, ['Retry-After' => '3600']);
            return;
        }

        $spamReason = Spam::reason($signals, $clean, $config->values['spam']);
        $row = $clean + [
            'form' => $form,
            'status' => $spamReason === null ? 'new' : 'spam',
            'spam_reason' => $spamReason,
            'client_ip' => Net::clientIp($_SERVER, $config->values['trusted_proxies']),
            'page' => self::pageOnTheSite($config),
            'user_agent' => Http::headerText('HTTP_USER_AGENT', 300),
            'origin' => $origin !== null ? Http::headerText('HTTP_ORIGIN', 200) : null,
        ];
        $rate = $config->values['rate_limit'];
        $store = Store::fromConfig($config);
        try {
            $id = $store->insert($row, $rate['max'], $rate['window'], time());
        } catch (RateLimited $e) {
            Log::warning('rate limit reached for ' . $row['client_ip']);
            Http::respond(429, Messages::RATE_LIMITED, ['Retry-After' => (string) $e->retryAfter]);
            return;
        }

        // Committed: the visitor's answer is final from here on, and the same for spam (no signal to a bot).
        Http::respond(200, $form === Forms::QUOTE ? Messages::SUCCESS_QUOTE : Messages::SUCCESS_ENQUIRY);
        $visitorGone = Http::finishRequest();
        if ($spamReason !== null) {
            Log::info("enquiry #{$id} stored as spam ({$spamReason}), not e-mailed");
            return;
        }
        self::notifyAfterAnswer($store, $config, $id, $visitorGone ? null : self::QUICK_SMTP_TIMEOUT);
    }

    /**
     * Seconds per SMTP step when the visitor's answer may still be held until the script ends
     * (no fastcgi_finish_request): a mail server slower than that is left to notify-pending.
     */
    private const QUICK_SMTP_TIMEOUT = 1;

    /**
     * Sends the notification after the visitor has the answer. Only one request at a time talks
     * to the mail server (the "mailer" lock): a mail server that hangs then ties up one web
     * server worker, never all of them, and no visitor waits behind it. A request that finds the
     * lock taken leaves its notification to the holder; the holder sends its own and every
     * waiting one, and after letting go looks again, so the last to let go sees every
     * notification left meanwhile. After a failure the rest wait for bin/notify-pending.php.
     */
    private static function notifyAfterAnswer(Store $store, Config $config, int $id, ?int $smtpTimeout): void
    {
        if ($store->db->tryLock('mailer')) {
            $ok = self::sendHoldingTheLock($store, $config, $id, $smtpTimeout);
        } else {
            $store->releaseClaim($id);
            $ok = true;
        }
        while ($ok && $store->hasWaitingNotifications(time()) && $store->db->tryLock('mailer')) {
            $ok = self::sendHoldingTheLock($store, $config, null, $smtpTimeout);
        }
    }

    /** Sends $own (if any), then the waiting notifications; lets go of the lock. False after a failure. */
    private static function sendHoldingTheLock(Store $store, Config $config, ?int $own, ?int $smtpTimeout): bool
    {
        try {
            if ($own !== null && !self::notify($store, $config, $own, $smtpTimeout)) {
                return false;
            }
            while (($rows = $store->claimPending(20, time())) !== []) {
                foreach ($rows as $row) {
                    if (!self::notify($store, $config, (int) $row['id'], $smtpTimeout)) {
                        return false;
                    }
                }
            }
            return true;
        } finally {
            $store->db->unlock('mailer');
        }
    }

    /**
     * The page the form was sent from (Referer), only when it is a page of the site: the visitor's
     * browser could name any address, and the notification shows this one as a link.
     */
    private static function pageOnTheSite(Config $config): ?string
    {
        $page = Http::headerText('HTTP_REFERER', 500);
        if ($page === null || preg_match('~^(https?://[^/?#]+)(?:[/?#]|$)~i', $page, $m) !== 1) {
            return null;
        }
        $origin = Origin::normalise($m[1]);
        return $origin !== null && \in_array($origin, $config->values['allowed_origins'], true) ? $page : null;
    }

    /**
     * Sends the notification of enquiry $id and records the outcome. Never
     * throws: a failure is logged and leaves the row pending.
     */
    public static function notify(Store $store, Config $config, int $id, ?int $smtpTimeout = null): bool
    {
        try {
            $row = $store->find($id);
            if ($row === null) {
                throw new \RuntimeException('row not found');
            }
            Mailer::fromConfig($config, $smtpTimeout)->notify($row);
        } catch (\Throwable $e) {
            Log::error('notification of enquiry #' . $id . ' failed, kept for bin/notify-pending.php: '
                . $e->getMessage());
            try {
                $store->markFailed($id, $e->getMessage(), $config->values['notify_max_attempts']);
            } catch (\Throwable $e2) {
                Log::error('could not record the failed notification of enquiry #' . $id . ': ' . $e2->getMessage());
            }
            return false;
        }
        try {
            $store->markSent($id, time());
        } catch (\Throwable $e) {
            // Sent but not recorded: it may be sent again later, never lost.
            Log::error('enquiry #' . $id . ' was notified but could not be marked sent: ' . $e->getMessage());
        }
        return true;
    }
}
