<?php
/**
 * The forms' declaration (src/Enquiry/forms.json) as the handlers read it, without HTTP: every
 * declared field of every form is refused when empty (if required), too long or holding control
 * characters, with the sentence that names it; a field the page fills in is never refused but
 * cleaned and cut; and a declaration with a mistake is refused, naming it.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Enquiry;

use AntennaBackend\Enquiry\Declaration;
use AntennaBackend\Enquiry\Forms;
use AntennaBackend\Enquiry\ValidationError;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\Visitor;
use PHPUnit\Framework\TestCase;

final class DeclarationTest extends TestCase
{
    /** @return array<string, string> the service choices of $form the tests' deployments accept */
    private static function services(string $form): array
    {
        return json_decode((string) file_get_contents(Backend::dir() . '/tests/Support/form-choices.json'), true)[$form] ?? [];
    }

    /** The sentence Forms::validate refuses $fields of $form with, or null when it accepts them. */
    private static function refusal(string $form, array $fields, ?Declaration $declared = null): ?string
    {
        try {
            Forms::validate($form, $fields, self::services($form), $declared);
            return null;
        } catch (ValidationError $e) {
            return $e->getMessage();
        }
    }

    /**
     * @return array<string, array{0: string, 1: string}> form and field, for every field the visitor
     * fills in of every form (one the page fills in is never refused: testAFieldThePageFillsIn...)
     */
    public static function declaredFields(): array
    {
        $declared = Declaration::shipped();
        $cases = [];
        foreach ($declared->forms() as $form) {
            foreach ($declared->fieldsOf($form) as $field) {
                if ($field->filledByPage()) {
                    continue;
                }
                $cases["{$form}: {$field->name}"] = [$form, $field->name];
            }
        }
        return $cases;
    }

    /** @dataProvider declaredFields */
    public function testEveryFieldIsCheckedAndNamedInTheRefusal(string $form, string $name): void
    {
        $field = Declaration::shipped()->fields()[$name];
        $valid = Visitor::everyField($form);
        $this->assertNull(self::refusal($form, $valid), 'the values of Visitor::everyField are accepted');
        $this->assertSame($field->required ? $field->refusalIfBlank : null, self::refusal($form, [$name => '  '] + $valid));
        $this->assertSame('Please keep ' . $field->refusal . ' to ' . number_format($field->max) . ' characters or fewer.',
            self::refusal($form, [$name => str_repeat('a', $field->max + 1)] + $valid));
        $this->assertSame('Please remove the unusual characters from ' . $field->refusal . '.',
            self::refusal($form, [$name => "a\u{7}b"] + $valid));
    }

    public function testEachFormPostsToAnEntryPointOfTheWebRoot(): void
    {
        foreach (Declaration::shipped()->forms() as $form) {
            $this->assertFileExists(Backend::dir() . '/public/' . Declaration::shipped()->endpointOf($form), $form);
        }
    }

    public function testFormsThatShareAnEntryPointAreToldApartByTheirFields(): void
    {
        $declared = Declaration::shipped();
        $this->assertSame('enquiry', $declared->formSending('handleContact.php', array_keys(Visitor::enquiry())));
        $this->assertSame('contact', $declared->formSending('handleContact.php', array_keys(Visitor::contact())));
        $this->assertSame('quote', $declared->formSending('handleQuote.php', array_keys(Visitor::quote())));
        $this->assertNull($declared->formSending('handleQuote.php', array_keys(Visitor::enquiry())), 'fields the quote form has not');
        $this->assertNull($declared->formSending('handleContact.php', ['name', 'colour']), 'a field no form has');
    }

    /** The shipped declaration with one more field, which the page fills in, on the quote form. */
    private static function withPageFilledField(): Declaration
    {
        $declared = json_decode((string) file_get_contents(Backend::dir() . '/src/Enquiry/forms.json'), true);
        $declared['fields']['pageTitle'] = ['type' => 'hidden', 'required' => false, 'max' => 20, 'column' => 'page_title',
            'refusal' => 'the page title', 'officeLabel' => 'Page title', 'csvHeading' => 'page title'];
        $declared['forms']['quote']['fields'][] = 'pageTitle';
        return Declaration::fromArray($declared);
    }

    public function testAFieldThePageFillsInIsNeverRefusedButCleanedAndCut(): void
    {
        $declared = self::withPageFilledField();
        $clean = static fn (?string $value): string => Forms::validate('quote', Visitor::quote($value === null ? [] : ['pageTitle' => $value]), [], $declared)['pageTitle'];
        $this->assertSame('', $clean(null), 'optional: not sent, kept empty');
        $this->assertSame('/service/tv-wall/', $clean(' /service/tv-wall/ '));
        $this->assertSame(str_repeat('é', 20), $clean(str_repeat('é', 25)), 'cut to its max, in characters');
        $this->assertSame('<script>alert(1)</sc', $clean("<script>\u{202E}alert(1)</script>\x07"), 'control and bidi characters go; markup is the showing side\'s business');
        $this->assertSame('?( flyer', $clean("\xC3\x28 flyer"), 'a byte that is not UTF-8 becomes "?"');
    }

    /** @return array<string, array{0: callable(array): array, 1: string}> a change to the shipped declaration and what the refusal names */
    public static function mistakes(): array
    {
        return [
            'a page-filled field that is required' => [static function (array $d): array {
                $d['fields']['subject']['type'] = 'hidden';
                $d['fields']['subject']['required'] = true;
                return $d;
            }, 'field "subject": "required"'],
            'an unknown type' => [static fn (array $d): array => array_replace_recursive($d, ['fields' => ['city' => ['type' => 'date']]]), 'field "city": "type"'],
            'a column written as SQL' => [static fn (array $d): array => array_replace_recursive($d, ['fields' => ['city' => ['column' => 'city; DROP TABLE x']]]), 'field "city": "column"'],
            "a column of the table's own" => [static fn (array $d): array => array_replace_recursive($d, ['fields' => ['city' => ['column' => 'page']]]), 'page'],
            'a form listing no such field' => [static function (array $d): array {
                $d['forms']['quote']['fields'][] = 'colour';
                return $d;
            }, 'form "quote" lists "colour"'],
            'a form without an e-mail' => [static function (array $d): array {
                $d['forms']['quote']['fields'] = ['name', 'message'];
                return $d;
            }, 'form "quote" must have the fields name, email, message'],
        ];
    }

    /**
     * @dataProvider mistakes
     * @param callable(array): array $change
     */
    public function testADeclarationWithAMistakeIsRefusedNamingIt(callable $change, string $named): void
    {
        $declared = json_decode((string) file_get_contents(Backend::dir() . '/src/Enquiry/forms.json'), true);
        try {
            Declaration::fromArray($change($declared));
            $this->fail('refused');
        } catch (\UnexpectedValueException $e) {
            $this->assertStringContainsString($named, $e->getMessage());
        }
    }
}
