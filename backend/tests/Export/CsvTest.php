<?php
/**
 * The spreadsheet-formula guard of the CSV exports: a cell a spreadsheet would run as a formula
 * gets a leading apostrophe; phone numbers and ordinary text are left as they are.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Export;

use AntennaBackend\Export\Csv;
use PHPUnit\Framework\TestCase;

final class CsvTest extends TestCase
{
    /** @return array<string, array{0: string}> */
    public static function formulas(): array
    {
        return [
            'function call' => ['=HYPERLINK("http://evil.example","click")'],
            'arithmetic' => ['=1+1'],
            'DDE after arithmetic' => ["-2+3+cmd|' /C calc'!A0"],
            'DDE after a plus' => ["+cmd|' /C calc'!A0"],
            'function after @' => ['@SUM(1+1)*cmd|\' /C calc\'!A0'],
            'function after a minus' => ['-HYPERLINK("http://evil.example")'],
            'leading tab' => ["\t=1+1"],
            'leading carriage return' => ["\r=1+1"],
        ];
    }

    /** @dataProvider formulas */
    public function testFormulasAreNeutralised(string $cell): void
    {
        $this->assertSame("'" . $cell, Csv::cell($cell));
    }

    /** @return array<string, array{0: string}> */
    public static function ordinary(): array
    {
        return [
            'international phone' => ['+61 412 345 678'],
            'phone with brackets' => ['+61 (3) 9123 4567'],
            'negative number' => ['-12.5'],
            'a list in a message' => ["- 2 TV points\n- 1 antenna"],
            'a signature' => ['-- Jane'],
            'a handle' => ['@jane_c'],
            'text' => ['Hello'],
            'empty' => [''],
        ];
    }

    /** @dataProvider ordinary */
    public function testPhoneNumbersAndOrdinaryTextAreLeftAlone(string $cell): void
    {
        $this->assertSame($cell, Csv::cell($cell));
    }
}
