<?php
/**
 * Every field the forms' declaration (src/Enquiry/forms.json) gives each form, whichever it is,
 * sent as a visitor sends it: stored in its column, written in the e-mail under its label, in the
 * CSV under its heading, and shown in the inbox's enquiry and, if declared so, its list. A field
 * added to the declaration is covered here without a new test.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Http;

use AntennaBackend\Enquiry\Declaration;
use AntennaBackend\Enquiry\Field;
use AntennaBackend\Enquiry\FormChoices;
use AntennaBackend\Config\Config;
use AntennaBackend\Tests\Inbox\InboxTestCase;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\Http\Browser;
use AntennaBackend\Tests\Support\Visitor;

/** @group database */
final class DeclaredFieldsTest extends InboxTestCase
{
    /** @var array<string, int> form => the id its enquiry was stored as */
    private static array $ids = [];

    public static function setUpBeforeClass(): void
    {
        parent::setUpBeforeClass();
        self::$ids = [];
    }

    /** @return array<string, array{0: string}> */
    public static function forms(): array
    {
        $forms = Declaration::shipped()->forms();
        return array_combine($forms, array_map(static fn (string $form): array => [$form], $forms));
    }

    /** The enquiry of $form with every field filled in, sent once per class; its stored row. */
    private function sent(string $form): array
    {
        if (!isset(self::$ids[$form])) {
            $endpoint = '/' . Declaration::shipped()->endpointOf($form);
            $this->assertSame(200, $this->http()->post($endpoint, Visitor::everyField($form))->status);
            self::$ids[$form] = (int) $this->backend()->lastRow()['id'];
        }
        return $this->backend()->rows('id = ?', [self::$ids[$form]])[0];
    }

    /** @return array<string, string> field name => the value as the office reads it (a choice by its label) */
    private function shown(string $form, array $row): array
    {
        $choices = FormChoices::fromConfig(Config::load($this->backend()->configPath));
        $shown = [];
        foreach (Declaration::shipped()->fieldsOf($form) as $field) {
            $shown[$field->name] = $field->shown($row, $choices);
        }
        return $shown;
    }

    /** @dataProvider forms */
    public function testEveryFieldIsStoredInItsColumn(string $form): void
    {
        $row = $this->sent($form);
        $this->assertSame($form, $row['form']);
        foreach (Visitor::everyField($form) as $name => $value) {
            $this->assertSame($value, $row[Declaration::shipped()->fields()[$name]->column], $name);
        }
    }

    /** @dataProvider forms */
    public function testTheEmailHasEveryFieldUnderItsLabel(string $form): void
    {
        $row = $this->sent($form);
        $backend = $this->backend();
        $eml = Backend::waitFor(static fn () => $backend->mailFor((int) $row['id']) !== null) === true ? $backend->mailFor((int) $row['id']) : null;
        $this->assertNotNull($eml, 'notification written');
        $shown = $this->shown($form, $row);
        $body = str_replace("\r\n", "\n", $eml->body);
        foreach (Declaration::shipped()->fieldsOf($form) as $field) {
            // A line "Label:   value", the values aligned; what spans lines under its "Label:".
            $this->assertMatchesRegularExpression($field->multiline()
                ? '/\n\n' . preg_quote($field->officeLabel . ":\n" . $shown[$field->name], '/') . '\n/'
                : '/^' . preg_quote($field->officeLabel . ':', '/') . ' +' . preg_quote($shown[$field->name], '/') . '$/m', $body, $field->name);
        }
    }

    /** @dataProvider forms */
    public function testTheCsvHasEveryFieldUnderItsHeading(string $form): void
    {
        $row = $this->sent($form);
        [$code, $csv] = $this->backend()->command('export.php', ['--plain', '--form=' . $form]);
        $this->assertSame(0, $code);
        $fh = fopen('php://memory', 'w+');
        fwrite($fh, $csv);
        rewind($fh);
        $header = fgetcsv($fh, null, ',', '"', '');
        $cells = [];
        while (($line = fgetcsv($fh, null, ',', '"', '')) !== false) {
            if ($line[0] === (string) $row['id']) {
                $cells = array_combine($header, $line);
            }
        }
        $shown = $this->shown($form, $row);
        foreach (Declaration::shipped()->fieldsOf($form) as $field) {
            $this->assertSame($shown[$field->name], $cells[$field->csvHeading] ?? null, $field->name);
        }
    }

    /** @dataProvider forms */
    public function testTheInboxShowsEveryFieldOfTheEnquiryAndTheListItsColumns(string $form): void
    {
        $row = $this->sent($form);
        $browser = $this->signedIn();
        $page = $browser->get('/inbox/?id=' . $row['id']);
        // The page's texts, white space collapsed, as a reader sees them.
        $shown = array_map(static fn (string $text): string => trim((string) preg_replace('/\s+/u', ' ', $text)), $this->shown($form, $row));
        $labels = $browser->texts('//dl/dt', $page);
        $values = $browser->texts('//dl/dd', $page);
        $detail = array_combine($labels, $values);
        foreach (Declaration::shipped()->fieldsOf($form) as $field) {
            $this->assertSame($shown[$field->name], $detail[$field->officeLabel] ?? null, $field->name);
        }

        $listed = array_values(array_filter(Declaration::shipped()->fields(), static fn (Field $f): bool => $f->inboxList));
        $list = $browser->get('/inbox/?status=all&form=' . $form);
        $this->assertSame(['Received', 'Form', ...array_map(static fn (Field $f): string => $f->officeLabel, $listed), 'Status'],
            $browser->texts('//thead//th', $list));
        $cells = $this->rowOf($browser, $list, (int) $row['id']);
        foreach ($listed as $i => $field) {
            $value = $field->shown($row, null);
            $expected = $field->multiline() ? strtok($value, "\n") : ($shown[$field->name] ?? $value);
            $this->assertSame((string) $expected, $cells[$i + 2], $field->name);
        }
    }

    /** @return list<string> the cells of the list's row of enquiry $id */
    private function rowOf(Browser $browser, \AntennaBackend\Tests\Support\Http\Response $list, int $id): array
    {
        $index = array_search($id, $browser->listedIds($list), true);
        $this->assertNotFalse($index, "enquiry #{$id} listed");
        return $browser->texts('//tbody/tr[' . ($index + 1) . ']/td', $list);
    }
}
