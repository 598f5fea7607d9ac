<?php
/**
 * An SMS through Twilio's Programmable Messaging API (POST /2010-04-01/Accounts/{AccountSid}/
 * Messages.json: HTTP Basic with the Account SID and Auth Token, a form with To, From (a number or
 * an alphanumeric sender ID) or MessagingServiceSid, and Body; answered 201 with the message's sid).
 */

declare(strict_types=1);

namespace AntennaBackend\Alerts;

final class TwilioSms extends Sms
{
    public const API = 'https://api.twilio.com';

    protected const NAME = 'Twilio';

    protected function url(): string
    {
        return rtrim($this->api, '/') . '/2010-04-01/Accounts/' . rawurlencode($this->user) . '/Messages.json';
    }

    protected function payload(AlertText $alert): array
    {
        $sender = preg_match('/^MG[0-9a-f]{32}$/', $this->from) === 1 ? ['MessagingServiceSid' => $this->from] : ['From' => $this->from];
        return ['application/x-www-form-urlencoded', http_build_query(['To' => $this->to] + $sender + ['Body' => $alert->sms()])];
    }

    protected function sent(int $status, mixed $answer): bool
    {
        return \in_array($status, [200, 201], true) && \is_array($answer) && \is_string($answer['sid'] ?? null);
    }

    /** Twilio's error code. */
    protected function reason(mixed $answer): mixed
    {
        return \is_array($answer) ? ($answer['code'] ?? null) : null;
    }
}
