<?php
/**
 * One field of the enquiry as forms.json declares it (the keys: docs/contract.md): what the
 * handlers check, the column that keeps it, and how the e-mail, the CSV and the inbox name it.
 */

declare(strict_types=1);

namespace AntennaBackend\Enquiry;

final class Field
{
    /** The kinds of field; "hidden" is one the page fills in, never shown, optional, cut at max. */
    public const TYPES = ['text', 'email', 'tel', 'select', 'textarea', 'hidden'];

    private function __construct(
        public readonly string $name,
        public readonly string $type,
        public readonly bool $required,
        /** The most characters (code points) kept. */
        public readonly int $max,
        /** The value must hold a visible letter or digit (a name of zero-width spaces is no name). */
        public readonly bool $needsLetterOrDigit,
        public readonly string $column,
        /** How a refusal names it: "Please keep {refusal} to 100 characters or fewer." */
        public readonly string $refusal,
        public readonly string $refusalIfBlank,
        /** How the e-mail and the inbox name it. */
        public readonly string $officeLabel,
        public readonly string $csvHeading,
        /** A column of the inbox's list. */
        public readonly bool $inboxList,
    ) {
    }

    /**
     * @param array<string, mixed> $declared the field's entry of forms.json
     * @throws \UnexpectedValueException naming the field and the key at fault
     */
    public static function fromDeclaration(string $name, array $declared): self
    {
        $wrong = static fn (string $key, string $should): \UnexpectedValueException =>
            new \UnexpectedValueException("forms.json: field \"{$name}\": \"{$key}\" {$should}");
        $string = static function (string $key, ?string $default = null) use ($declared, $wrong): string {
            $value = $declared[$key] ?? $default;
            if (!\is_string($value) || $value === '') {
                throw $wrong($key, 'must be a text');
            }
            return $value;
        };
        $flag = static fn (string $key): bool => \is_bool($declared[$key] ?? false) ? ($declared[$key] ?? false) : throw $wrong($key, 'must be true or false');
        if (preg_match('/^[a-z][A-Za-z0-9]*$/D', $name) !== 1 || \in_array($name, [Spam::HONEYPOT, Spam::ELAPSED], true)) {
            throw new \UnexpectedValueException("forms.json: \"{$name}\" cannot name a field (letters and digits, not a spam signal)");
        }
        $type = $string('type');
        if (!\in_array($type, self::TYPES, true)) {
            throw $wrong('type', 'must be one of ' . implode(', ', self::TYPES));
        }
        $max = $declared['max'] ?? null;
        if (!\is_int($max) || $max < 1) {
            throw $wrong('max', 'must be a whole number above 0');
        }
        $column = $string('column');
        // The column is written into SQL: a plain lower-case name only.
        if (preg_match('/^[a-z][a-z0-9_]{0,63}$/D', $column) !== 1) {
            throw $wrong('column', 'must be a lower-case column name');
        }
        $required = $flag('required');
        if ($type === 'hidden' && $required) {
            throw $wrong('required', 'cannot be true for a field the page fills in');
        }
        $refusal = $string('refusal');
        return new self(
            $name,
            $type,
            $required,
            $max,
            $flag('needsLetterOrDigit'),
            $column,
            $refusal,
            $string('refusalIfBlank', 'Please enter ' . $refusal . '.'),
            $string('officeLabel'),
            $string('csvHeading'),
            $flag('inboxList'),
        );
    }

    /** Filled in by the page, not typed by the visitor: cleaned and cut, never refused. */
    public function filledByPage(): bool
    {
        return $this->type === 'hidden';
    }

    /** May span lines and hold tabs (the message). */
    public function multiline(): bool
    {
        return $this->type === 'textarea';
    }

    /** One of the form's choices (FormChoices). */
    public function isChoice(): bool
    {
        return $this->type === 'select';
    }

    /**
     * The stored value as the office reads it in the e-mail, the CSV and the inbox: a choice by its
     * label on the site (the value itself when the site no longer offers it, or without the list).
     *
     * @param array<string, mixed> $row a stored enquiry
     */
    public function shown(array $row, ?FormChoices $choices): string
    {
        $value = (string) ($row[$this->column] ?? '');
        return $this->isChoice() && $choices !== null ? $choices->label((string) $row['form'], $value) : $value;
    }
}
