<?php
/**
 * Server-side validation through the handlers (in-process): every refusal answers 422 with the
 * sentence for the first failing field (or 400 for a body the site never sends) and stores
 * nothing; accepted values are normalised as the README says.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Enquiry;

use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Visitor;

/** @group database */
final class ValidationTest extends BackendTestCase
{
    /** @return array<string, array{0: string, 1: array<string, string>, 2: string}> */
    public static function refusals(): array
    {
        $enquiry = static fn (array $o = []) => Visitor::enquiry($o);
        $contact = static fn (array $o = []) => Visitor::contact($o);
        $quote = static fn (array $o = []) => Visitor::quote($o);
        return [
            'name of spaces and a tab' => ['/handleContact.php', $enquiry(['name' => "   \t "]), 'Please enter your name.'],
            'blank name' => ['/handleContact.php', $enquiry(['name' => '    ']), 'Please enter your name.'],
            'name of zero-width spaces' => ['/handleContact.php', $enquiry(['name' => "\u{200B}\u{200B}\u{200B}"]), 'Please enter your name.'],
            'name of Hangul fillers' => ['/handleQuote.php', $quote(['name' => "\u{3164}\u{115F}\u{1160}\u{FFA0}"]), 'Please enter your name.'],
            'name of combining marks and blank braille' => ['/handleQuote.php', $quote(['name' => "\u{0301}\u{0308}\u{2800}"]), 'Please enter your name.'],
            'name of punctuation' => ['/handleQuote.php', $quote(['name' => '-- . --']), 'Please enter your name.'],
            'missing name' => ['/handleContact.php', array_diff_key($enquiry(), ['name' => 1]), 'Please enter your name.'],
            'blank e-mail' => ['/handleContact.php', $enquiry(['email' => '']), 'Please enter your e-mail address.'],
            'e-mail without @' => ['/handleContact.php', $enquiry(['email' => 'not-an-email']), 'Please enter a valid e-mail address.'],
            'e-mail without a dot in the domain' => ['/handleContact.php', $enquiry(['email' => 'jane@example']), 'Please enter a valid e-mail address.'],
            'blank phone' => ['/handleContact.php', $enquiry(['phone' => '']), 'Please enter your phone number.'],
            'phone in words' => ['/handleContact.php', $enquiry(['phone' => 'call me']), 'Please enter a valid phone number.'],
            'phone with 4 digits' => ['/handleContact.php', $enquiry(['phone' => '12 34']), 'Please enter a valid phone number.'],
            'blank address' => ['/handleContact.php', $enquiry(['address' => ' ']), 'Please enter your address.'],
            'blank city' => ['/handleContact.php', $enquiry(['city' => '']), 'Please enter your suburb or city.'],
            'no service chosen' => ['/handleContact.php', $enquiry(['service' => '']), 'Please choose the service you are interested in.'],
            'contact-form service on the enquiry form' => ['/handleContact.php', $enquiry(['service' => 'installation']), 'Please choose one of the services from the list.'],
            'unknown service' => ['/handleContact.php', $enquiry(['service' => 'lawn-mowing']), 'Please choose one of the services from the list.'],
            'SQL fragment in service' => ['/handleContact.php', $enquiry(['service' => "cctv-installation' OR '1'='1"]), 'Please choose one of the services from the list.'],
            'message of only white space' => ['/handleContact.php', $enquiry(['message' => " \n \n "]), 'Please enter your message.'],
            '101-character name' => ['/handleContact.php', $enquiry(['name' => str_repeat('a', 101)]), 'Please keep your name to 100 characters or fewer.'],
            '201-character address' => ['/handleContact.php', $enquiry(['address' => str_repeat('a', 201)]), 'Please keep your address to 200 characters or fewer.'],
            '101-character city' => ['/handleContact.php', $enquiry(['city' => str_repeat('a', 101)]), 'Please keep your suburb or city to 100 characters or fewer.'],
            '31-character phone' => ['/handleContact.php', $enquiry(['phone' => str_repeat('1', 31)]), 'Please keep your phone number to 30 characters or fewer.'],
            '5,001-character message' => ['/handleContact.php', $enquiry(['message' => str_repeat('m', 5001)]), 'Please keep your message to 5,000 characters or fewer.'],
            '262-character e-mail' => ['/handleContact.php', $enquiry(['email' => str_repeat('a', 250) . '@example.com']), 'Please keep your e-mail address to 254 characters or fewer.'],
            'enquiry-form service on the contact form' => ['/handleContact.php', $contact(['service' => 'tv-wall-mounting']), 'Please choose one of the services from the list.'],
            '151-character subject' => ['/handleContact.php', $contact(['subject' => str_repeat('s', 151)]), 'Please keep the subject to 150 characters or fewer.'],
            'e-mail with two @' => ['/handleContact.php', $contact(['email' => 'sam@@example.net']), 'Please enter a valid e-mail address.'],
            'quote without name' => ['/handleQuote.php', array_diff_key($quote(), ['name' => 1]), 'Please enter your name.'],
            'quote e-mail with spaces' => ['/handleQuote.php', $quote(['email' => 'quinn at example.org']), 'Please enter a valid e-mail address.'],
            'quote with blank message' => ['/handleQuote.php', $quote(['message' => '']), 'Please enter your message.'],
            'empty quote body' => ['/handleQuote.php', [], 'Please enter your name.'],
        ];
    }

    /**
     * @dataProvider refusals
     * @param array<string, string> $fields
     */
    public function testRefusesWith422AndStoresNothing(string $path, array $fields, string $sentence): void
    {
        $before = $this->backend()->count();
        $this->assertAnswer(422, $sentence, $this->http()->post($path, $fields));
        $this->assertSame($before, $this->backend()->count());
    }

    /** @return array<string, array{0: string, 1: string}> */
    public static function malformed(): array
    {
        return [
            'quote form with a field it never sends' => ['/handleQuote.php', http_build_query(Visitor::quote(['phone' => '0412345678']))],
            'unknown field' => ['/handleContact.php', http_build_query(Visitor::enquiry(['colour' => 'blue']))],
            'duplicate field' => ['/handleQuote.php', http_build_query(Visitor::quote()) . '&name=Other'],
            'PHP array syntax in a field name' => ['/handleQuote.php', 'name[]=x&email=a%40example.com&message=hi'],
        ];
    }

    /** @dataProvider malformed */
    public function testBodiesTheSiteNeverSendsAre400(string $path, string $body): void
    {
        $before = $this->backend()->count();
        $this->assertAnswer(400, Messages::MALFORMED, $this->http()->request('POST', $path, [], $body));
        $this->assertSame($before, $this->backend()->count());
    }

    public function testUtf8NameIsStoredIntactAndTrimmed(): void
    {
        $r = $this->http()->post('/handleContact.php', Visitor::enquiry(['name' => "  Zoë Ñandú 日本 \u{00A0}"]));
        $this->assertSame(200, $r->status);
        $this->assertSame('Zoë Ñandú 日本', $this->backend()->lastRow()['name']);
    }

    /** @return array<string, array{0: string}> */
    public static function realNames(): array
    {
        return ['Chinese' => ['李'], 'Vietnamese' => ['Nguyễn Văn Anh'], 'apostrophe' => ["O'Brien"], 'initial and digit' => ['J 2'],
            'Korean' => ['김민준'], 'Arabic' => ['محمد'], 'with a zero-width joiner' => ["Anna\u{200D}"]];
    }

    /** @dataProvider realNames */
    public function testNamesInEveryScriptAreAccepted(string $name): void
    {
        $this->assertSame(200, $this->http()->post('/handleQuote.php', Visitor::quote(['name' => $name]))->status);
    }

    public function testLineBreaksBecomeLineFeedsAndTabsStayInTheMessage(): void
    {
        $this->http()->post('/handleContact.php', Visitor::enquiry(['message' => "Line one\r\nLine two\rLine three\twith tab"]));
        $this->assertSame("Line one\nLine two\nLine three\twith tab", $this->backend()->lastRow()['message']);
    }

    public function testATabPastedIntoAOneLineFieldBecomesASpace(): void
    {
        $r = $this->http()->post('/handleContact.php', Visitor::enquiry(['address' => "12\tExample Street"]));
        $this->assertSame(200, $r->status);
        $this->assertSame('12 Example Street', $this->backend()->lastRow()['address']);
    }

    public function testLengthsCountCharactersNotBytes(): void
    {
        $this->assertSame(200, $this->http()->post('/handleContact.php', Visitor::enquiry(['name' => str_repeat('é', 100)]))->status);
        $this->assertSame(str_repeat('é', 100), $this->backend()->lastRow()['name']);
    }

    public function testAnEmptySubjectIsStoredEmpty(): void
    {
        $this->assertSame(200, $this->http()->post('/handleContact.php', Visitor::contact(['subject' => '']))->status);
        $this->assertSame('', $this->backend()->lastRow()['subject']);
    }
}
