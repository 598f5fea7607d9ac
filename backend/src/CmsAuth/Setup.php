<?php
/**
 * The sign-in's configuration (the "cms" keys of Settings): the GitHub OAuth app, the site's origin
 * the token is handed to, and the provider's addresses; or what is wrong with one of them, which
 * stops the sign-in only.
 */

declare(strict_types=1);

namespace AntennaBackend\CmsAuth;

use AntennaBackend\Config\Config;
use AntennaBackend\Config\ConfigException;
use AntennaBackend\Config\Settings;
use AntennaBackend\Http\Request;

final class Setup
{
    private function __construct(
        public readonly string $clientId,
        public readonly string $clientSecret,
        public readonly ?string $siteOrigin,
        private readonly ?string $callbackUrl,
        public readonly string $authorizeUrl,
        public readonly string $tokenUrl,
        public readonly int $timeout,
        public readonly int $stateSeconds,
        public readonly ?ConfigException $problem = null,
    ) {
    }

    public static function fromConfig(Config $config): self
    {
        $cms = $config->values['cms'];
        return new self($cms['client_id'], $cms['client_secret'], $cms['site_origin'], $cms['callback_url'],
            $cms['authorize_url'], $cms['token_url'], $cms['timeout'], $cms['state_seconds'], $config->problem(Settings::CMS));
    }

    /** @return list<string> the keys a working sign-in needs and this configuration leaves empty */
    public function missing(): array
    {
        return array_keys(array_filter([
            'cms.client_id' => $this->clientId === '',
            'cms.client_secret' => $this->clientSecret === '',
            'cms.site_origin' => $this->siteOrigin === null,
        ]));
    }

    /**
     * Where the provider sends the editor back: the OAuth app's callback URL. By default the site's
     * origin and the path the web server ran this script under (SCRIPT_NAME), never the request's
     * own Host header, which the client chooses.
     */
    public function callbackUrl(Request $request): string
    {
        return $this->callbackUrl ?? $this->siteOrigin . '/' . ltrim((string) $request->server('SCRIPT_NAME'), '/');
    }
}
