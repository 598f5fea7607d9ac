<?php
/**
 * Judges whether a valid submission is spam, from what the site's forms carry besides the fields:
 *
 *  - a honeypot field (HONEYPOT) that people and assistive technology never see or reach; a bot
 *    that fills in every field fills it in;
 *  - the time since the form was shown (ELAPSED, milliseconds), which the forms add when they send
 *    with JavaScript; a person takes at least spam.min_seconds. A form posted before its page's
 *    JavaScript ran carries no time, and that alone is never spam;
 *  - simple content rules: more than spam.max_links links in the message, link markup, or a link
 *    where a name or address belongs.
 *
 * Spam is still stored (marked spam, for the inbox) and answered exactly like an enquiry, so a
 * bot learns nothing; it is only not e-mailed.
 */

declare(strict_types=1);

namespace AntennaBackend\Enquiry;

final class Spam
{
    /** The honeypot's name: no browser or password manager autofills it (not name, company, url...). */
    public const HONEYPOT = 'extra_info';
    public const ELAPSED = 'elapsed_ms';

    private const LINK = '~(?:https?://|www\.)\S~i';

    /** What the inbox's Numbers view counts spam by: the kind of each reason() (kindOf()). */
    public const KINDS = [
        'honeypot' => 'The hidden field was filled in',
        'fast' => 'Sent too soon after the form was shown',
        'links' => 'Links in the message',
        'misplaced' => 'A link where none belongs',
        'office' => 'Marked spam in the inbox',
        'other' => 'Another reason',
    ];

    /**
     * Removes the two signals from the parsed body (they are no fields of the form).
     *
     * @param array<string, string> $input
     * @return array{0: array<string, string>, 1: array{honeypot: string, elapsed: ?int}}
     */
    public static function take(array $input): array
    {
        $honeypot = trim($input[self::HONEYPOT] ?? '');
        $elapsed = $input[self::ELAPSED] ?? '';
        unset($input[self::HONEYPOT], $input[self::ELAPSED]);
        return [$input, [
            'honeypot' => $honeypot,
            'elapsed' => preg_match('/^\d{1,12}$/D', $elapsed) === 1 ? (int) $elapsed : null,
        ]];
    }

    /** The kind (a key of KINDS) of a stored spam_reason; none: the office marked it spam. */
    public static function kindOf(?string $reason): string
    {
        return match (true) {
            $reason === null || $reason === '' => 'office',
            $reason === 'the hidden field was filled in' => 'honeypot',
            str_starts_with($reason, 'sent ') && str_ends_with($reason, ' after the form was shown') => 'fast',
            str_ends_with($reason, ' in the message') => 'links',
            str_starts_with($reason, 'a link in the ') => 'misplaced',
            default => 'other',
        };
    }

    /**
     * @param array{honeypot: string, elapsed: ?int} $signals
     * @param array<string, string> $fields the validated fields
     * @param array{min_seconds: int, max_links: int} $rules config "spam"
     * @return string|null why it is spam, or null
     */
    public static function reason(array $signals, array $fields, array $rules): ?string
    {
        if ($signals['honeypot'] !== '') {
            return 'the hidden field was filled in';
        }
        if ($signals['elapsed'] !== null && $signals['elapsed'] < $rules['min_seconds'] * 1000) {
            return sprintf('sent %.1f s after the form was shown', $signals['elapsed'] / 1000);
        }
        $message = $fields['message'] ?? '';
        $links = preg_match_all(self::LINK, $message);
        if ($links > $rules['max_links']) {
            return $links . ' links in the message';
        }
        if (preg_match('~\[url[=\]]|<a\s[^>]*href~i', $message) === 1) {
            return 'link markup in the message';
        }
        // A link where a name, an address or a subject belongs: in a one-line text the visitor typed.
        foreach (Declaration::shipped()->fields() as $field) {
            if ($field->type === 'text' && preg_match(self::LINK, $fields[$field->name] ?? '') === 1) {
                return 'a link in the ' . strtolower($field->officeLabel);
            }
        }
        return null;
    }
}
