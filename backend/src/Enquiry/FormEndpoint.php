<?php
/**
 * The request flow of handleContact.php and handleQuote.php:
 *
 *   Origin check -> method -> content type -> body size -> parse -> validate -> spam judgement
 *   -> sent before? + rate limit + INSERT + COMMIT -> 200 answer -> e-mail notification (not for spam).
 *
 * The visitor's answer depends only on whether the enquiry was committed: the notification runs
 * after the answer and its failure only leaves the row pending for bin/notify-pending.php.
 */

declare(strict_types=1);

namespace AntennaBackend\Enquiry;

use AntennaBackend\Config\Config;
use AntennaBackend\Config\ConfigException;
use AntennaBackend\Http\Emitter;
use AntennaBackend\Http\Net;
use AntennaBackend\Http\Origin;
use AntennaBackend\Http\Request;
use AntennaBackend\Http\Response;
use AntennaBackend\Mail\Notifier;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\AlreadyStored;
use AntennaBackend\Storage\RateLimited;
use AntennaBackend\Storage\StorageException;
use AntennaBackend\Storage\Store;
use AntennaBackend\Visits\EnquiryEvent;

final class FormEndpoint
{
    /** The two entry points, as forms.json names them in each form's "endpoint". */
    public const CONTACT = 'handleContact.php';
    public const QUOTE = 'handleQuote.php';

    private const FORM_TYPE = 'application/x-www-form-urlencoded';
    private const UTF8 = ['utf-8', 'utf8'];

    /**
     * Seconds per SMTP step when the visitor's answer may still be held until the script ends
     * (no fastcgi_finish_request): a mail server slower than that is left to notify-pending.
     */
    private const QUICK_SMTP_TIMEOUT = 1;

    /**
     * Answers the request PHP is serving (the entry points).
     *
     * @param string $webRoot the entry point's folder
     */
    public static function serve(string $endpoint, string $webRoot): void
    {
        Emitter::serve(static function (Request $request) use ($endpoint, $webRoot): Response {
            try {
                $config = Config::load(null, $webRoot);
            } catch (\Throwable $e) {
                Log::error('configuration: ' . $e->getMessage());
                // The sentence is generic, so the site may read it from any origin.
                $origin = $request->server('HTTP_ORIGIN');
                $cors = $origin !== null && Origin::normalise($origin) !== null ? ['Access-Control-Allow-Origin' => trim($origin)] : [];
                return Answer::of(503, Messages::UNAVAILABLE, $cors + ['Retry-After' => '3600']);
            }
            Log::useFile($config->values['log_file']);
            return self::handle($endpoint, $request, $config);
        }, Answer::of(500, Messages::SERVER_ERROR));
    }

    public static function handle(string $endpoint, Request $request, Config $config): Response
    {
        // Posts from browsers only from the site's own origins, as configured: never vouched for
        // by the request's own Host header. Requests without an Origin header (curl) are fine.
        $origin = $request->server('HTTP_ORIGIN');
        $cors = [];
        if ($origin !== null) {
            $normalised = Origin::normalise($origin);
            if ($normalised === null || !\in_array($normalised, $config->values['allowed_origins'], true)) {
                Log::warning('refused a post from ' . $request->headerText('HTTP_ORIGIN', 200) . ': not one of allowed_origins');
                return Answer::of(403, Messages::FORBIDDEN_ORIGIN);
            }
            $cors = ['Access-Control-Allow-Origin' => trim($origin)];
        }
        try {
            return self::answer($endpoint, $request, $config, $cors);
        } catch (StorageException $e) {
            Log::error('storage: ' . $e->getMessage());
        } catch (\Throwable $e) {
            Log::error('unexpected ' . \get_class($e) . ': ' . $e->getMessage() . ' (' . basename($e->getFile()) . ':' . $e->getLine() . ')');
        }
        return Answer::of(500, Messages::SERVER_ERROR, $cors);
    }

    /** @param array<string, string> $cors the headers every answer to an allowed origin carries */
    private static function answer(string $endpoint, Request $request, Config $config, array $cors): Response
    {
        if ($request->method === 'OPTIONS') {
            $headers = ['Allow' => 'POST, OPTIONS'];
            if ($cors !== []) {
                $headers += [
                    'Access-Control-Allow-Methods' => 'POST, OPTIONS',
                    'Access-Control-Allow-Headers' => 'Content-Type',
                    'Access-Control-Max-Age' => '600',
                ];
            }
            return Answer::of(204, '', $cors + $headers);
        }
        if ($request->method !== 'POST') {
            return Answer::of(405, Messages::METHOD_NOT_ALLOWED, $cors + ['Allow' => 'POST, OPTIONS']);
        }
        [$type, $charset] = $request->contentType();
        if ($type !== self::FORM_TYPE || ($charset !== null && !\in_array($charset, self::UTF8, true))) {
            return Answer::of(415, Messages::UNSUPPORTED_MEDIA_TYPE, $cors);
        }
        $body = $request->body($config->values['max_body_bytes']);
        if ($body === null) {
            return Answer::of(413, Messages::TOO_LARGE, $cors);
        }

        try {
            [$input, $signals] = Spam::take(Forms::parseBody($body));
            $declared = Declaration::shipped();
            $form = $declared->formSending($endpoint, array_map('strval', array_keys($input)))
                ?? throw new MalformedRequest('unexpected field');
            $clean = Forms::validate($form, $input, $declared->hasChoices($form) ? FormChoices::fromConfig($config)->of($form) : []);
        } catch (MalformedRequest $e) {
            Log::warning('refused a post to ' . $endpoint . ': ' . $e->getMessage() . ' (from '
                . Net::clientIp($request->server, $config->values['trusted_proxies']) . ')');
            return Answer::of(400, Messages::MALFORMED, $cors);
        } catch (ValidationError $e) {
            return Answer::of(422, $e->getMessage(), $cors);
        } catch (ConfigException $e) {
            Log::error('configuration: ' . $e->getMessage());
            return Answer::of(503, Messages::UNAVAILABLE, $cors + ['Retry-After' => '3600']);
        }

        $spamReason = Spam::reason($signals, $clean, $config->values['spam']);
        $row = $clean + [
            'form' => $form,
            'status' => $spamReason === null ? 'new' : 'spam',
            'spam_reason' => $spamReason,
            'client_ip' => Net::clientIp($request->server, $config->values['trusted_proxies']),
            'page' => self::pageOnTheSite($request, $config),
            'user_agent' => $request->headerText('HTTP_USER_AGENT', 300),
            'origin' => $cors !== [] ? $request->headerText('HTTP_ORIGIN', 200) : null,
        ];
        $rate = $config->values['rate_limit'];
        $store = Store::fromConfig($config);
        $answer = Answer::of(200, $form === Forms::QUOTE ? Messages::SUCCESS_QUOTE : Messages::SUCCESS_ENQUIRY, $cors);
        $notify = static fn (?int $id): \Closure => static fn (bool $visitorGone) => (new Notifier($store, $config))
            ->afterAnswer($id, $visitorGone ? null : self::QUICK_SMTP_TIMEOUT);
        try {
            $id = $store->insert($row, $rate['max'], $rate['window'], time());
        } catch (RateLimited $e) {
            Log::warning('rate limit reached for ' . $row['client_ip']);
            return Answer::of(429, Messages::RATE_LIMITED, $cors + ['Retry-After' => (string) $e->retryAfter]);
        } catch (AlreadyStored $e) {
            // Sent twice, or sent again after an answer that it was not (the database stored it
            // after all): received. Its notification may be waiting for a sender, if its own
            // request gave up before the commit.
            Log::info("enquiry sent again, already stored as #{$e->id}");
            return $spamReason === null ? $answer->then($notify(null)) : $answer;
        }

        // Committed: the visitor's answer is final from here on, and the same for spam (no signal to a bot).
        if ($spamReason !== null) {
            Log::info("enquiry #{$id} stored as spam ({$spamReason}), not e-mailed");
            return $answer;
        }
        // After the answer too: the visit it was sent in ended in an enquiry (a count; quick, before the e-mail).
        $visitEnded = static fn () => EnquiryEvent::record($store->db, $config, $request, $clean['sentFrom'] ?? null, time());
        return $answer->then($visitEnded)->then($notify($id));
    }

    /**
     * The page the form was sent from (Referer), only when it is a page of the site: the visitor's
     * browser could name any address, and the notification shows this one as a link.
     */
    private static function pageOnTheSite(Request $request, Config $config): ?string
    {
        $page = $request->headerText('HTTP_REFERER', 500);
        if ($page === null || preg_match('~^(https?://[^/?#]+)(?:[/?#]|$)~i', $page, $m) !== 1) {
            return null;
        }
        $origin = Origin::normalise($m[1]);
        return $origin !== null && \in_array($origin, $config->values['allowed_origins'], true) ? $page : null;
    }
}
