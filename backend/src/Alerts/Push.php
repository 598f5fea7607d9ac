<?php
/**
 * A push to an address the owner chose: an ntfy topic (the text, with a title and the link to
 * open on a tap as ntfy's headers), or a chat's incoming webhook that takes JSON ({"text": ...}:
 * Slack, Google Chat, Mattermost, Rocket.Chat; {"content": ...}: Discord). An optional token goes
 * as "Authorization: Bearer" (ntfy's access tokens).
 */

declare(strict_types=1);

namespace AntennaBackend\Alerts;

final class Push implements Target
{
    public const FORMATS = ['ntfy', 'json', 'discord'];

    public function __construct(private readonly string $url, private readonly string $format, private readonly string $token)
    {
    }

    public function id(): string
    {
        return 'push-' . substr(hash('sha256', $this->format . ' ' . $this->url), 0, 12);
    }

    public function host(): string
    {
        return strtolower((string) parse_url($this->url, PHP_URL_HOST));
    }

    public function send(AlertText $alert, int $seconds): void
    {
        $auth = $this->token === '' ? [] : ['Authorization' => 'Bearer ' . $this->token];
        $json = static fn (string $field): string => (string) json_encode([$field => $alert->sms()], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
        [$headers, $body] = match ($this->format) {
            'ntfy' => [['Content-Type' => 'text/plain; charset=utf-8', 'Title' => $alert->title(), 'Click' => $alert->link, 'Tags' => 'telephone_receiver'],
                $alert->sms()],
            'discord' => [['Content-Type' => 'application/json'], $json('content')],
            default => [['Content-Type' => 'application/json'], $json('text')],
        };
        [$status] = HttpPost::send($this->url, $headers + $auth, $body, $seconds);
        if ($status < 200 || $status > 299) {
            throw new AlertFailed('the push address ' . (string) parse_url($this->url, PHP_URL_HOST) . ' answered HTTP ' . $status);
        }
    }
}
