<?php
/**
 * The sign-in window's three pages: the start (it checks the window was opened by the content
 * editor, then goes on to GitHub), the end (it hands the token to the editor), and a refusal (what
 * happened and what to do; no script, no token). Each inline script runs under the page's own
 * policy by a nonce new with every answer.
 */

declare(strict_types=1);

namespace AntennaBackend\CmsAuth;

use AntennaBackend\Http\Response;

final class Pages
{
    /** The content editor's address on the site (CMS_PATH of the site's gatsby/cms/security.ts). */
    public const EDITOR_PATH = '/admin/';

    /**
     * The start: Decap's handshake with the window that opened this one, before GitHub is asked.
     * The window must have been opened by the site's origin: read directly when this page is on that
     * origin, and in any case from the handshake's answer, which must come from the opener at the
     * site's origin. Anything else is reported back here (?refused=) and shown as a refusal.
     */
    public static function start(string $siteOrigin, string $provider, string $authorizeUrl): Response
    {
        $data = ['site' => $siteOrigin, 'handshake' => 'authorizing:' . $provider, 'authorize' => $authorizeUrl];
        $script = <<<'JS'
            (() => {
              const s = JSON.parse(document.getElementById("sign-in").textContent)
              const refuse = (why) => location.replace("?refused=" + why)
              const opener = window.opener
              if (!opener || opener === window) return refuse("no-editor")
              if (s.site === location.origin) {
                let origin = null
                try {
                  origin = opener.location.origin
                } catch (e) {
                  // another origin's window: its address cannot be read
                }
                if (origin !== s.site) return refuse("foreign-origin")
              }
              const timer = setTimeout(() => refuse("no-answer"), 30000)
              addEventListener("message", (e) => {
                if (e.source !== opener) return
                clearTimeout(timer)
                if (e.origin !== s.site) return refuse("foreign-origin")
                if (e.data === s.handshake) location.replace(s.authorize)
              })
              opener.postMessage(s.handshake, s.site)
            })()
            JS;
        return self::page(200, 'Signing in', '<h1>Connecting to GitHub…</h1>'
            . '<p>This window signs you in to the content editor. If nothing happens, close it and press Login in the content editor again.</p>'
            . '<noscript><p>Signing in needs JavaScript. Turn it on for this website and press Login again.</p></noscript>', $data, $script);
    }

    /**
     * The end: the token goes to the opener, and only if the opener's page is at the site's origin
     * (postMessage's target origin; the browser drops it otherwise). Decap closes the window.
     */
    public static function success(string $siteOrigin, string $provider, string $token): Response
    {
        $message = 'authorization:' . $provider . ':success:' . json_encode(['token' => $token, 'provider' => $provider], JSON_THROW_ON_ERROR);
        $data = ['site' => $siteOrigin, 'message' => $message];
        $script = <<<'JS'
            (() => {
              const data = document.getElementById("sign-in")
              const s = JSON.parse(data.textContent)
              data.remove()
              history.replaceState(null, "", location.pathname)
              if (!window.opener) {
                document.getElementById("signed-in").hidden = true
                document.getElementById("lost").hidden = false
                return
              }
              window.opener.postMessage(s.message, s.site)
            })()
            JS;
        $editor = htmlspecialchars($siteOrigin . self::EDITOR_PATH, ENT_QUOTES);
        return self::page(200, 'Signed in', '<div id="signed-in"><h1>Signed in</h1>'
            . '<p>This window closes by itself. If it stays open, close it and go back to the content editor.</p></div>'
            . '<div id="lost" hidden><h1>The content editor was closed</h1>'
            . '<p>The sign-in has nowhere to go. Close this window, open the content editor at ' . $editor . ' and press Login.</p></div>', $data, $script);
    }

    public static function refusal(string $kind, ?string $siteOrigin, string $detail = ''): Response
    {
        [$status, $heading, $happened, $todo] = Refusal::text($kind);
        $fill = static fn (string $text): string => htmlspecialchars(strtr($text, [
            '{editor}' => $siteOrigin === null ? 'its usual address' : $siteOrigin . self::EDITOR_PATH,
            '{detail}' => $detail,
        ]), ENT_QUOTES);
        return self::page($status, $heading, '<h1>' . htmlspecialchars($heading, ENT_QUOTES) . '</h1>'
            . '<p>' . $fill($happened) . '</p><p><strong>What to do:</strong> ' . $fill($todo) . '</p>', null, null);
    }

    /** @param array<string, string>|null $data handed to the script as JSON */
    private static function page(int $status, string $title, string $body, ?array $data, ?string $script): Response
    {
        $nonce = rtrim(strtr(base64_encode(random_bytes(18)), '+/', '-_'), '=');
        $json = $data === null ? '' : '<script type="application/json" id="sign-in">'
            . json_encode($data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR)
            . '</script>';
        $run = $script === null ? '' : '<script nonce="' . $nonce . '">' . $script . '</script>';
        $html = '<!doctype html><html lang="en-AU"><head><meta charset="utf-8">'
            . '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">'
            . '<title>' . htmlspecialchars($title, ENT_QUOTES) . ' – content editor</title>'
            . '<style nonce="' . $nonce . '">body{font:17px/1.5 system-ui,sans-serif;color:#1e293b;max-width:34rem;margin:3rem auto;padding:0 1.25rem}h1{font-size:1.4rem;line-height:1.3}</style>'
            . '</head><body><main>' . $body . '</main>' . $json . $run . '</body></html>';
        return new Response($status, [
            'Content-Type' => 'text/html; charset=utf-8',
            'Content-Security-Policy' => "default-src 'none'; script-src 'nonce-{$nonce}'; style-src 'nonce-{$nonce}'; "
                . "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
            // The window must stay the opener's: a policy of "same-origin" here would cut it off.
            'Cross-Origin-Opener-Policy' => 'unsafe-none',
            'Cache-Control' => 'no-store',
            // The callback's address holds the code: no page it leads to may see it.
            'Referrer-Policy' => 'no-referrer',
            'X-Content-Type-Options' => 'nosniff',
            'X-Frame-Options' => 'DENY',
            'X-Robots-Tag' => 'noindex, nofollow',
        ], $html);
    }
}
