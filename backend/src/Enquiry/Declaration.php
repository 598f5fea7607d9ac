<?php
/**
 * The enquiry's forms and fields as forms.json declares them, the one list the handlers, storage,
 * the e-mail, the CSV and the inbox go through; the site's build reads the same file. It ships
 * with this code (not with the site's build, as form-choices.json does) because it names the
 * columns that this code's migrations create: the two must always come from the same release.
 */

declare(strict_types=1);

namespace AntennaBackend\Enquiry;

final class Declaration
{
    /** Every form has these: the table requires them, and the e-mail is addressed and titled with them. */
    private const EVERY_FORM = ['name', 'email', 'message'];

    /** The table's own columns (Storage/Migrations), which no field may take. */
    private const TABLE_COLUMNS = ['id', 'created_at', 'created_ts', 'form', 'page', 'client_ip', 'rate_key', 'user_agent',
        'origin', 'status', 'spam_reason', 'note', 'handled_ts', 'dedup_key', 'notify_status', 'notify_attempts', 'notify_error',
        'notify_claimed_ts', 'notified_at'];

    /**
     * @param array<string, Field> $fields by name, in the file's order
     * @param array<string, array{endpoint: string, officeLabel: string, mailKind: string, fields: list<string>}> $forms by id
     */
    private function __construct(private readonly array $fields, private readonly array $forms)
    {
    }

    /** The declaration this code ships with. */
    public static function shipped(): self
    {
        static $shipped = null;
        return $shipped ??= self::fromFile(__DIR__ . '/forms.json');
    }

    /** @throws \UnexpectedValueException */
    public static function fromFile(string $path): self
    {
        $json = is_readable($path) ? file_get_contents($path) : false;
        $declared = $json === false ? null : json_decode($json, true);
        if (!\is_array($declared)) {
            throw new \UnexpectedValueException("{$path} is missing or is not JSON");
        }
        return self::fromArray($declared);
    }

    /**
     * @param array<string, mixed> $declared what forms.json holds
     * @throws \UnexpectedValueException naming the form or field at fault
     */
    public static function fromArray(array $declared): self
    {
        $fields = [];
        foreach (\is_array($declared['fields'] ?? null) ? $declared['fields'] : [] as $name => $field) {
            $fields[(string) $name] = Field::fromDeclaration((string) $name, \is_array($field) ? $field : []);
        }
        $columns = array_map(static fn (Field $f): string => $f->column, $fields);
        $taken = array_intersect([...$columns, ...array_keys($fields)], self::TABLE_COLUMNS);
        if (\count(array_unique($columns)) !== \count($columns) || $taken !== []) {
            throw new \UnexpectedValueException('forms.json: two fields share a column, or a field takes one of the table\'s own: '
                . implode(', ', $taken));
        }
        $forms = [];
        foreach (\is_array($declared['forms'] ?? null) ? $declared['forms'] : [] as $id => $form) {
            $forms[(string) $id] = self::form((string) $id, \is_array($form) ? $form : [], $fields);
        }
        if ($forms === []) {
            throw new \UnexpectedValueException('forms.json declares no form');
        }
        return new self($fields, $forms);
    }

    /**
     * @param array<string, mixed> $form
     * @param array<string, Field> $fields
     * @return array{endpoint: string, officeLabel: string, mailKind: string, fields: list<string>}
     */
    private static function form(string $id, array $form, array $fields): array
    {
        $wrong = static fn (string $should): \UnexpectedValueException => new \UnexpectedValueException("forms.json: form \"{$id}\" {$should}");
        if (preg_match('/^[a-z]{1,16}$/D', $id) !== 1) {
            throw $wrong('needs a name of at most 16 lower-case letters');
        }
        $names = $form['fields'] ?? null;
        if (!\is_array($names) || !array_is_list($names) || \count(array_unique($names)) !== \count($names)) {
            throw $wrong('needs "fields", a list of field names, each once');
        }
        foreach ($names as $name) {
            if (!\is_string($name) || !isset($fields[$name])) {
                throw $wrong('lists ' . json_encode($name) . ', which is no declared field');
            }
        }
        if (array_diff(self::EVERY_FORM, $names) !== []) {
            throw $wrong('must have the fields ' . implode(', ', self::EVERY_FORM));
        }
        if (\count(array_filter($names, static fn (string $n): bool => $fields[$n]->isChoice())) > 1) {
            throw $wrong('has more than one select field (form-choices.json has one list per form)');
        }
        foreach (['endpoint', 'officeLabel', 'mailKind'] as $key) {
            if (!\is_string($form[$key] ?? null) || $form[$key] === '') {
                throw $wrong("needs \"{$key}\"");
            }
        }
        return ['endpoint' => $form['endpoint'], 'officeLabel' => $form['officeLabel'], 'mailKind' => $form['mailKind'], 'fields' => $names];
    }

    /** @return array<string, Field> every field of every form, in the declared order */
    public function fields(): array
    {
        return $this->fields;
    }

    /** @return list<string> the forms' ids */
    public function forms(): array
    {
        return array_keys($this->forms);
    }

    public function has(string $form): bool
    {
        return isset($this->forms[$form]);
    }

    /** @return list<Field> the form's fields, in the order it shows them */
    public function fieldsOf(string $form): array
    {
        return array_map(fn (string $name): Field => $this->fields[$name], $this->forms[$form]['fields'] ?? []);
    }

    /** The entry point the form posts to (handleContact.php). */
    public function endpointOf(string $form): string
    {
        return $this->forms[$form]['endpoint'];
    }

    /** How the inbox names the form ("Quote"), or its id when it is no longer declared. */
    public function officeLabel(string $form): string
    {
        return $this->forms[$form]['officeLabel'] ?? $form;
    }

    /** What the e-mail calls an enquiry of the form: "New quote request from ...". */
    public function mailKind(string $form): string
    {
        return $this->forms[$form]['mailKind'] ?? 'enquiry';
    }

    /** Whether the form offers a list of choices (a select field, filled from form-choices.json). */
    public function hasChoices(string $form): bool
    {
        return array_filter($this->fieldsOf($form), static fn (Field $f): bool => $f->isChoice()) !== [];
    }

    /**
     * Which form sent a body to $endpoint: of the forms posted there, in the declared order, the
     * first that has every field sent (the enquiry form has no subject, the contact form has).
     *
     * @param list<string> $sent the body's field names
     * @return string|null null: no form of the endpoint sends these fields
     */
    public function formSending(string $endpoint, array $sent): ?string
    {
        foreach ($this->forms as $id => $form) {
            if ($form['endpoint'] === $endpoint && array_diff($sent, $form['fields']) === []) {
                return $id;
            }
        }
        return null;
    }

    /** The most fields one form sends. */
    public function mostFields(): int
    {
        return max(array_map(static fn (array $form): int => \count($form['fields']), $this->forms));
    }
}
