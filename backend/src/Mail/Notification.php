<?php
/**
 * The text of the e-mail that tells the business about one stored enquiry: subject and plain-text
 * body, built from the row. Encoding and headers are the Mailer's (PHPMailer's) business.
 */

declare(strict_types=1);

namespace AntennaBackend\Mail;

use AntennaBackend\Enquiry\FormChoices;
use AntennaBackend\Enquiry\Forms;

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
        return match ((string) $this->row['form']) {
            Forms::QUOTE => 'quote request',
            Forms::CONTACT => 'contact message',
            default => 'enquiry',
        };
    }

    private function value(string $key): string
    {
        return (string) ($this->row[$key] ?? '');
    }

    private function service(): string
    {
        return $this->choices?->label((string) $this->row['form'], $this->value('service')) ?? $this->value('service');
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
        $fields = [
            'Name:     ' => $this->value('name'),
            'E-mail:   ' => $this->value('email'),
            'Phone:    ' => $this->value('phone'),
            'Address:  ' => $this->value('address'),
            'Suburb:   ' => $this->value('city'),
            'Service:  ' => $this->service(),
            'Subject:  ' => $this->value('subject'),
            'Page:     ' => $this->value('page'),
        ];
        foreach ($fields as $label => $value) {
            if ($value !== '') {
                $lines[] = $label . $value;
            }
        }
        array_push(
            $lines,
            '',
            'Message:',
            $this->value('message'),
            '',
            '--',
            'Reply to this e-mail to answer ' . $this->value('name') . ' directly.',
            'All enquiries are kept on the server: php bin/export.php lists them.',
        );
        return implode("\n", $lines) . "\n";
    }
}
