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

final class MailException extends \RuntimeException
{
}

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

/**
 * A minimal SMTP client over stream sockets: plain SMTP, STARTTLS or
 * implicit TLS ("tls", usually port 465), AUTH PLAIN / LOGIN.
 */
final class SmtpClient
{
    /** @var resource|null */
    private $socket = null;

    /** @param array<string, mixed> $options the "mail.smtp" config section */
    public function __construct(private readonly array $options)
    {
    }

    /** @param list<string> $recipients */
    public function send(string $from, array $recipients, string $data): void
    {
        try {
            $this->connect();
            $this->expect(220);
            $ext = $this->ehlo();
            $encryption = (string) $this->options['encryption'];
            if ($encryption === 'starttls') {
                if (!isset($ext['STARTTLS'])) {
                    throw new MailException('SMTP server does not offer STARTTLS');
                }
                $this->command('STARTTLS', 220);
                $ok = @stream_socket_enable_crypto(
                    $this->socket,
                    true,
                    STREAM_CRYPTO_METHOD_TLSv1_2_CLIENT | STREAM_CRYPTO_METHOD_TLSv1_3_CLIENT
                );
                if ($ok !== true) {
                    throw new MailException('SMTP STARTTLS handshake failed');
                }
                $ext = $this->ehlo();
            }
            if ((string) $this->options['username'] !== '') {
                $this->authenticate($ext);
            }
            $this->command('MAIL FROM:<' . $from . '>', 250);
            foreach ($recipients as $rcpt) {
                $this->command('RCPT TO:<' . $rcpt . '>', [250, 251]);
            }
            $this->command('DATA', 354);
            $data = str_replace(["\r\n", "\r", "\n"], ["\n", "\n", "\r\n"], $data);
            $data = preg_replace('/^\./m', '..', $data) ?? $data;
            if (!str_ends_with($data, "\r\n")) {
                $data .= "\r\n";
            }
            $this->write($data . ".\r\n");
            $this->expect(250);
            try {
                $this->command('QUIT', 221);
            } catch (MailException) {
                // the message is accepted; a sloppy goodbye does not matter
            }
        } finally {
            if (\is_resource($this->socket)) {
                fclose($this->socket);
            }
            $this->socket = null;
        }
    }

    private function connect(): void
    {
        $host = (string) $this->options['host'];
        $port = (int) $this->options['port'];
        if ($host === '' || $port <= 0) {
            throw new MailException('config mail.smtp.host/port not set');
        }
        $scheme = $this->options['encryption'] === 'tls' ? 'tls' : 'tcp';
        $timeout = (int) $this->options['timeout'];
        $errno = 0;
        $errstr = '';
        $context = stream_context_create(['ssl' => [
            'verify_peer' => true,
            'verify_peer_name' => true,
            'peer_name' => $host,
        ]]);
        $socket = @stream_socket_client(
            $scheme . '://' . $host . ':' . $port,
            $errno,
            $errstr,
            $timeout,
            STREAM_CLIENT_CONNECT,
            $context
        );
        if ($socket === false) {
            throw new MailException('cannot connect to SMTP server ' . $host . ':' . $port . ': ' . $errstr);
        }
        stream_set_timeout($socket, $timeout);
        $this->socket = $socket;
    }

    /** @return array<string, string> EHLO extensions, upper-cased keyword => parameters */
    private function ehlo(): array
    {
        $helo = (string) $this->options['helo'];
        if ($helo === '' || preg_match('/^[A-Za-z0-9.\-\[\]:]+$/', $helo) !== 1) {
            $helo = 'localhost';
        }
        $this->write('EHLO ' . $helo . "\r\n");
        [$code, $lines] = $this->read();
        if ($code !== 250) {
            $this->command('HELO ' . $helo, 250);
            return [];
        }
        $ext = [];
        foreach (\array_slice($lines, 1) as $line) {
            $parts = explode(' ', trim($line), 2);
            $ext[strtoupper($parts[0])] = $parts[1] ?? '';
        }
        return $ext;
    }

    /** @param array<string, string> $ext */
    private function authenticate(array $ext): void
    {
        $user = (string) $this->options['username'];
        $pass = (string) $this->options['password'];
        $mechanisms = strtoupper($ext['AUTH'] ?? '');
        if (preg_match('/\bPLAIN\b/', $mechanisms) === 1) {
            $this->command('AUTH PLAIN ' . base64_encode("\0" . $user . "\0" . $pass), 235, 'AUTH PLAIN');
        } elseif (preg_match('/\bLOGIN\b/', $mechanisms) === 1) {
            $this->command('AUTH LOGIN', 334);
            $this->command(base64_encode($user), 334, 'AUTH LOGIN user');
            $this->command(base64_encode($pass), 235, 'AUTH LOGIN password');
        } else {
            throw new MailException('SMTP server offers neither AUTH PLAIN nor AUTH LOGIN');
        }
    }

    /** @param int|list<int> $expected */
    private function command(string $line, int|array $expected, ?string $shownAs = null): void
    {
        $this->write($line . "\r\n");
        $this->expect($expected, $shownAs ?? $line);
    }

    /** @param int|list<int> $expected */
    private function expect(int|array $expected, string $after = 'connect'): void
    {
        [$code, $lines] = $this->read();
        if (!\in_array($code, (array) $expected, true)) {
            throw new MailException('SMTP ' . $after . ' answered: ' . substr(implode(' / ', $lines), 0, 300));
        }
    }

    /** @return array{0: int, 1: list<string>} */
    private function read(): array
    {
        $lines = [];
        while (true) {
            $line = fgets($this->socket, 2048);
            if ($line === false) {
                $meta = stream_get_meta_data($this->socket);
                throw new MailException($meta['timed_out'] ? 'SMTP server timed out' : 'SMTP connection closed');
            }
            $line = rtrim($line, "\r\n");
            $lines[] = substr($line, 4);
            if (\strlen($line) < 4 || $line[3] !== '-') {
                return [(int) substr($line, 0, 3), $lines];
            }
            if (\count($lines) > 100) {
                throw new MailException('SMTP reply too long');
            }
        }
    }

    private function write(string $data): void
    {
        $left = $data;
        while ($left !== '') {
            $n = @fwrite($this->socket, $left);
            if ($n === false || $n === 0) {
                throw new MailException('SMTP connection lost while writing');
            }
            $left = substr($left, $n);
        }
    }
}
