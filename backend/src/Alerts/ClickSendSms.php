<?php
/**
 * An SMS through ClickSend's REST API v3 (POST /v3/sms/send: HTTP Basic with the account's
 * username and API key, a JSON list of messages; answered with response_code "SUCCESS" and each
 * message's own status).
 */

declare(strict_types=1);

namespace AntennaBackend\Alerts;

final class ClickSendSms implements Target
{
    public const API = 'https://rest.clicksend.com';

    public function __construct(
        private readonly string $api,
        private readonly string $username,
        private readonly string $key,
        private readonly string $from,
        private readonly string $to,
    ) {
    }

    public function id(): string
    {
        return 'sms-' . substr(hash('sha256', 'clicksend ' . $this->to), 0, 12);
    }

    public function host(): string
    {
        return strtolower((string) parse_url($this->api, PHP_URL_HOST));
    }

    public function send(AlertText $alert, int $seconds): void
    {
        $message = ['source' => 'antenna-backend', 'body' => $alert->sms(), 'to' => $this->to] + ($this->from === '' ? [] : ['from' => $this->from]);
        [$status, $body] = HttpPost::send(rtrim($this->api, '/') . '/v3/sms/send', [
            'Authorization' => 'Basic ' . base64_encode($this->username . ':' . $this->key),
            'Content-Type' => 'application/json',
            'Accept' => 'application/json',
        ], (string) json_encode(['messages' => [$message]], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES), $seconds);
        $answer = json_decode($body, true);
        $state = \is_array($answer) ? ($answer['data']['messages'][0]['status'] ?? $answer['response_code'] ?? null) : null;
        if ($status !== 200 || !\is_array($answer) || ($answer['response_code'] ?? null) !== 'SUCCESS' || $state !== 'SUCCESS') {
            throw new AlertFailed('ClickSend answered HTTP ' . $status . ' ' . AlertFailed::word($state ?? ($answer['response_code'] ?? null)));
        }
    }
}
