<?php
/**
 * Exchanges the code the provider sent back for an access token, server to server, with the client
 * secret (RFC 6749 4.1.3, as GitHub and GitHub Enterprise answer it: JSON when asked for, an
 * "error" field with status 200 when refused). Over PHP's own sockets (Http\OutboundPost): no
 * extension needed, the server's certificate checked, no redirect followed, and one time limit,
 * cms.timeout, on the whole exchange, its headers included. The log tells a provider that could
 * not be reached from one that did not answer in time.
 */

declare(strict_types=1);

namespace AntennaBackend\CmsAuth;

use AntennaBackend\Http\OutboundFailed;
use AntennaBackend\Http\OutboundPost;

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
        try {
            return OutboundPost::send($url, [
                'Content-Type' => 'application/x-www-form-urlencoded',
                'Accept' => 'application/json',
                'User-Agent' => 'antenna-backend-cms-sign-in',
            ], $form, $timeout, self::MAX_ANSWER);
        } catch (OutboundFailed $e) {
            throw new ExchangeFailed($e->reached ? 'the token URL ' . $e->getMessage() : 'could not reach the token URL (' . $e->getMessage() . ')');
        }
    }
}
