<?php
/**
 * Notification e-mail to the business: message building and the three
 * transports ("mail", "smtp", "file").
 *
 * Header safety: every header is built here from validated values. The
 * visitor's e-mail address (already restricted to a plain ASCII address by
 * Forms::isEmail) is the only form value used verbatim in a header; names and
 * subjects go through RFC 2047 base64 encoded-words, so no CR/LF or other
 * header syntax from form input can ever reach the header block.
 */

declare(strict_types=1);

namespace AntennaBackend;

\defined('ANTENNA_BACKEND') || require __DIR__ . '/bootstrap.php';

final class Mailer
{
    /** @param array<string, mixed> $mail the "mail" config section */
    public function __construct(
        private readonly array $mail,
        /** @var list<string> */
        private readonly array $to,
        private readonly string $timezone = 'UTC',
    ) {
    }

    public static function fromConfig(Config $config): self
    {
        return new self($config->values['mail'], $config->values['notify_to'], $config->values['timezone']);
    }

    /** Sends the notification of one stored enquiry row, or throws MailException. */
    public function notify(array $row): void
    {
        $from = (string) $this->mail['from'];
        if (!Forms::isEmail($from)) {
            throw new MailException('config mail.from is not a valid e-mail address');
        }
        if ($this->to === []) {
            throw new MailException('config notify_to lists no recipient');
        }
        foreach ($this->to as $address) {
            if (!Forms::isEmail($address)) {
                throw new MailException('config notify_to has an invalid address');
            }
        }
        $message = $this->build($row, $from);
        match ($this->mail['transport']) {
            'mail' => $this->sendWithMailFunction($message, $from),
            'smtp' => $this->sendWithSmtp($message, $from),
            'file' => $this->writeToFile($message, (int) $row['id']),
            default => throw new MailException('config mail.transport must be "mail", "smtp" or "file"'),
        };
    }

    /**
     * @return array{headers: list<array{0: string, 1: string}>, subject: string, body: string}
     */
    public function build(array $row, string $from): array
    {
        $form = (string) $row['form'];
        $name = (string) $row['name'];
        $kind = match ($form) {
            Forms::QUOTE => 'quote request',
            Forms::CONTACT => 'contact message',
            default => 'enquiry',
        };
        $subjectText = 'New ' . $kind . ' from ' . $name;
        if ($form !== Forms::QUOTE && ($row['service'] ?? '') !== '') {
            $subjectText .= ' - ' . Forms::serviceLabel($form, (string) $row['service']);
        }
        if (($row['subject'] ?? '') !== '' && $row['subject'] !== null) {
            $subjectText .= ': ' . $row['subject'];
        }

        try {
            $tz = new \DateTimeZone($this->timezone);
        } catch (\Throwable) {
            $tz = new \DateTimeZone('UTC');
        }
        $received = (new \DateTimeImmutable('@' . (int) $row['created_ts']))->setTimezone($tz);

        $lines = [];
        $lines[] = 'New ' . $kind . ' #' . (int) $row['id'] . ' from the website, received '
            . $received->format('D j M Y, g:i a T') . '.';
        $lines[] = '';
        $lines[] = 'Name:     ' . $name;
        $lines[] = 'E-mail:   ' . $row['email'];
        foreach (['phone' => 'Phone:    ', 'address' => 'Address:  ', 'city' => 'Suburb:   '] as $key => $label) {
            if (($row[$key] ?? null) !== null && $row[$key] !== '') {
                $lines[] = $label . $row[$key];
            }
        }
        if (($row['service'] ?? null) !== null && $row['service'] !== '') {
            $lines[] = 'Service:  ' . Forms::serviceLabel($form, (string) $row['service']);
        }
        if (($row['subject'] ?? null) !== null && $row['subject'] !== '') {
            $lines[] = 'Subject:  ' . $row['subject'];
        }
        if (($row['page'] ?? null) !== null && $row['page'] !== '') {
            $lines[] = 'Page:     ' . $row['page'];
        }
        $lines[] = '';
        $lines[] = 'Message:';
        $lines[] = (string) $row['message'];
        $lines[] = '';
        $lines[] = '--';
        $lines[] = 'Reply to this e-mail to answer ' . $name . ' directly.';
        $lines[] = 'All enquiries are kept on the server: php bin/export.php lists them.';
        $body = str_replace(["\r\n", "\r", "\n"], "\r\n", implode("\n", $lines)) . "\r\n";
        $body = quoted_printable_encode($body);

        $domain = substr($from, strrpos($from, '@') + 1);
        $headers = [
            ['Date', $received->format(\DATE_RFC2822)],
            ['From', self::mailbox((string) $this->mail['from_name'], $from)],
            ['To', implode(', ', $this->to)],
            ['Reply-To', self::mailbox($name, (string) $row['email'])],
            ['Subject', self::encodeHeaderText($subjectText)],
            ['Message-ID', '<enquiry-' . (int) $row['id'] . '.' . bin2hex(random_bytes(8)) . '@' . $domain . '>'],
            ['MIME-Version', '1.0'],
            ['Content-Type', 'text/plain; charset=UTF-8'],
            ['Content-Transfer-Encoding', 'quoted-printable'],
            ['Auto-Submitted', 'auto-generated'],
            ['X-Enquiry-Id', (string) (int) $row['id']],
        ];
        return ['headers' => $headers, 'subject' => self::encodeHeaderText($subjectText), 'body' => $body];
    }

    /** Full RFC 5322 message with CRLF line ends. */
    public static function render(array $message): string
    {
        $out = '';
        foreach ($message['headers'] as [$name, $value]) {
            $out .= $name . ': ' . $value . "\r\n";
        }
        return $out . "\r\n" . $message['body'];
    }

    /** "=?UTF-8?B?...?= <address>", or the bare address without a display name. */
    public static function mailbox(string $displayName, string $address): string
    {
        $displayName = trim(preg_replace('/[\x00-\x1F\x7F]+/', ' ', $displayName) ?? '');
        if ($displayName === '') {
            return $address;
        }
        return self::encodeHeaderText($displayName) . ' <' . $address . '>';
    }

    /**
     * RFC 2047 base64 encoded-words (UTF-8), folded so that no line exceeds
     * 76 characters. Control characters are replaced first; the result holds
     * only the base64 alphabet, "=?UTF-8?B?", "?=" and folding white space.
     */
    public static function encodeHeaderText(string $text): string
    {
        $text = preg_replace('/[\x00-\x1F\x7F]+/', ' ', $text) ?? '';
        if (preg_match('//u', $text) !== 1) {
            $text = preg_replace('/[\x80-\xFF]/', '?', $text) ?? '';
        }
        // Split into chunks of at most 45 bytes on code point boundaries
        // (45 bytes -> 60 base64 characters -> 72-character encoded-word).
        preg_match_all('/./su', $text, $m);
        $words = [];
        $chunk = '';
        foreach ($m[0] as $char) {
            if (\strlen($chunk) + \strlen($char) > 45) {
                $words[] = $chunk;
                $chunk = '';
            }
            $chunk .= $char;
        }
        if ($chunk !== '' || $words === []) {
            $words[] = $chunk;
        }
        return implode("\r\n ", array_map(
            static fn (string $w): string => '=?UTF-8?B?' . base64_encode($w) . '?=',
            $words
        ));
    }

    private function sendWithMailFunction(array $message, string $from): void
    {
        $headers = [];
        $to = '';
        foreach ($message['headers'] as [$name, $value]) {
            if ($name === 'To') {
                $to = $value;
            } elseif ($name !== 'Subject') {
                $headers[] = $name . ': ' . $value;
            }
        }
        $error = null;
        set_error_handler(static function (int $no, string $str) use (&$error): bool {
            $error = $str;
            return true;
        });
        try {
            // -f sets the envelope sender; $from is a validated plain address.
            $ok = mail($to, $message['subject'], $message['body'], implode("\r\n", $headers), '-f' . $from);
        } finally {
            restore_error_handler();
        }
        if ($ok !== true) {
            throw new MailException('mail() failed' . ($error !== null ? ': ' . $error : ''));
        }
    }

    private function sendWithSmtp(array $message, string $from): void
    {
        $smtp = new SmtpClient($this->mail['smtp']);
        $smtp->send($from, $this->to, self::render($message));
    }

    private function writeToFile(array $message, int $id): void
    {
        $dir = $this->mail['file_dir'];
        if ($dir === null || $dir === '') {
            throw new MailException('config mail.file_dir is not set');
        }
        if (!is_dir($dir) && !@mkdir($dir, 0770, true) && !is_dir($dir)) {
            throw new MailException('cannot create mail.file_dir');
        }
        $name = gmdate('Ymd-His') . '-enquiry-' . $id . '-' . bin2hex(random_bytes(4)) . '.eml';
        $tmp = $dir . '/.' . $name . '.tmp';
        if (@file_put_contents($tmp, self::render($message), LOCK_EX) === false || !@rename($tmp, $dir . '/' . $name)) {
            @unlink($tmp);
            throw new MailException('cannot write to mail.file_dir');
        }
    }
}

