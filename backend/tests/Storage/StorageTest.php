<?php
/**
 * What is stored: every field of every form, verbatim (hostile text included), and every one of
 * 500 enquiries posted at once, each committed before its visitor is thanked.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Storage;

use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Measured;
use AntennaBackend\Tests\Support\Visitor;

/** @group database */
final class StorageTest extends BackendTestCase
{
    public function testEnquiryIsStoredWithEveryField(): void
    {
        $page = Backend::SITE_ORIGIN . '/services/digital-antenna-installation/';
        $this->http()->post('/handleContact.php', Visitor::enquiry(), ['Referer' => $page, 'Origin' => Backend::SITE_ORIGIN]);
        $row = $this->backend()->lastRow();
        $expected = Visitor::enquiry() + ['form' => 'enquiry', 'subject' => null, 'page' => $page, 'origin' => Backend::SITE_ORIGIN,
            'notify_status' => 'sent', 'user_agent' => 'antenna-backend-tests'];
        $this->assertSame($expected, Backend::pick($row, array_keys($expected)));
        $this->assertMatchesRegularExpression('/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $row['created_at']);
        $this->assertEqualsWithDelta(time(), (int) $row['created_ts'], 60);
    }

    public function testContactIsStoredWithItsSubject(): void
    {
        $this->http()->post('/handleContact.php', Visitor::contact());
        $row = $this->backend()->lastRow();
        $this->assertSame(['contact', 'Booster for a two-storey house', 'signal-booster'], [$row['form'], $row['subject'], $row['service']]);
    }

    public function testQuoteIsStoredWithoutTheFieldsItDoesNotHave(): void
    {
        $this->http()->post('/handleQuote.php', Visitor::quote());
        $row = $this->backend()->lastRow();
        $this->assertSame(['quote', 'Quinn Quote', null, null, 'Quote for 3 new TV points please.'],
            [$row['form'], $row['name'], $row['phone'], $row['service'], $row['message']]);
    }

    public function testSqlFragmentsAndMarkupAreStoredVerbatimAndHarmlessly(): void
    {
        $fields = Visitor::enquiry([
            'name' => "Robert'); DROP TABLE enquiries;--",
            'address' => "1' OR '1'='1",
            'city' => 'x"; DELETE FROM enquiries; --',
            'message' => "'; UPDATE enquiries SET email='x'; --\n<script>alert(1)</script>",
        ]);
        $before = $this->backend()->count();
        $r = $this->http()->post('/handleContact.php', $fields);
        $this->assertSame(200, $r->status);
        $this->assertStringNotContainsString('Robert', $r->body, 'input is not echoed');
        $this->assertSame($before + 1, $this->backend()->count());
        $row = $this->backend()->lastRow();
        $this->assertSame($fields, Backend::pick($row, array_keys($fields)));
    }

    public function testFourByteCharactersSurviveTheRoundTrip(): void
    {
        $this->http()->post('/handleQuote.php', Visitor::quote(['name' => 'Zoë 😀 日本', 'message' => str_repeat('😀', 5000)]));
        $row = $this->backend()->lastRow();
        $this->assertSame(['Zoë 😀 日本', str_repeat('😀', 5000)], [$row['name'], $row['message']]);
    }

    public function test500ConcurrentSubmissionsAreAllStoredAnsweredAndNotified(): void
    {
        $backend = $this->backend();
        $before = $backend->count();
        $mailsBefore = \count($backend->mailFiles());
        $http = $this->overHttp();
        $requests = [];
        for ($i = 0; $i < 500; $i++) {
            [$path, $fields] = match ($i % 3) {
                0 => ['/handleContact.php', Visitor::enquiry(['message' => "concurrent #{$i}"])],
                1 => ['/handleContact.php', Visitor::contact(['message' => "concurrent #{$i}"])],
                default => ['/handleQuote.php', Visitor::quote(['message' => "concurrent #{$i}"])],
            };
            $client = '172.16.' . intdiv($i, 250) . '.' . ($i % 250 + 1);
            $requests[] = $http->raw('POST', $path, ['X-Forwarded-For' => $client, 'Origin' => Backend::SITE_ORIGIN], http_build_query($fields));
        }
        $t0 = microtime(true);
        $answers = $http->concurrent($requests);
        Measured::report(static::class . ' 500 simultaneous posts, all answered', sprintf('%.1f s (slowest answer %.2f s)',
            microtime(true) - $t0, max(array_map(static fn ($r): float => $r->seconds, $answers))));
        $unthanked = [];
        foreach ($answers as $i => $r) {
            $expected = ($i % 3 === 2 ? Messages::SUCCESS_QUOTE : Messages::SUCCESS_ENQUIRY) . "\n";
            if ($r->status !== 200 || $r->body !== $expected) {
                $unthanked[] = "#{$i}: {$r->status} " . substr($r->raw, 0, 300);
            }
        }
        $this->assertSame([], $unthanked, 'every visitor is thanked; log: ' . substr($backend->backendLog(), -2000));
        $this->assertSame($before + 500, $backend->count(), 'every enquiry is stored');
        $sent = static fn (): int => $backend->count("message LIKE 'concurrent #%' AND notify_status = 'sent'");
        $this->assertTrue(Backend::waitFor(static fn (): bool => $sent() === 500), 'each notified (' . $sent() . ')');
        $distinct = $backend->db->pdo()->query("SELECT COUNT(DISTINCT message) FROM enquiries WHERE message LIKE 'concurrent #%'")->fetchColumn();
        $this->assertSame(500, (int) $distinct, 'each stored once');
        $this->assertCount($mailsBefore + 500, $backend->mailFiles(), 'one notification each');
        preg_match_all('/^\[(\d+)\] .*POST \/handle/m', (string) file_get_contents($backend->serverLog), $m);
        $this->assertGreaterThan(1, \count(array_unique($m[1])), 'served by several workers in parallel');
    }
}
