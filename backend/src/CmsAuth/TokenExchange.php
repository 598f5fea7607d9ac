<?php
/**
 * Exchanges the code the provider sent back for an access token, server to server, with the client
 * secret (RFC 6749 4.1.3, as GitHub and GitHub Enterprise answer it: JSON when asked for, an
 * "error" field with status 200 when refused). PHP's own HTTP streams: no extension needed, the
 * server's certificate checked, no redirect followed, a time limit on the whole exchange.
 */

declare(strict_types=1);

namespace AntennaBackend\CmsAuth;

final class TokenExchange
{
    /** Largest answer read; a token answer is a few hundred bytes. */
    private const MAX_ANSWER = 65536;

    /** @var \Closure(string, string, int): array{0: int, 1: string} */
    private \Closure $post;

    /**
     * @param (\Closure(string $url, string $form, int $timeout): array{0: int, 1: string})|null $post
     *        sends the form and returns the status and body (tests stand in for the provider with it)
     */
    public function __construct(
        private readonly string $url,
        private readonly string $clientId,
        private readonly string $clientSecret,
        private readonly int $timeout,
        ?\Closure $post = null,
    ) {
        $this->post = $post ?? self::httpPost(...);
    }

    public static function fromSetup(Setup $setup): self
    {
        return new self($setup->tokenUrl, $setup->clientId, $setup->clientSecret, $setup->timeout);
    }

    /** @throws ExchangeFailed */
    public function token(string $code, string $redirectUri): string
    {
        $form = http_build_query([
            'client_id' => $this->clientId,
            'client_secret' => $this->clientSecret,
            'code' => $code,
            'redirect_uri' => $redirectUri,
            'grant_type' => 'authorization_code',
        ]);
        [$status, $body] = ($this->post)($this->url, $form, $this->timeout);
        $answer = json_decode($body, true);
        if ($status !== 200) {
            throw new ExchangeFailed('the token URL answered HTTP ' . $status);
        }
        if (!\is_array($answer)) {
            throw new ExchangeFailed('the token URL answered with something other than JSON');
        }
        if (isset($answer['error'])) {
            throw new ExchangeFailed('the token URL refused: ' . self::word($answer['error']));
        }
        $token = $answer['access_token'] ?? null;
        if (!\is_string($token) || preg_match('/^[\x21-\x7E]{1,1000}$/D', $token) !== 1) {
            throw new ExchangeFailed('the token URL answered without a usable access_token');
        }
        return $token;
    }

    /** A provider's error code as it may be logged and shown: letters, digits and _ only. */
    public static function word(mixed $value): string
    {
        $word = substr(preg_replace('/[^A-Za-z0-9_]/', '', \is_string($value) ? $value : '') ?? '', 0, 40);
        return $word === '' ? 'unknown' : $word;
    }

    /** @return array{0: int, 1: string} */
    private static function httpPost(string $url, string $form, int $timeout): array
    {
        $context = stream_context_create([
            'http' => [
                'method' => 'POST',
                'header' => "Content-Type: application/x-www-form-urlencoded\r\nAccept: application/json\r\n"
                    . "User-Agent: antenna-backend-cms-sign-in\r\nConnection: close\r\n",
                'content' => $form,
                'timeout' => $timeout,
                'ignore_errors' => true,
                'follow_location' => 0,
                'protocol_version' => 1.1,
            ],
            'ssl' => ['verify_peer' => true, 'verify_peer_name' => true],
        ]);
        $started = microtime(true);
        $stream = @fopen($url, 'rb', false, $context);
        if ($stream === false) {
            $why = error_get_last()['message'] ?? 'no answer';
            throw new ExchangeFailed('could not reach the token URL (' . preg_replace('/^fopen\([^)]*\): /', '', $why) . ')');
        }
        try {
            $body = '';
            while (!feof($stream) && \strlen($body) <= self::MAX_ANSWER) {
                if (microtime(true) - $started > $timeout) {
                    throw new ExchangeFailed('the token URL did not answer within ' . $timeout . ' s');
                }
                $chunk = fread($stream, 8192);
                if ($chunk === false) {
                    break;
                }
                $body .= $chunk;
            }
            if (stream_get_meta_data($stream)['timed_out']) {
                throw new ExchangeFailed('the token URL did not answer within ' . $timeout . ' s');
            }
            $headers = stream_get_meta_data($stream)['wrapper_data'] ?? [];
        } finally {
            fclose($stream);
        }
        $status = 0;
        foreach ((array) $headers as $line) {
            if (\is_string($line) && preg_match('~^HTTP/\S+ (\d{3})~', $line, $m) === 1) {
                $status = (int) $m[1]; // the last status line is the answer's
            }
        }
        return [$status, $body];
    }
}
