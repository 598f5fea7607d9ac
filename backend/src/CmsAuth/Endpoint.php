<?php
/**
 * public/cms-auth.php: the content editor's GitHub sign-in (Decap CMS's github backend with
 * base_url and auth_endpoint pointing here). One address serves the whole flow:
 *
 *   1. start    Decap opens ?provider=github&scope=repo in a window. Refused when the request comes
 *               from another website or is framed. A random state goes into the browser's cookie
 *               and the page (Pages::start) checks it was opened by the editor before going on to
 *               GitHub's authorize URL.
 *   2. callback GitHub sends the editor back with ?code&state (or ?error). The state must be this
 *               browser's, recent and not answered before (UsedStates); the code is exchanged for a
 *               token with the client secret, and the token handed to the editor's window only
 *               (Pages::success).
 *   3. refused  The start page reports a window not opened by the editor (?refused=...).
 *
 * Every refusal is a page saying what happened and what to do, without a token, and a log line
 * without a secret. A request object in, a response out: tests call handle() in-process.
 */

declare(strict_types=1);

namespace AntennaBackend\CmsAuth;

use AntennaBackend\Config\Config;
use AntennaBackend\Http\Request;
use AntennaBackend\Http\Response;
use AntennaBackend\Runtime\EntryPoint;
use AntennaBackend\Runtime\Log;

final class Endpoint
{
    /** The one provider this endpoint signs in with (GitLab and Gitea sign in without a server: PKCE). */
    private const PROVIDER = 'github';

    /** The scopes Decap asks for: repo, or public_repo with open authoring. */
    private const SCOPES = ['repo', 'public_repo'];

    /** The query parameters the endpoint reads. */
    private const QUERY = ['provider', 'scope', 'refused', 'code', 'state', 'error'];

    private readonly StateCookie $state;

    public function __construct(
        private readonly Setup $setup,
        private readonly TokenExchange $exchange,
        private readonly UsedStates $used,
        private readonly ?int $now = null,
    ) {
        $this->state = new StateCookie($setup->clientSecret, $setup->stateSeconds);
    }

    /** Answers the request PHP is serving (the entry point). */
    public static function serve(string $webRoot): void
    {
        EntryPoint::serve(
            $webRoot,
            static fn (Request $request, Config $config): Response => self::fromConfig($config)->handle($request),
            Pages::refusal(Refusal::NOT_SET_UP, null),
            Pages::refusal(Refusal::EXCHANGE_FAILED, null),
        );
    }

    public static function fromConfig(Config $config): self
    {
        $setup = Setup::fromConfig($config);
        return new self($setup, TokenExchange::fromSetup($setup), UsedStates::fromConfig($config));
    }

    public function handle(Request $request): Response
    {
        if ($request->method !== 'GET' && $request->method !== 'HEAD') {
            return $this->refuse($request, Refusal::METHOD)->withHeaders(['Allow' => 'GET, HEAD']);
        }
        $malformed = $request->malformed(self::QUERY, [StateCookie::NAME]);
        if ($malformed !== null) {
            return $this->refuse($request, Refusal::MALFORMED, $malformed)->withCookie($this->cookie($request, ''));
        }
        $problem = $this->setup->problem;
        if ($problem !== null) {
            // The key and the rule it breaks, never the value: the page is public.
            return $this->refuse($request, Refusal::SET_UP_WRONG, $problem->getMessage(), 'The setting "' . $problem->key . '" ' . $problem->why . '.');
        }
        $missing = $this->setup->missing();
        if ($missing !== []) {
            return $this->refuse($request, Refusal::NOT_SET_UP, 'missing ' . implode(', ', $missing));
        }
        // A sign-in window is a top-level page: never a frame, an image or a fetch.
        $dest = $request->server('HTTP_SEC_FETCH_DEST');
        if ($dest !== null && $dest !== 'document') {
            return $this->refuse($request, Refusal::FOREIGN_ORIGIN, 'requested as ' . $request->headerText('HTTP_SEC_FETCH_DEST', 20));
        }
        $reported = $request->query['refused'] ?? null;
        if (\is_string($reported)) {
            $kind = \in_array($reported, Refusal::REPORTED_BY_THE_PAGE, true) ? $reported : Refusal::FOREIGN_ORIGIN;
            return $this->refuse($request, $kind, 'reported by the sign-in window')->withCookie($this->cookie($request, ''));
        }
        foreach (['code', 'state', 'error'] as $key) {
            if (isset($request->query[$key])) {
                return $this->callback($request);
            }
        }
        return $this->start($request);
    }

    private function start(Request $request): Response
    {
        $provider = $request->query['provider'] ?? null;
        if ($provider !== self::PROVIDER) {
            return $this->refuse($request, Refusal::WRONG_PROVIDER, 'provider ' . TokenExchange::word($provider));
        }
        $foreign = $this->foreignStart($request);
        if ($foreign !== null) {
            return $this->refuse($request, Refusal::FOREIGN_ORIGIN, $foreign);
        }
        $scope = \in_array($request->query['scope'] ?? null, self::SCOPES, true) ? $request->query['scope'] : 'repo';
        [$state, $cookie] = $this->state->issue($this->now());
        $authorize = $this->setup->authorizeUrl . (str_contains($this->setup->authorizeUrl, '?') ? '&' : '?') . http_build_query([
            'client_id' => $this->setup->clientId,
            'redirect_uri' => $this->setup->callbackUrl($request),
            'scope' => $scope,
            'state' => $state,
            // Editors sign in with the account that has access; a new account would have none.
            'allow_signup' => 'false',
        ]);
        return Pages::start((string) $this->setup->siteOrigin, self::PROVIDER, $authorize)
            ->withCookie($this->cookie($request, $cookie));
    }

    /**
     * Why the start request did not come from the content editor, or null when it may have. Decap
     * opens the window from the editor's page, so the Referer (when the browser sends one) is the
     * site's origin, and Sec-Fetch-Site is same-origin or same-site (cross-site only when the
     * backend is on another site than the editor, and then the Referer names the site).
     */
    private function foreignStart(Request $request): ?string
    {
        $referer = $request->server('HTTP_REFERER');
        if ($referer !== null && $referer !== '') {
            $parts = parse_url($referer);
            $origin = isset($parts['scheme'], $parts['host'])
                ? strtolower($parts['scheme'] . '://' . $parts['host'] . (isset($parts['port']) ? ':' . $parts['port'] : ''))
                : '';
            return $origin === $this->setup->siteOrigin ? null : 'opened from another origin';
        }
        return $request->server('HTTP_SEC_FETCH_SITE') === 'cross-site' ? 'opened from another site' : null;
    }

    /**
     * GitHub's answer. It arrives from github.com, so it is a cross-site request by nature: what
     * ties it to the editor is the state in this browser's cookie, checked first, and spent (the
     * cookie is removed) whatever the outcome.
     */
    private function callback(Request $request): Response
    {
        $spent = $this->cookie($request, '');
        $state = $request->query['state'] ?? null;
        $cookie = $request->cookies[StateCookie::NAME] ?? null;
        $refusal = $this->state->refusal(\is_string($cookie) ? $cookie : null, \is_string($state) ? $state : null, $this->now());
        if ($refusal !== null) {
            return $this->refuse($request, $refusal)->withCookie($spent);
        }
        try {
            $first = $this->used->spend((string) $state, $this->state->expires((string) $cookie), $this->now());
        } catch (\Throwable $e) {
            return $this->refuse($request, Refusal::UNAVAILABLE, 'the used state could not be recorded: ' . $e->getMessage())->withCookie($spent);
        }
        if (!$first) {
            return $this->refuse($request, Refusal::STATE_MISSING, 'already used')->withCookie($spent);
        }
        if (isset($request->query['error'])) {
            $error = TokenExchange::word($request->query['error']);
            $kind = $error === 'access_denied' ? Refusal::DENIED : Refusal::PROVIDER_ERROR;
            return $this->refuse($request, $kind, 'provider said ' . $error, $error)->withCookie($spent);
        }
        $code = $request->query['code'] ?? null;
        if (!\is_string($code) || $code === '' || \strlen($code) > 512) {
            return $this->refuse($request, Refusal::PROVIDER_ERROR, 'no code', 'no_code')->withCookie($spent);
        }
        try {
            $token = $this->exchange->token($code, $this->setup->callbackUrl($request));
        } catch (ExchangeFailed $e) {
            return $this->refuse($request, Refusal::EXCHANGE_FAILED, $e->getMessage())->withCookie($spent);
        }
        Log::info('cms sign-in: access given to the content editor at ' . $this->setup->siteOrigin . ' (' . $this->client($request) . ')');
        return Pages::success((string) $this->setup->siteOrigin, self::PROVIDER, $token)->withCookie($spent);
    }

    private function refuse(Request $request, string $kind, string $why = '', string $detail = ''): Response
    {
        Log::warning('cms sign-in refused: ' . $kind . ($why === '' ? '' : ' (' . $why . ')') . ' (' . $this->client($request) . ')');
        return Pages::refusal($kind, $this->setup->siteOrigin, $detail);
    }

    /** The state cookie, for the path the provider sends the editor back to. */
    private function cookie(Request $request, string $value): string
    {
        $callback = $this->setup->callbackUrl($request);
        $path = (string) (parse_url($callback, PHP_URL_PATH) ?: '/');
        return $this->state->header($value, $path, str_starts_with($callback, 'https://'));
    }

    private function client(Request $request): string
    {
        return 'from ' . ($request->headerText('REMOTE_ADDR', 45) ?? 'unknown');
    }

    private function now(): int
    {
        return $this->now ?? time();
    }
}
