<?php
/** bin/export.php: CSV for a spreadsheet (formula-safe), a listing, filters, and its refusals. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Export;

use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Http\HttpClient;
use AntennaBackend\Tests\Support\Visitor;

/** @group database */
final class ExportTest extends BackendTestCase
{
    private const FORMULA = '=HYPERLINK("http://evil.example","click")';
    private const SQL = "Robert'); DROP TABLE enquiries;--";

    public static function setUpBeforeClass(): void
    {
        parent::setUpBeforeClass();
        $http = static::$backend->http();
        $http->post('/handleContact.php', Visitor::enquiry());
        $http->post('/handleContact.php', Visitor::enquiry(['name' => self::SQL]));
        $http->post('/handleContact.php', Visitor::enquiry(['name' => 'Zoë Ñandú 日本']));
        $http->post('/handleContact.php', Visitor::enquiry(['name' => self::FORMULA]));
        $http->post('/handleContact.php', Visitor::contact());
        $http->post('/handleContact.php', Visitor::enquiry(['name' => 'Phone Plus', 'phone' => '+61 412 345 678']));
        $http->post('/handleQuote.php', Visitor::quote());
        HttpClient::take();
    }

    /** @return list<list<string>> */
    private static function parseCsv(string $csv): array
    {
        $fh = fopen('php://memory', 'w+');
        fwrite($fh, $csv);
        rewind($fh);
        $rows = [];
        while (($cells = fgetcsv($fh, null, ',', '"', '')) !== false) {
            $rows[] = $cells;
        }
        return $rows;
    }

    public function testCsvForExcelHasAByteOrderMarkAHeaderAndARowPerEnquiry(): void
    {
        [$code, $csv] = $this->backend()->command('export.php');
        $this->assertSame(0, $code);
        $this->assertStringStartsWith("\xEF\xBB\xBF", $csv);
        $rows = self::parseCsv(substr($csv, 3));
        $column = array_flip($rows[0]);
        $this->assertSame(0, $column['id']);
        $this->assertCount($this->backend()->count() + 1, $rows);
        $names = array_column(\array_slice($rows, 1), $column['name']);
        $this->assertContains(self::SQL, $names, 'quotes survive');
        $this->assertContains('Zoë Ñandú 日本', $names, 'UTF-8 survives');
        $this->assertContains("'" . self::FORMULA, $names, 'a formula is neutralised');
        $this->assertContains('+61 412 345 678', array_column(\array_slice($rows, 1), $column['phone']), 'a phone number is not');
        $this->assertContains("Hello,\nmy reception is poor on channel 7.", array_column(\array_slice($rows, 1), $column['message']), 'line breaks survive');
        $this->assertContains('Signal booster', array_column(\array_slice($rows, 1), $column['service']), 'services by their label');
        $statuses = array_combine(array_column(\array_slice($rows, 1), $column['name']), array_column(\array_slice($rows, 1), $column['status']));
        $this->assertSame(['new', 'spam'], [$statuses['Jane Citizen'], $statuses["'" . self::FORMULA]], 'a link in the name is spam');
    }

    public function testPlainCsvOfOneForm(): void
    {
        [$code, $csv] = $this->backend()->command('export.php', ['--plain', '--form=quote']);
        $this->assertSame(0, $code);
        $this->assertStringStartsWith('id,', $csv);
        $this->assertStringContainsString('Quinn Quote', $csv);
        $this->assertStringNotContainsString('Jane Citizen', $csv);
    }

    public function testListingPrintsALinePerEnquiryAndATotal(): void
    {
        [$code, $list] = $this->backend()->command('export.php', ['--list', '--notification=sent', '--status=new']);
        $this->assertSame(0, $code);
        $this->assertStringContainsString('Quinn Quote <quinn@example.org>  [new, e-mail sent]', $list);
        $this->assertStringEndsWith($this->backend()->count("status = 'new'") . " enquiries.\n", $list);
    }

    public function testSearchAsInTheInbox(): void
    {
        [$code, $list] = $this->backend()->command('export.php', ['--list', '--search=0412345678']);
        $this->assertSame(0, $code);
        $this->assertStringEndsWith('4 enquiries.' . "\n", $list, 'the phone number without its spaces');
    }

    public function testDatesFilter(): void
    {
        [$code, $none] = $this->backend()->command('export.php', ['--list', '--until=2001-01-01']);
        $this->assertSame([0, "0 enquiries.\n"], [$code, $none]);
    }

    public function testOutputFile(): void
    {
        $file = $this->backend()->dir . '/export.csv';
        [$code, , $err] = $this->backend()->command('export.php', ['--output=' . $file, '--since=2001-01-01']);
        $this->assertSame(0, $code, $err);
        $this->assertStringContainsString('jane.citizen@example.com', (string) file_get_contents($file));
    }

    public function testUnknownOptionExits2WithUsage(): void
    {
        [$code, , $err] = $this->backend()->command('export.php', ['--bogus']);
        $this->assertSame(2, $code);
        $this->assertStringContainsString('unknown option', $err);
    }

    public function testMissingConfigExits2WithAMessage(): void
    {
        [$code, , $err] = $this->backend()->command('export.php', [], ['ANTENNA_BACKEND_CONFIG' => $this->backend()->dir . '/missing.php']);
        $this->assertSame(2, $code);
        $this->assertStringContainsString('Configuration problem', $err);
    }
}
