<?php
/**
 * What an alert says about a new enquiry: what it is, the name, the service and the suburb, and
 * the link to it in the inbox; never the message, the e-mail address or the phone number. Short
 * enough for one SMS with a name of ordinary length; each value is cut and kept to one line.
 */

declare(strict_types=1);

namespace AntennaBackend\Alerts;

use AntennaBackend\Enquiry\Declaration;
use AntennaBackend\Enquiry\FormChoices;

final class AlertText
{
    private function __construct(private readonly string $kind, private readonly string $summary, public readonly string $link)
    {
    }

    /** @param array<string, mixed> $row a stored enquiry */
    public static function of(array $row, ?FormChoices $choices, string $inboxUrl): self
    {
        $form = (string) $row['form'];
        $service = $choices?->label($form, (string) ($row['service'] ?? '')) ?? (string) ($row['service'] ?? '');
        $details = array_filter([self::clean($service, 40), self::clean((string) ($row['city'] ?? ''), 30)], static fn (string $v): bool => $v !== '');
        // What the e-mail calls it too: "quote request" (forms.json's mailKind).
        $kind = Declaration::shipped()->mailKind($form);
        $summary = self::clean((string) $row['name'], 40) . ($details === [] ? '' : ': ' . implode(', ', $details));
        return new self($kind, $summary, $inboxUrl . '?id=' . (int) $row['id']);
    }

    /** "New enquiry" (a push's title). */
    public function title(): string
    {
        return 'New ' . $this->kind;
    }

    /** "New enquiry from Jane Citizen: TV Antenna Repair, Box Hill. https://…/inbox/?id=42" */
    public function sms(): string
    {
        return $this->title() . ' from ' . $this->summary . '. ' . $this->link;
    }

    /** One line of at most $max characters: control characters and runs of spaces become one space. */
    private static function clean(string $value, int $max): string
    {
        if (preg_match('//u', $value) !== 1) {
            $value = (string) preg_replace('/[\x80-\xFF]/', '?', $value);
        }
        $value = trim((string) preg_replace('/[\p{C}\s]+/u', ' ', $value));
        return mb_strlen($value, 'UTF-8') > $max ? rtrim(mb_substr($value, 0, $max - 1, 'UTF-8')) . '…' : $value;
    }
}
