<?php
/** The validation rules themselves, without HTTP. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Enquiry;

use AntennaBackend\Enquiry\Forms;
use PHPUnit\Framework\TestCase;

final class FormsTest extends TestCase
{
    public function testLengthCountsCodePointsNotBytes(): void
    {
        $this->assertSame(5, Forms::length('Zoë ✓'));
    }

    public function testTrimRemovesUnicodeWhiteSpace(): void
    {
        $this->assertSame('a b', Forms::trim("\u{00A0} a b\u{2003}\t"));
    }

    public function testPlainAddressIsAnEmail(): void
    {
        $this->assertTrue(Forms::isEmail('a.b+c@mail.example.com.au'));
    }

    /** @dataProvider notEmails */
    public function testRefusesAddressesUnsafeInAHeader(string $address): void
    {
        $this->assertFalse(Forms::isEmail($address));
    }

    public static function notEmails(): array
    {
        return [
            'quoted local part' => ['"a b"@example.com'],
            'dotless domain' => ['a@localhost'],
            'trailing newline' => ["a@b.com\n"],
            'IP literal' => ['a@[127.0.0.1]'],
        ];
    }

    public function testPhoneNumbers(): void
    {
        $this->assertTrue(Forms::isPhone('(03) 9123 4567'));
        $this->assertTrue(Forms::isPhone('+61 412 345 678'));
        $this->assertFalse(Forms::isPhone('1234'));
        $this->assertFalse(Forms::isPhone('0412-345-678 ext 5'));
    }
}
