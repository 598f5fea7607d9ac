<?php
/**
 * What every SMS provider's target does alike: its id (the provider and the number, so that a retry
 * reaches only the numbers not reached yet), its host, one HTTP POST with HTTP Basic that accepts
 * JSON, and the failure's wording. Each provider (ClickSendSms, TwilioSms) says only what is its
 * own: the address, the body and how its answer reads as a success.
 */

declare(strict_types=1);

namespace AntennaBackend\Alerts;

abstract class Sms implements Target
{
    /** The provider's name in an alert's failure ("ClickSend answered HTTP 401 ..."). */
    protected const NAME = '';

    /**
     * @param string $user the account's name for HTTP Basic
     * @param string $secret its password (API key, auth token)
     */
    final public function __construct(
        protected readonly string $api,
        protected readonly string $user,
        protected readonly string $secret,
        protected readonly string $from,
        protected readonly string $to,
    ) {
    }

    final public function id(): string
    {
        return 'sms-' . substr(hash('sha256', strtolower(static::NAME) . ' ' . $this->to), 0, 12);
    }

    final public function host(): string
    {
        return strtolower((string) parse_url($this->api, PHP_URL_HOST));
    }

    final public function send(AlertText $alert, int $seconds): void
    {
        [$contentType, $payload] = $this->payload($alert);
        [$status, $body] = HttpPost::send($this->url(), [
            'Authorization' => 'Basic ' . base64_encode($this->user . ':' . $this->secret),
            'Content-Type' => $contentType,
            'Accept' => 'application/json',
        ], $payload, $seconds);
        $answer = json_decode($body, true);
        if (!$this->sent($status, $answer)) {
            throw new AlertFailed(static::NAME . ' answered HTTP ' . $status . ' ' . AlertFailed::word($this->reason($answer)));
        }
    }

    /** The address the message is posted to. */
    abstract protected function url(): string;

    /** @return array{0: string, 1: string} the content type and the request's body */
    abstract protected function payload(AlertText $alert): array;

    /** Whether the provider's answer (status, decoded JSON body) says the message was taken. */
    abstract protected function sent(int $status, mixed $answer): bool;

    /** What in a refusing answer says why (a status or code; null where it says nothing). */
    abstract protected function reason(mixed $answer): mixed;
}
