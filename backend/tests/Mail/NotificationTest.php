<?php
/** The notification e-mail: who it goes to, what it says, and that form input cannot forge a header. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Mail;

use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Mail\Eml;
use AntennaBackend\Tests\Support\Visitor;

/** @group database */
final class NotificationTest extends BackendTestCase
{
    private function notificationOf(array $fields, string $path = '/handleContact.php'): Eml
    {
        $this->assertSame(200, $this->http()->post($path, $fields)->status);
        $eml = $this->backend()->mailFor((int) $this->backend()->lastRow()['id']);
        $this->assertNotNull($eml, 'notification written');
        return $eml;
    }

    public function testGoesToTheOfficeFromTheSiteWithTheVisitorToReplyTo(): void
    {
        $eml = $this->notificationOf(Visitor::enquiry());
        $this->assertSame('office@example.com, owner@example.com', $eml->header('To'));
        $this->assertStringEndsWith('<website@example.com>', (string) $eml->header('From'));
        $this->assertStringEndsWith('<jane.citizen@example.com>', (string) $eml->header('Reply-To'));
        $this->assertSame('auto-generated', $eml->header('Auto-Submitted'));
    }

    public function testSubjectNamesTheKindTheVisitorAndTheService(): void
    {
        $this->assertSame('New enquiry from Jane Citizen - Digital antenna installation',
            $this->notificationOf(Visitor::enquiry())->header('Subject'));
        $this->assertSame('New contact message from Sam Contact - Signal booster: Booster for a two-storey house',
            $this->notificationOf(Visitor::contact())->header('Subject'));
        $this->assertSame('New quote request from Quinn Quote', $this->notificationOf(Visitor::quote(), '/handleQuote.php')->header('Subject'));
    }

    public function testBodyCarriesTheEnquiry(): void
    {
        $body = $this->notificationOf(Visitor::enquiry())->body;
        foreach (['my reception is poor on channel 7.', '0412 345 678', '12 Example Street', 'Richmond', 'jane.citizen@example.com'] as $text) {
            $this->assertStringContainsString($text, $body);
        }
    }

    /** A visitor's name can say anything ("Bank Security <x@y>"): Reply-To labels it as what a visitor typed. */
    public function testReplyToLabelsTheNameAsTheVisitorsOwn(): void
    {
        $eml = $this->notificationOf(Visitor::quote(['name' => 'Office Manager <boss@example.com>']), '/handleQuote.php');
        $this->assertSame('"Website visitor: Office Manager <boss@example.com>" <quinn@example.org>', $eml->header('Reply-To'));
        $this->assertSame(1, $eml->count('Reply-To'));
    }

    public function testThePageLineComesOnlyFromTheSitesOwnPages(): void
    {
        $page = Backend::SITE_ORIGIN . '/service/cctv-installation-melbourne/';
        $this->assertSame(200, $this->http()->post('/handleQuote.php', Visitor::quote(), ['Referer' => $page])->status);
        // A line of its own, its value aligned with the other fields' (however long their labels).
        $this->assertMatchesRegularExpression('~^Page: +' . preg_quote($page, '~') . '\r?$~m', (string) $this->backend()->mailFor((int) $this->backend()->lastRow()['id'])?->body);
        $this->assertSame(200, $this->http()->post('/handleQuote.php', Visitor::quote(), ['Referer' => 'https://evil.example/your-account/login'])->status);
        $row = $this->backend()->lastRow();
        $this->assertNull($row['page']);
        $this->assertStringNotContainsString('evil.example', (string) $this->backend()->mailFor((int) $row['id'])?->body);
    }

    public function testUtf8NameIsCarriedIntoTheSubject(): void
    {
        $eml = $this->notificationOf(Visitor::enquiry(['name' => 'Zoë Ñandú 日本', 'service' => 'matv-commercial']));
        $this->assertStringContainsString('Zoë Ñandú 日本', (string) $eml->header('Subject'));
    }

    public function testFormInputNeverReachesTheHeaderBlockUnencoded(): void
    {
        $sql = "Robert'); DROP TABLE enquiries;--";
        $eml = $this->notificationOf(Visitor::contact([
            'name' => $sql,
            'subject' => 'Bcc: victim@example.com <b>',
            'message' => "Hi\nBcc: victim@example.com\n<script>alert(1)</script>",
        ]));
        $this->assertStringContainsString($sql, (string) $eml->header('Subject'));
        $this->assertStringContainsString('<script>alert(1)</script>', $eml->body);
        $this->assertSame([0, 0, 1, 1], [$eml->count('Bcc'), $eml->count('Cc'), $eml->count('To'), $eml->count('Reply-To')]);
    }

    public function testEveryNotificationHasACleanAsciiHeaderBlock(): void
    {
        foreach ([Visitor::enquiry(['name' => str_repeat('Zoë Ñandú 日本 ', 7)]), Visitor::contact(['subject' => str_repeat('Ünïcödé ', 18)])] as $fields) {
            $this->http()->post('/handleContact.php', $fields);
        }
        $bad = [];
        foreach ($this->backend()->mailFiles() as $file) {
            $eml = Eml::fromFile($file);
            foreach (explode("\r\n", $eml->headerBlock) as $line) {
                if (preg_match('/^([A-Za-z-]+: |[ \t]\S)/', $line) !== 1 || \strlen($line) > 998) {
                    $bad[] = basename($file) . ': ' . $line;
                }
            }
            if (preg_match('/[^\x09\x0A\x0D\x20-\x7E]/', $eml->headerBlock) === 1) {
                $bad[] = basename($file) . ': 8-bit header';
            }
        }
        $this->assertGreaterThan(2, \count($this->backend()->mailFiles()));
        $this->assertSame([], $bad);
    }
}
