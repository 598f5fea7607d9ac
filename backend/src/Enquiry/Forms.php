<?php
/**
 * The three forms the site sends, and their server-side validation.
 *
 *   enquiry  handleContact.php from the Home page and every service page:
 *            name, email, phone, address, city, service, message (all required)
 *   contact  handleContact.php from the Contact page: the same fields plus
 *            "subject" (optional, but the key is always sent). The presence
 *            of the "subject" key tells the two forms apart.
 *   quote    handleQuote.php (quote modal): name, email, message (all required)
 *
 * Works without mbstring: UTF-8 is checked and counted with PCRE alone.
 */

declare(strict_types=1);

namespace AntennaBackend\Enquiry;

final class Forms
{
    public const ENQUIRY = 'enquiry';
    public const CONTACT = 'contact';
    public const QUOTE = 'quote';

    /**
     * Per field: the largest number of characters (Unicode code points) kept,
     * how the field is named in a refusal, whether line breaks are allowed, and whether
     * it needs a visible letter or digit (a name of zero-width spaces is no name).
     */
    public const FIELDS = [
        'name' => ['max' => 100, 'label' => 'your name', 'blank' => 'Please enter your name.', 'visible' => true],
        'email' => ['max' => 254, 'label' => 'your e-mail address', 'blank' => 'Please enter your e-mail address.'],
        'phone' => ['max' => 30, 'label' => 'your phone number', 'blank' => 'Please enter your phone number.'],
        'address' => ['max' => 200, 'label' => 'your address', 'blank' => 'Please enter your address.'],
        'city' => ['max' => 100, 'label' => 'your suburb or city', 'blank' => 'Please enter your suburb or city.'],
        'service' => ['max' => 64, 'label' => 'the service', 'blank' => 'Please choose the service you are interested in.'],
        'subject' => ['max' => 150, 'label' => 'the subject', 'blank' => ''],
        'message' => ['max' => 5000, 'label' => 'your message', 'blank' => 'Please enter your message.', 'multiline' => true],
    ];

    /** Fields of each form, in the order they are checked and reported. */
    public const FORM_FIELDS = [
        self::ENQUIRY => ['name', 'email', 'phone', 'address', 'city', 'service', 'message'],
        self::CONTACT => ['name', 'email', 'phone', 'address', 'city', 'service', 'subject', 'message'],
        self::QUOTE => ['name', 'email', 'message'],
    ];

    private const OPTIONAL = ['subject'];

    /** Most key=value pairs a body may carry (the largest form has 8). */
    private const MAX_PAIRS = 20;

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
        if (\count($pairs) > self::MAX_PAIRS) {
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

    /** Which form posted to handleContact.php. */
    public static function contactFormOf(array $fields): string
    {
        return \array_key_exists('subject', $fields) ? self::CONTACT : self::ENQUIRY;
    }

    /**
     * Validates and normalises the fields of $form.
     *
     * @param array<string, string> $input parsed body
     * @param array<string, string> $services the choices of the form's service list (FormChoices)
     * @return array<string, string> clean values of exactly the form's fields
     * @throws MalformedRequest for fields the form never sends
     * @throws ValidationError with the sentence to show the visitor
     */
    public static function validate(string $form, array $input, array $services = []): array
    {
        $expected = self::FORM_FIELDS[$form] ?? null;
        if ($expected === null) {
            throw new \LogicException('unknown form');
        }
        foreach (array_keys($input) as $key) {
            if (!\in_array((string) $key, $expected, true)) {
                throw new MalformedRequest('unexpected field');
            }
        }

        $clean = [];
        foreach ($expected as $field) {
            $spec = self::FIELDS[$field];
            $multiline = $spec['multiline'] ?? false;
            $raw = $input[$field] ?? '';

            if (preg_match('//u', $raw) !== 1) {
                throw new ValidationError('Please remove the unusual characters from ' . $spec['label'] . '.');
            }
            // Line breaks are normalised to LF in the message; a tab pasted
            // into a one-line field becomes a space.
            $raw = $multiline ? str_replace(["\r\n", "\r"], "\n", $raw) : str_replace("\t", ' ', $raw);
            if (self::hasForbiddenCharacters($raw, $multiline)) {
                throw new ValidationError('Please remove the unusual characters from ' . $spec['label'] . '.');
            }
            $value = self::trim($raw);
            if ($value !== '' && ($spec['visible'] ?? false) && !self::hasVisibleLetterOrDigit($value)) {
                $value = '';
            }
            if ($value === '') {
                if (\in_array($field, self::OPTIONAL, true)) {
                    $clean[$field] = '';
                    continue;
                }
                throw new ValidationError($spec['blank']);
            }
            if (self::length($value) > $spec['max']) {
                throw new ValidationError('Please keep ' . $spec['label'] . ' to '
                    . number_format($spec['max']) . ' characters or fewer.');
            }
            switch ($field) {
                case 'email':
                    if (!self::isEmail($value)) {
                        throw new ValidationError('Please enter a valid e-mail address.');
                    }
                    break;
                case 'phone':
                    if (!self::isPhone($value)) {
                        throw new ValidationError('Please enter a valid phone number.');
                    }
                    break;
                case 'service':
                    if (!\array_key_exists($value, $services)) {
                        throw new ValidationError('Please choose one of the services from the list.');
                    }
                    break;
            }
            $clean[$field] = $value;
        }
        return $clean;
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
