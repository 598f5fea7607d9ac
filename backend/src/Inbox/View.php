<?php
/**
 * Renders the inbox's pages from the PHP templates in templates/. Every value a template shows
 * goes through $h (HTML-escaped, invalid UTF-8 replaced), so stored text, however hostile, is
 * shown as text. Pages carry no script at all; the stylesheet is inline, allowed by its hash.
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

final class View
{
    /** @param array<string, mixed> $vars */
    public static function render(string $template, array $vars = []): string
    {
        $h = static fn (mixed $value): string => htmlspecialchars((string) $value, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8');
        $vars['h'] = $h;
        return (static function (string $__file, array $__vars): string {
            extract($__vars, EXTR_SKIP);
            ob_start();
            require $__file;
            return (string) ob_get_clean();
        })(__DIR__ . '/templates/' . $template . '.php', $vars);
    }

    /** A whole page: the layout around $body; $current names the view it shows (list, numbers) for the navigation. */
    public static function page(string $title, string $body, bool $signedIn = false, string $csrf = '', string $current = ''): string
    {
        return self::render('layout', ['title' => $title, 'body' => $body, 'signedIn' => $signedIn, 'csrf' => $csrf, 'css' => self::css(),
            'current' => $current]);
    }

    public static function css(): string
    {
        return (string) file_get_contents(__DIR__ . '/templates/inbox.css');
    }

    /** The Content-Security-Policy of the pages: nothing but their own stylesheet and forms. */
    public static function contentSecurityPolicy(): string
    {
        return "default-src 'none'; style-src 'sha256-" . base64_encode(hash('sha256', self::css(), true)) . "'; "
            . "form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
    }
}
