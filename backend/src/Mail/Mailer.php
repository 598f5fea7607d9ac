<?php
/**
 * Sends the notification of a stored enquiry with PHPMailer, over one of three transports:
 * "mail" (PHP's mail(), the host's sendmail), "smtp" (plain, STARTTLS or implicit TLS, with
 * certificate checks) or "file" (an .eml file per enquiry, for development and tests).
 *
 * Header safety: addresses come only from the configuration and from the visitor's e-mail address,
 * which Forms::isEmail restricts to a plain ASCII address; PHPMailer encodes every other header
 * text (names, subject) and strips line breaks from it, and the forms refuse control characters.
 */

declare(strict_types=1);

namespace AntennaBackend\Mail;

use PHPMailer\PHPMailer\Exception as PHPMailerException;
use PHPMailer\PHPMailer\PHPMailer;
use AntennaBackend\Config\Config;
use AntennaBackend\Config\ConfigException;
use AntennaBackend\Config\Settings;
use AntennaBackend\Enquiry\FormChoices;
use AntennaBackend\Enquiry\Forms;

final class Mailer
{
    /**
     * @param array<string, mixed> $mail the "mail" config section
     * @param list<string> $to
     */
    public function __construct(
        private readonly array $mail,
        private readonly array $to,
        private readonly string $timezone = 'UTC',
        private readonly ?FormChoices $choices = null,
    ) {
    }

    /**
     * @param int|null $smtpTimeout seconds per SMTP step, when shorter than the configured one
     * @throws ConfigException naming the key, when a mail setting is wrong
     */
    public static function fromConfig(Config $config, ?int $smtpTimeout = null): self
    {
        $config->need(Settings::MAIL);
        $mail = $config->values['mail'];
        if ($smtpTimeout !== null) {
            $mail['smtp']['timeout'] = min($mail['smtp']['timeout'], $smtpTimeout);
        }
        return new self($mail, $config->values['notify_to'], $config->values['timezone'], FormChoices::forLabels($config));
    }

    /**
     * Sends the notification of one stored enquiry row.
     *
     * @param array<string, mixed> $row
     * @throws MailException
     */
    public function notify(array $row): void
    {
        $notification = Notification::of($row, $this->timezone, $this->choices);
        $this->send(function () use ($notification, $row): PHPMailer {
            $message = $this->newMessage($notification->subject(), $notification->body(), 'enquiry-' . $notification->id());
            // Labelled, so that a name like "Bank Security" cannot pass for a real sender.
            $message->addReplyTo((string) $row['email'], 'Website visitor: ' . $row['name']);
            $message->MessageDate = $notification->received()->format(\DATE_RFC2822);
            $message->addCustomHeader('X-Enquiry-Id', (string) $notification->id());
            return $message;
        }, 'enquiry-' . $notification->id());
    }

    /**
     * Sends a message of the backend's own to the notification addresses (the inbox's one-time
     * sign-in code); $label names its copy of the "file" transport.
     *
     * @throws MailException
     */
    public function tell(string $subject, string $body, string $label): void
    {
        $this->send(fn (): PHPMailer => $this->newMessage($subject, $body, $label), $label);
    }

    /** @param \Closure(): PHPMailer $compose */
    private function send(\Closure $compose, string $label): void
    {
        if (!class_exists(PHPMailer::class)) {
            throw new MailException('PHPMailer is not installed: run composer install in the backend folder, or install Debian\'s libphp-phpmailer');
        }
        try {
            $message = $compose();
            match ($this->mail['transport']) {
                'mail' => $this->sendWith($message, 'mail'),
                'smtp' => $this->sendWith($message, 'smtp'),
                'file' => $this->writeToFile($message, $label),
                default => throw new MailException('config mail.transport must be "mail", "smtp" or "file"'),
            };
        } catch (PHPMailerException $e) {
            throw new MailException($e->getMessage(), 0, $e);
        }
    }

    /** A message from mail.from to the notification addresses, UTF-8, marked as sent by a program. */
    private function newMessage(string $subject, string $body, string $label): PHPMailer
    {
        $from = (string) $this->mail['from'];
        if (!Forms::isEmail($from)) {
            throw new MailException('config mail.from is not a valid e-mail address');
        }
        if ($this->to === []) {
            throw new MailException('config notify_to lists no recipient');
        }
        $message = new PHPMailer(true);
        $message->CharSet = PHPMailer::CHARSET_UTF8;
        $message->Encoding = PHPMailer::ENCODING_QUOTED_PRINTABLE;
        $message->XMailer = ' '; // no "X-Mailer: PHPMailer" advertising the library and its version
        $message->setFrom($from, (string) $this->mail['from_name']);
        foreach ($this->to as $address) {
            if (!Forms::isEmail($address)) {
                throw new MailException('config notify_to has an invalid address');
            }
            $message->addAddress($address);
        }
        $message->Subject = $subject;
        $message->Body = PHPMailer::normalizeBreaks($body); // CRLF, or quoted-printable encodes each LF
        $domain = substr($from, strrpos($from, '@') + 1);
        $message->MessageID = '<' . $label . '.' . bin2hex(random_bytes(8)) . '@' . $domain . '>';
        $message->addCustomHeader('Auto-Submitted', 'auto-generated');
        return $message;
    }

    private function sendWith(PHPMailer $message, string $transport): void
    {
        if ($transport === 'smtp') {
            $this->useSmtp($message);
        } else {
            $message->isMail();
        }
        $message->send();
    }

    private function useSmtp(PHPMailer $message): void
    {
        $smtp = $this->mail['smtp'];
        if ($smtp['host'] === '' || $smtp['port'] <= 0) {
            throw new MailException('config mail.smtp.host/port not set');
        }
        $message->isSMTP();
        $message->Host = $smtp['host'];
        $message->Port = $smtp['port'];
        $message->SMTPSecure = match ($smtp['encryption']) {
            'tls' => PHPMailer::ENCRYPTION_SMTPS,
            'starttls' => PHPMailer::ENCRYPTION_STARTTLS,
            'none' => '',
            default => throw new MailException('config mail.smtp.encryption must be "starttls", "tls" or "none"'),
        };
        // Encryption only as configured: "none" never upgrades on its own.
        $message->SMTPAutoTLS = false;
        $message->SMTPAuth = $smtp['username'] !== '';
        $message->Username = $smtp['username'];
        $message->Password = $smtp['password'];
        $message->Timeout = $smtp['timeout'];
        $message->getSMTPInstance()->Timelimit = $smtp['timeout'];
        if ($smtp['helo'] !== '') {
            $message->Helo = $smtp['helo'];
        }
        $tls = ['verify_peer' => true, 'verify_peer_name' => true, 'allow_self_signed' => false];
        if ($smtp['ca_file'] !== null) {
            $tls['cafile'] = $smtp['ca_file'];
        }
        $message->SMTPOptions = ['ssl' => $tls];
    }

    private function writeToFile(PHPMailer $message, string $label): void
    {
        $dir = $this->mail['file_dir'];
        if ($dir === null || $dir === '') {
            throw new MailException('config mail.file_dir is not set');
        }
        if (!is_dir($dir) && !@mkdir($dir, 0770, true) && !is_dir($dir)) {
            throw new MailException('cannot create mail.file_dir');
        }
        $message->preSend();
        $name = gmdate('Ymd-His') . '-' . $label . '-' . bin2hex(random_bytes(4)) . '.eml';
        $tmp = $dir . '/.' . $name . '.tmp';
        if (@file_put_contents($tmp, $message->getSentMIMEMessage(), LOCK_EX) === false || !@rename($tmp, $dir . '/' . $name)) {
            @unlink($tmp);
            throw new MailException('cannot write to mail.file_dir');
        }
    }
}
