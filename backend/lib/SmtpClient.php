<?php
/**
 * A minimal SMTP client over stream sockets: plain SMTP, STARTTLS or
 * implicit TLS ("tls", usually port 465), AUTH PLAIN / LOGIN.
 */

declare(strict_types=1);

namespace AntennaBackend;

\defined('ANTENNA_BACKEND') || require __DIR__ . '/bootstrap.php';

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
