<?php
/**
 * The text of the e-mail that tells the business about one stored enquiry: subject and plain-text
 * body, built from the row. Encoding and headers are the Mailer's (PHPMailer's) business.
 */

declare(strict_types=1);

namespace AntennaBackend\Mail;

use AntennaBackend\Enquiry\Declaration;
use AntennaBackend\Enquiry\FormChoices;

final class Notification
{
    /** @param array<string, mixed> $row */
    private function __construct(
        private readonly array $row,
        private readonly \DateTimeImmutable $received,
        private readonly ?FormChoices $choices,
    ) {
    }

    /** @param array<string, mixed> $row a stored enquiry */
    public static function of(array $row, string $timezone, ?FormChoices $choices): self
    {
        try {
            $tz = new \DateTimeZone($timezone);
        } catch (\Throwable) {
            $tz = new \DateTimeZone('UTC');
        }
        return new self($row, (new \DateTimeImmutable('@' . (int) $row['created_ts']))->setTimezone($tz), $choices);
    }

    public function id(): int
    {
        return (int) $this->row['id'];
    }

    public function received(): \DateTimeImmutable
    {
        return $this->received;
    }

    private function kind(): string
    {
        return Declaration::shipped()->mailKind((string) $this->row['form']);
    }

    private function value(string $key): string
    {
        return (string) ($this->row[$key] ?? '');
    }

    /** The service chosen: the label of the form's choice, if it has one. */
    private function service(): string
    {
        foreach (Declaration::shipped()->fields() as $field) {
            if ($field->isChoice() && $this->value($field->column) !== '') {
                return $field->shown($this->row, $this->choices);
            }
        }
        return '';
    }

    public function subject(): string
    {
        $subject = 'New ' . $this->kind() . ' from ' . $this->value('name');
        if ($this->service() !== '') {
            $subject .= ' - ' . $this->service();
        }
        if ($this->value('subject') !== '') {
            $subject .= ': ' . $this->value('subject');
        }
        return $subject;
    }

    public function body(): string
    {
        $lines = [
            'New ' . $this->kind() . ' #' . $this->id() . ' from the website, received '
                . $this->received->format('D j M Y, g:i a T') . '.',
            '',
        ];
        // Every declared field the enquiry holds, one line each with the values aligned, then the
        // page it was sent from; what may span lines (the message) comes last, under its label.
        $oneLine = [];
        $blocks = [];
        foreach (Declaration::shipped()->fields() as $field) {
            if ($field->multiline()) {
                $blocks[] = [$field->officeLabel, $field->shown($this->row, $this->choices)];
            } else {
                $oneLine[] = [$field->officeLabel, $field->shown($this->row, $this->choices)];
            }
        }
        $oneLine[] = ['Page', $this->value('page')];
        $width = max(array_map(static fn (array $line): int => \strlen($line[0]), $oneLine)) + 3;
        foreach ($oneLine as [$label, $value]) {
            if ($value !== '') {
                $lines[] = str_pad($label . ':', $width) . $value;
            }
        }
        foreach ($blocks as [$label, $value]) {
            if ($value !== '') {
                array_push($lines, '', $label . ':', $value);
            }
        }
        array_push(
            $lines,
            '',
            '--',
            'Reply to this e-mail to answer ' . $this->value('name') . ' directly.',
            'All enquiries are kept on the server: php bin/export.php lists them.',
        );
        return implode("\n", $lines) . "\n";
    }
}
