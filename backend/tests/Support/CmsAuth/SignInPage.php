<?php
/** What the tests read from a sign-in page: its data, its scripts, and whether its policy lets them run. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support\CmsAuth;

final class SignInPage
{
    /** @return array<string, string>|null the JSON the page hands its script */
    public static function data(string $html): ?array
    {
        if (preg_match('~<script type="application/json" id="sign-in">(.*?)</script>~s', $html, $m) !== 1) {
            return null;
        }
        return json_decode($m[1], true, 4, JSON_THROW_ON_ERROR);
    }

    /** The page's text as a visitor reads it. */
    public static function text(string $html): string
    {
        $doc = new \DOMDocument();
        @$doc->loadHTML('<?xml encoding="utf-8"?>' . $html, LIBXML_NOERROR);
        foreach (iterator_to_array($doc->getElementsByTagName('script')) as $script) {
            $script->parentNode?->removeChild($script);
        }
        return trim((string) preg_replace('/\s+/', ' ', (string) $doc->getElementsByTagName('main')->item(0)?->textContent));
    }

    /**
     * What is wrong with a page's safety, as a list: an inline script or style its policy does not
     * allow by nonce, markup that runs code otherwise, a policy that allows more, a page that may be
     * cached or framed, or a policy that would cut the window off from the editor.
     *
     * @param callable(string): ?string $header
     * @return list<string>
     */
    public static function problems(string $html, callable $header): array
    {
        $problems = [];
        $csp = (string) $header('content-security-policy');
        if (preg_match("~^default-src 'none'; script-src 'nonce-([A-Za-z0-9_-]{16,})'; style-src 'nonce-\\1'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$~", $csp, $m) !== 1) {
            return ['policy: ' . $csp];
        }
        $nonce = $m[1];
        preg_match_all('~<(script|style)([^>]*)>~', $html, $tags, PREG_SET_ORDER);
        foreach ($tags as [$tag, $name, $attributes]) {
            if ($attributes === ' type="application/json" id="sign-in"') {
                continue; // data, never run
            }
            if ($attributes !== ' nonce="' . $nonce . '"') {
                $problems[] = 'not allowed by the nonce: ' . $tag;
            }
        }
        if (preg_match('~\son[a-z]+=|javascript:|<(iframe|object|embed|img|svg|form|base)\b~i', $html) === 1) {
            $problems[] = 'markup that runs or loads something';
        }
        foreach (['cache-control' => 'no-store', 'x-frame-options' => 'DENY', 'referrer-policy' => 'no-referrer',
            'cross-origin-opener-policy' => 'unsafe-none', 'x-content-type-options' => 'nosniff'] as $name => $value) {
            if ($header($name) !== $value) {
                $problems[] = $name . ': ' . var_export($header($name), true);
            }
        }
        return $problems;
    }
}
