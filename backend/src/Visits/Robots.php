<?php
/**
 * Visits that are not people's: known robots and crawlers, link previews, and browsers driven by a
 * program that says so in its browser string (headless Chrome, Lighthouse, WebPageTest, PhantomJS,
 * Selenium, plain HTTP libraries). The site's script already stays silent in a browser that
 * declares itself automated (navigator.webdriver: Playwright, Puppeteer, Selenium) or sends Global
 * Privacy Control; this is the server's own check for whatever reports anyway.
 */

declare(strict_types=1);

namespace AntennaBackend\Visits;

final class Robots
{
    /**
     * Words of robots' browser strings. "bot" matches Googlebot, bingbot, AhrefsBot, GPTBot ..., but
     * not the CUBOT phones' own name.
     */
    private const WORDS = '~(?<!cu)bot|crawl|spider|slurp|archiver|scanner|preview|fetcher|monitor|headless|lighthouse|pagespeed|'
        . 'ptst|phantomjs|selenium|webdriver|puppeteer|playwright|cypress|python|curl|wget|go-http-client|java/|okhttp|axios|'
        . 'node-fetch|undici|libwww|httpclient|facebookexternalhit|whatsapp/|embedly|quora link~i';

    /** Whether a browser string is a robot's (or missing: every browser sends one). */
    public static function isRobot(?string $browser): bool
    {
        return $browser === null || trim($browser) === '' || preg_match(self::WORDS, $browser) === 1;
    }
}
