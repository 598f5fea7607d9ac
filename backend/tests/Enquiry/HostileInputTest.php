<?php
/** Input an attacker sends: header injection, broken or sneaky encodings, control characters. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Enquiry;

use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Visitor;

/** @group database */
final class HostileInputTest extends BackendTestCase
{
    /** @return array<string, array{0: string, 1: array<string, string>}> */
    public static function hostile(): array
    {
        return [
            'CR/LF in name' => ['/handleContact.php', Visitor::enquiry(['name' => "Eve\r\nBcc: victim@example.com"])],
            'LF in name' => ['/handleContact.php', Visitor::enquiry(['name' => "Eve\nBcc: victim@example.com"])],
            'CR in name' => ['/handleQuote.php', Visitor::quote(['name' => "Eve\rBcc: victim@example.com"])],
            'CR/LF in e-mail' => ['/handleContact.php', Visitor::enquiry(['email' => "eve@example.com\r\nBcc: victim@example.com"])],
            'LF in e-mail' => ['/handleQuote.php', Visitor::quote(['email' => "eve@example.com\nBcc: victim@example.com"])],
            'encoded CR/LF in e-mail' => ['/handleQuote.php', Visitor::quote(['email' => 'eve@example.com%0d%0aBcc:victim@example.com'])],
            'CR/LF in subject' => ['/handleContact.php', Visitor::contact(['subject' => "Hi\r\nBcc: victim@example.com"])],
            'CR/LF in phone' => ['/handleContact.php', Visitor::enquiry(['phone' => "0412345678\r\nX: y"])],
            'invalid UTF-8 in message' => ['/handleContact.php', Visitor::enquiry(['message' => "bad \xC3\x28 utf-8"])],
            'invalid UTF-8 in name' => ['/handleQuote.php', Visitor::quote(['name' => "\xFF\xFE"])],
            'overlong UTF-8 sequence' => ['/handleQuote.php', Visitor::quote(['message' => "overlong \xC0\xAF slash"])],
            'UTF-8 encoded surrogate' => ['/handleQuote.php', Visitor::quote(['message' => "surrogate \xED\xA0\x80"])],
            'NUL byte in message' => ['/handleQuote.php', Visitor::quote(['message' => "nul \0 byte"])],
            'ANSI escape in message' => ['/handleQuote.php', Visitor::quote(['message' => "escape \x1B[31m red"])],
            'bidi override in name' => ['/handleQuote.php', Visitor::quote(['name' => "Bidi \u{202E}evil"])],
            'C1 control (NEL) in name' => ['/handleQuote.php', Visitor::quote(['name' => "C1 \u{0085} next line"])],
            'Unicode line separator in message' => ['/handleQuote.php', Visitor::quote(['message' => "line \u{2028} separator"])],
        ];
    }

    /**
     * @dataProvider hostile
     * @param array<string, string> $fields
     */
    public function testIsRefusedWith422AndNotStored(string $path, array $fields): void
    {
        $before = $this->backend()->count();
        $r = $this->http()->post($path, $fields);
        $this->assertSame(422, $r->status);
        $this->assertStringStartsWith('Please ', $r->body);
        $this->assertSame($before, $this->backend()->count());
    }

    public function testASpreadsheetFormulaAsANameIsStored(): void
    {
        $name = '=HYPERLINK("http://evil.example","click")';
        $this->assertSame(200, $this->http()->post('/handleContact.php', Visitor::enquiry(['name' => $name]))->status);
        $this->assertSame($name, $this->backend()->lastRow()['name'], 'neutralised on export, not refused');
    }
}
