<?php
/**
 * An SMS through ClickSend's REST API v3 (POST /v3/sms/send: HTTP Basic with the account's
 * username and API key, a JSON list of messages; answered with response_code "SUCCESS" and each
 * message's own status).
 */

declare(strict_types=1);

namespace AntennaBackend\Alerts;

final class ClickSendSms extends Sms
{
    public const API = 'https://rest.clicksend.com';

    protected const NAME = 'ClickSend';

    protected function url(): string
    {
        return rtrim($this->api, '/') . '/v3/sms/send';
    }

    protected function payload(AlertText $alert): array
    {
        $message = ['source' => 'antenna-backend', 'body' => $alert->sms(), 'to' => $this->to] + ($this->from === '' ? [] : ['from' => $this->from]);
        return ['application/json', (string) json_encode(['messages' => [$message]], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES)];
    }

    protected function sent(int $status, mixed $answer): bool
    {
        return $status === 200 && \is_array($answer) && ($answer['response_code'] ?? null) === 'SUCCESS' && $this->reason($answer) === 'SUCCESS';
    }

    /** The message's own status, else the answer's response_code. */
    protected function reason(mixed $answer): mixed
    {
        return \is_array($answer) ? ($answer['data']['messages'][0]['status'] ?? $answer['response_code'] ?? null) : null;
    }
}
