<?php
/**
 * Spam defence that never turns away a real visitor: a filled honeypot, a form sent faster than a
 * person can, or link-stuffed text marks the enquiry spam. It is stored, not e-mailed, and
 * answered exactly like a real one; a form posted without the time (before the page's JavaScript
 * ran) is not spam for that alone.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Enquiry;

use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Enquiry\Spam;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Http\Response;
use AntennaBackend\Tests\Support\Visitor;

/** @group database */
final class SpamTest extends BackendTestCase
{
    /** As the site's forms send with JavaScript: an empty honeypot and the seconds since the form was shown. */
    private static function fromTheForm(array $fields, string $honeypot = '', ?int $elapsedMs = 12000): array
    {
        return $fields + [Spam::HONEYPOT => $honeypot] + ($elapsedMs === null ? [] : [Spam::ELAPSED => (string) $elapsedMs]);
    }

    /** @return array{0: Response, 1: array<string, mixed>} the answer and the stored row */
    private function send(string $path, array $fields): array
    {
        $r = $this->http()->post($path, $fields, ['Origin' => Backend::SITE_ORIGIN]);
        return [$r, $this->backend()->lastRow()];
    }

    /** @return array<string, array{0: string, 1: array<string, string>}> */
    public static function realVisitors(): array
    {
        return [
            'enquiry sent with JavaScript' => ['/handleContact.php', self::fromTheForm(Visitor::enquiry())],
            'contact sent with JavaScript' => ['/handleContact.php', self::fromTheForm(Visitor::contact())],
            'quote sent with JavaScript' => ['/handleQuote.php', self::fromTheForm(Visitor::quote())],
            'form posted before its JavaScript ran (no time)' => ['/handleContact.php', self::fromTheForm(Visitor::enquiry(), '', null)],
            'a client sending neither field' => ['/handleQuote.php', Visitor::quote()],
            'a time that is no number' => ['/handleQuote.php', Visitor::quote([Spam::ELAPSED => 'soon'])],
            'two links' => ['/handleQuote.php', self::fromTheForm(Visitor::quote(['message' => 'Like https://a.example and www.b.example']))],
        ];
    }

    /** @dataProvider realVisitors */
    public function testRealVisitorsAreStoredAsNewAndNotified(string $path, array $fields): void
    {
        [$r, $row] = $this->send($path, $fields);
        $this->assertSame(200, $r->status);
        $this->assertSame(['new', null], [$row['status'], $row['spam_reason']]);
        $backend = $this->backend();
        $this->assertTrue(Backend::waitFor(static fn (): bool => $backend->mailFor((int) $row['id']) !== null), 'e-mailed');
    }

    /** @return array<string, array{0: string, 1: array<string, string>, 2: string}> */
    public static function spam(): array
    {
        return [
            'honeypot filled' => ['/handleContact.php', self::fromTheForm(Visitor::enquiry(), 'https://cheap.example'), 'the hidden field was filled in'],
            'honeypot filled, no time' => ['/handleQuote.php', self::fromTheForm(Visitor::quote(), 'x', null), 'the hidden field was filled in'],
            'sent 0.8 s after the form was shown' => ['/handleContact.php', self::fromTheForm(Visitor::contact(), '', 800), 'sent 0.8 s after the form was shown'],
            'three links' => ['/handleQuote.php', self::fromTheForm(Visitor::quote(['message' => 'http://a.example http://b.example www.c.example'])), '3 links in the message'],
            'link markup' => ['/handleQuote.php', self::fromTheForm(Visitor::quote(['message' => 'Buy [url=http://a.example]now[/url]'])), 'link markup in the message'],
            'a link as the name' => ['/handleQuote.php', self::fromTheForm(Visitor::quote(['name' => 'Visit www.casino.example'])), 'a link in the name'],
        ];
    }

    /** @dataProvider spam */
    public function testSpamIsStoredMarkedNotEmailedAndAnsweredLikeARealEnquiry(string $path, array $fields, string $reason): void
    {
        $cleaned = array_replace(array_diff_key($fields, [Spam::HONEYPOT => 1, Spam::ELAPSED => 1]), ['message' => 'A real one', 'name' => 'Jane Citizen']);
        $real = $this->http()->post($path, self::fromTheForm($cleaned), ['Origin' => Backend::SITE_ORIGIN]);
        [$r, $row] = $this->send($path, $fields);
        $this->assertSame([$real->status, $real->body], [$r->status, $r->body], 'answered exactly like a real one');
        $this->assertSame(array_keys($real->headers), array_keys($r->headers), 'with the same headers');
        $this->assertContains($r->body, [Messages::SUCCESS_ENQUIRY . "\n", Messages::SUCCESS_QUOTE . "\n"]);
        $this->assertSame(['spam', $reason, 'skipped'], [$row['status'], $row['spam_reason'], $row['notify_status']]);
        $backend = $this->backend();
        $realId = (int) $row['id'] - 1;
        $this->assertTrue(Backend::waitFor(static fn (): bool => $backend->mailFor($realId) !== null), 'the real one is e-mailed');
        $this->assertNull($backend->mailFor((int) $row['id']), 'the spam is not');
        [$code, $out] = $backend->command('notify-pending.php');
        $this->assertSame([0, 'Notifications sent: 0; failed: 0.'], [$code, trim($out)], 'nor later');
    }
}
