<?php
/**
 * The server-side validation of what the site's forms send: which fields each form has, which are
 * required, their limits and kinds are forms.json's (Declaration); the rules for each kind are
 * here, and the site's src/lib/forms/form-checks.ts applies the same ones before sending.
 *
 * Works without mbstring: UTF-8 is checked and counted with PCRE alone.
 */

declare(strict_types=1);

namespace AntennaBackend\Enquiry;

final class Forms
{
    /** The quote modal's form, which is thanked for a quote request (Messages::SUCCESS_QUOTE). */
    public const QUOTE = 'quote';

    /**
     * Strict application/x-www-form-urlencoded parser: no PHP array syntax,
     * no renaming of dots, no silent truncation, duplicates refused.
     *
     * @return array<string, string>
     */
    public static function parseBody(string $body): array
    {
        $out = [];
        if ($body === '') {
            return $out;
        }
        $pairs = explode('&', $body);
        // Room for twice what the largest form sends with the two spam signals: more is no form's.
        if (\count($pairs) > 2 * (Declaration::shipped()->mostFields() + 2)) {
            throw new MalformedRequest('too many fields');
        }
        foreach ($pairs as $pair) {
            if ($pair === '') {
                continue;
            }
            $eq = strpos($pair, '=');
            $key = urldecode($eq === false ? $pair : substr($pair, 0, $eq));
            $value = $eq === false ? '' : urldecode(substr($pair, $eq + 1));
            if (\array_key_exists($key, $out)) {
                throw new MalformedRequest('duplicate field');
            }
            $out[$key] = $value;
        }
        return $out;
    }

    /**
     * Validates and normalises the fields of $form.
     *
     * @param array<string, string> $input parsed body
     * @param array<string, string> $services the choices of the form's service list (FormChoices)
     * @return array<string, string> clean values of exactly the form's fields, by field name
     * @throws MalformedRequest for fields the form never sends
     * @throws ValidationError with the sentence to show the visitor
     */
    public static function validate(string $form, array $input, array $services = [], ?Declaration $declared = null): array
    {
        $declared ??= Declaration::shipped();
        if (!$declared->has($form)) {
            throw new \LogicException('unknown form');
        }
        $fields = $declared->fieldsOf($form);
        $expected = array_map(static fn (Field $field): string => $field->name, $fields);
        foreach (array_keys($input) as $key) {
            if (!\in_array((string) $key, $expected, true)) {
                throw new MalformedRequest('unexpected field');
            }
        }

        $clean = [];
        foreach ($fields as $field) {
            $raw = $input[$field->name] ?? '';
            $clean[$field->name] = $field->filledByPage() ? self::cleanFilledByPage($field, $raw) : self::checked($field, $raw, $services);
        }
        return $clean;
    }

    /**
     * What the visitor typed into $field, normalised, or the sentence that says what to change.
     *
     * @param array<string, string> $services
     * @throws ValidationError
     */
    private static function checked(Field $field, string $raw, array $services): string
    {
        if (preg_match('//u', $raw) !== 1) {
            throw new ValidationError('Please remove the unusual characters from ' . $field->refusal . '.');
        }
        // Line breaks are normalised to LF in the message; a tab pasted
        // into a one-line field becomes a space.
        $multiline = $field->multiline();
        $raw = $multiline ? str_replace(["\r\n", "\r"], "\n", $raw) : str_replace("\t", ' ', $raw);
        if (self::hasForbiddenCharacters($raw, $multiline)) {
            throw new ValidationError('Please remove the unusual characters from ' . $field->refusal . '.');
        }
        $value = self::trim($raw);
        if ($value !== '' && $field->needsLetterOrDigit && !self::hasVisibleLetterOrDigit($value)) {
            $value = '';
        }
        if ($value === '') {
            return $field->required ? throw new ValidationError($field->refusalIfBlank) : '';
        }
        if (self::length($value) > $field->max) {
            throw new ValidationError('Please keep ' . $field->refusal . ' to '
                . number_format($field->max) . ' characters or fewer.');
        }
        $wrong = match ($field->type) {
            'email' => self::isEmail($value) ? null : 'Please enter a valid e-mail address.',
            'tel' => self::isPhone($value) ? null : 'Please enter a valid phone number.',
            'select' => \array_key_exists($value, $services) ? null : 'Please choose one of the services from the list.',
            default => null,
        };
        return $wrong === null ? $value : throw new ValidationError($wrong);
    }

    /**
     * What the page filled into $field, made safe to keep: the visitor cannot correct it, so it is
     * never refused. In a value that is not UTF-8 every byte above ASCII becomes "?"; control and
     * bidi characters go, white space at the ends goes, and what is left is cut at the field's max.
     */
    private static function cleanFilledByPage(Field $field, string $raw): string
    {
        $text = preg_match('//u', $raw) === 1 ? $raw : (string) preg_replace('/[\x80-\xFF]/', '?', $raw);
        $text = (string) preg_replace('/[\x{0}-\x{1F}\x{7F}-\x{9F}\x{2028}\x{2029}\x{202A}-\x{202E}\x{2066}-\x{2069}]/u', '', $text);
        preg_match('/^.{0,' . $field->max . '}/su', self::trim($text), $m);
        return $m[0];
    }

    /**
     * Control characters (C0, DEL, C1), line/paragraph separators and bidi
     * overrides are refused; a multi-line field may hold tab and line feed.
     */
    public static function hasForbiddenCharacters(string $value, bool $multiline): bool
    {
        $pattern = $multiline
            ? '/[\x{0}-\x{8}\x{B}-\x{1F}\x{7F}-\x{9F}\x{2028}\x{2029}\x{202A}-\x{202E}\x{2066}-\x{2069}]/u'
            : '/[\x{0}-\x{1F}\x{7F}-\x{9F}\x{2028}\x{2029}\x{202A}-\x{202E}\x{2066}-\x{2069}]/u';
        return preg_match($pattern, $value) === 1;
    }

    /**
     * A letter or digit of any script that shows: not one of the default-ignorable characters
     * (zero-width spaces and joiners, Hangul fillers, variation selectors, tags...), which
     * Unicode classes as letters or formats but which display as nothing.
     */
    public static function hasVisibleLetterOrDigit(string $value): bool
    {
        return preg_match('/(?!\p{DI})[\p{L}\p{N}]/u', $value) === 1;
    }

    /** Trims ASCII and Unicode white space (incl. no-break space and BOM). */
    public static function trim(string $value): string
    {
        return preg_replace('/^[\s\x{00A0}\x{FEFF}]+|[\s\x{00A0}\x{FEFF}]+$/u', '', $value) ?? '';
    }

    /** Number of code points of a valid UTF-8 string. */
    public static function length(string $value): int
    {
        return \strlen($value) - (int) preg_match_all('/[\x80-\xBF]/', $value);
    }

    /**
     * A conservative address: what filter_var accepts, restricted to an
     * unquoted ASCII local part and a dotted ASCII domain, so that it is
     * safe verbatim in a mail header.
     */
    public static function isEmail(string $value): bool
    {
        if (\strlen($value) > 254 || filter_var($value, FILTER_VALIDATE_EMAIL) === false) {
            return false;
        }
        return preg_match(
            '/^[A-Za-z0-9.!#$%&\'*+\/=?^_`{|}~-]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/D',
            $value
        ) === 1;
    }

    /** Digits with the usual separators, 8 to 15 digits (E.164 maximum). */
    public static function isPhone(string $value): bool
    {
        if (preg_match('/^\+?[0-9 ()\-.]+$/D', $value) !== 1) {
            return false;
        }
        $digits = preg_match_all('/[0-9]/', $value);
        return $digits >= 8 && $digits <= 15;
    }
}
