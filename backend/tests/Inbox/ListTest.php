<?php
/**
 * The list of enquiries, checked against the database: newest first, five a page here, filtered by
 * status (spam hidden unless asked for), form and service, searched by name, e-mail, phone or text;
 * its CSV export; and stored markup, however hostile, shown as text.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Inbox;

use AntennaBackend\Tests\Support\Http\Browser;
use AntennaBackend\Tests\Support\InboxTestCase;

/** @group database */
final class ListTest extends InboxTestCase
{
    private const HOSTILE_NAME = '<script>alert("name")</script>';
    private const HOSTILE_MESSAGE = "<img src=x onerror=alert(1)>\n</textarea><script>alert(2)</script>";
    private const HOSTILE_NOTE = '</textarea><svg onload=alert(3)>';

    public static function setUpBeforeClass(): void
    {
        parent::setUpBeforeClass();
    }

    private function seedVariety(): void
    {
        if ($this->backend()->count() > 0) {
            return;
        }
        $this->seed(['name' => 'Alice Antenna', 'email' => 'alice@example.com', 'phone' => '0412 345 678', 'message' => "Roof antenna blew down\nPlease come soon"]);
        $this->seed(['name' => 'Bob Booster', 'form' => 'contact', 'service' => 'signal-booster', 'subject' => 'Weak signal', 'status' => 'handled']);
        $this->seed(['name' => 'Spammy', 'form' => 'quote', 'service' => null, 'phone' => null, 'status' => 'spam', 'spam_reason' => 'test']);
        $this->seed(['name' => 'Carol Camera', 'service' => 'cctv-installation', 'form' => 'contact', 'message' => 'Four cameras for the shop']);
        $this->seed(['name' => 'Dan Discount', 'message' => 'Only 50% of the channels work']);
        $this->seed(['name' => 'Erin Extra', 'message' => 'Only 500 channels, 5_0 works']);
        $this->seed(['name' => self::HOSTILE_NAME, 'message' => self::HOSTILE_MESSAGE, 'note' => self::HOSTILE_NOTE,
            'city' => '"><b>Suburb</b>', 'user_agent' => '<script>ua</script>']);
        for ($i = 1; $i <= 8; $i++) {
            $this->seed(['name' => "Filler {$i}", 'form' => $i % 2 === 0 ? 'quote' : 'enquiry', 'service' => $i % 2 === 0 ? null : 'tv-wall-mounting']);
        }
    }

    private function listed(Browser $browser, string $query): array
    {
        $page = $browser->get('/inbox/?' . $query);
        $this->assertSame(200, $page->status);
        return $browser->listedIds($page);
    }

    public function testNewestFirstFiveAPageWithoutSpam(): void
    {
        $this->seedVariety();
        $browser = $this->signedIn();
        $all = $this->idsWhere("status <> 'spam'");
        $this->assertSame(\array_slice($all, 0, 5), $this->listed($browser, ''));
        $this->assertSame(['14 enquiries, page 1 of 3'], $browser->texts('//caption'));
        $this->assertSame(\array_slice($all, 5, 5), $this->listed($browser, 'page=2'));
        $this->assertSame(\array_slice($all, 10, 5), $this->listed($browser, 'page=3'));
        $this->assertSame(['Newer', 'Older'], $browser->texts('//nav[@aria-label="Pages"]//a', $browser->get('/inbox/?page=2')));
        $this->assertSame(\array_slice($all, 10, 5), $this->listed($browser, 'page=99'), 'a page past the end shows the last');
    }

    public function testEachRowShowsTheColumnsTheOfficeNeeds(): void
    {
        $this->seedVariety();
        $browser = $this->signedIn();
        $browser->get('/inbox/?q=Alice');
        $this->assertSame(['Received', 'Form', 'Name', 'E-mail', 'Phone', 'Suburb', 'Service', 'Message', 'Status'], $browser->texts('//thead//th'));
        $cells = $browser->texts('//tbody/tr[1]/td');
        $this->assertMatchesRegularExpression('/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [ap]m$/', $cells[0]);
        $this->assertSame(['enquiry', 'Alice Antenna', 'alice@example.com', '0412 345 678', 'Carlton', 'TV antenna repair',
            'Roof antenna blew down', 'new'], \array_slice($cells, 1));
    }

    /** @return array<string, array{0: string, 1: string, 2: array<string, string>}> */
    public static function filters(): array
    {
        return [
            'spam only' => ['status=spam', "status = 'spam'", []],
            'handled' => ['status=handled', "status = 'handled'", []],
            'everything' => ['status=all', '1 = 1', []],
            'quote form' => ['form=quote', "form = 'quote' AND status <> 'spam'", []],
            'a service' => ['service=tv-wall-mounting', "service = 'tv-wall-mounting' AND status <> 'spam'", []],
            'search a name, any case' => ['q=carol', "name LIKE '%Carol%'", []],
            'search an e-mail' => ['q=alice%40example.com', "email = 'alice@example.com'", []],
            'search a phone without its spaces' => ['q=0412345678', "phone = '0412 345 678' AND status <> 'spam'", []],
            'search the text' => ['q=cameras+shop', "message LIKE '%cameras for the shop%'", []],
            'search LIKE\'s wildcard characters as themselves' => ['q=50%25', "name = 'Dan Discount'", []],
            'search an underscore as itself' => ['q=5_0', "name = 'Erin Extra'", []],
            'filters combined' => ['form=contact&status=all&q=booster', "form = 'contact' AND name LIKE '%Booster%'", []],
        ];
    }

    /**
     * @dataProvider filters
     * @param array<string, string> $params
     */
    public function testFiltersAndSearchShowWhatTheDatabaseHolds(string $query, string $where, array $params): void
    {
        $this->seedVariety();
        $expected = $this->idsWhere($where, $params);
        $this->assertNotSame([], $expected);
        $this->assertSame(\array_slice($expected, 0, 5), $this->listed($this->signedIn(), $query));
    }

    public function testStoredMarkupIsShownAsText(): void
    {
        $this->seedVariety();
        $browser = $this->signedIn();
        $id = $this->idsWhere('name = :n', [':n' => self::HOSTILE_NAME])[0];
        $list = $browser->get('/inbox/?q=' . rawurlencode('alert("name")'));
        $this->assertContains(self::HOSTILE_NAME, $browser->texts('//tbody//a', $list));
        $this->assertStringContainsString('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;', $list->body);
        $detail = $browser->get('/inbox/?id=' . $id);
        $this->assertSame(['Enquiry #' . $id . ' from ' . self::HOSTILE_NAME], $browser->texts('//h1', $detail));
        $this->assertContains(self::HOSTILE_MESSAGE, array_map(static fn ($n) => $n->textContent, iterator_to_array($browser->xpath($detail)->query('//dd'))));
        $this->assertSame([self::HOSTILE_NOTE], array_map(static fn ($n) => $n->textContent, iterator_to_array($browser->xpath($detail)->query('//textarea'))));
        $this->assertContains('<script>ua</script>', $browser->texts('//dd', $detail));
        // (BackendTestCase also checks every page for markup that could run.)
    }

    public function testExportGivesTheCurrentFilterAsCsv(): void
    {
        $this->seedVariety();
        $browser = $this->signedIn();
        $r = $browser->get('/inbox/?export=csv&form=quote&status=all');
        $this->assertSame(200, $r->status);
        $this->assertSame('text/csv; charset=utf-8', $r->header('content-type'));
        $this->assertMatchesRegularExpression('/^attachment; filename="enquiries-\d{4}-\d\d-\d\d\.csv"$/', (string) $r->header('content-disposition'));
        $this->assertStringStartsWith("\xEF\xBB\xBF", $r->body);
        $rows = array_map(static fn (string $line): array => str_getcsv($line, ',', '"', ''), preg_split('/\r\n(?=\d|$)/', substr($r->body, 3)) ?: []);
        $rows = array_values(array_filter($rows, static fn (array $row): bool => $row !== [null] && $row !== ['']));
        $this->assertSame('id', $rows[0][0]);
        $this->assertSame($this->idsWhere("form = 'quote'"), array_map('intval', array_column(\array_slice($rows, 1), 0)));
        $signedOut = $this->browser();
        $this->assertSame(['Sign in'], $signedOut->texts('//h1', $signedOut->get('/inbox/?export=csv')), 'not without signing in');
    }

    public function testTheInboxAndTheCommandExportTheSameFileInTheSameOrder(): void
    {
        $this->seedVariety();
        $browser = $this->signedIn();
        foreach (['status=all' => [], 'status=spam' => ['--status=spam'], 'status=all&form=enquiry' => ['--form=enquiry']] as $query => $options) {
            [$code, $csv] = $this->backend()->command('export.php', $options);
            $this->assertSame(0, $code);
            $this->assertSame($csv, $browser->get('/inbox/?export=csv&' . $query)->body, $query);
        }
    }
}
