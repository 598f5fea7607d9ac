<?php
/**
 * An SMS through Twilio's Programmable Messaging API (POST /2010-04-01/Accounts/{AccountSid}/
 * Messages.json: HTTP Basic with the Account SID and Auth Token, a form with To, From (a number or
 * an alphanumeric sender ID) or MessagingServiceSid, and Body; answered 201 with the message's sid).
 */

declare(strict_types=1);

namespace AntennaBackend\Alerts;

final class TwilioSms implements Target
{
    public const API = 'https://api.twilio.com';

    public function __construct(
        private readonly string $api,
        private readonly string $account,
        private readonly string $token,
        private readonly string $from,
        private readonly string $to,
    ) {
    }

    public function id(): string
    {
        return 'sms-' . substr(hash('sha256', 'twilio ' . $this->to), 0, 12);
    }

    public function host(): string
    {
        return strtolower((string) parse_url($this->api, PHP_URL_HOST));
    }

    public function send(AlertText $alert, int $seconds): void
    {
        $sender = preg_match('/^MG[0-9a-f]{32}$/', $this->from) === 1 ? ['MessagingServiceSid' => $this->from] : ['From' => $this->from];
        [$status, $body] = HttpPost::send(rtrim($this->api, '/') . '/2010-04-01/Accounts/' . rawurlencode($this->account) . '/Messages.json', [
            'Authorization' => 'Basic ' . base64_encode($this->account . ':' . $this->token),
            'Content-Type' => 'application/x-www-form-urlencoded',
            'Accept' => 'application/json',
        ], http_build_query(['To' => $this->to] + $sender + ['Body' => $alert->sms()]), $seconds);
        $answer = json_decode($body, true);
        if (!\in_array($status, [200, 201], true) || !\is_array($answer) || !\is_string($answer['sid'] ?? null)) {
            throw new AlertFailed('Twilio answered HTTP ' . $status . ' ' . AlertFailed::word(\is_array($answer) ? ($answer['code'] ?? null) : null));
        }
    }
}
