<?php
/**
 * SMTP with encryption: STARTTLS and implicit TLS deliver when the server's certificate is valid
 * for the host and issued by a trusted authority (mail.smtp.ca_file here), and nothing is sent
 * otherwise, nor in plain text when STARTTLS was asked for and is not offered.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Mail;

use AntennaBackend\Config\Config;
use AntennaBackend\Mail\MailException;
use AntennaBackend\Mail\Mailer;
use AntennaBackend\Tests\Support\Mail\Certificates;
use AntennaBackend\Tests\Support\Mail\FakeSmtp;
use AntennaBackend\Tests\Support\TempDir;
use AntennaBackend\Tests\Support\Visitor;
use PHPUnit\Framework\TestCase;

final class TlsTest extends TestCase
{
    private const USER = 'website@example.com';
    private const PASSWORD = 'secret';

    private static string $dir;
    private static Certificates $trusted;
    private static Certificates $stranger;
    private ?FakeSmtp $smtp = null;

    public static function setUpBeforeClass(): void
    {
        self::$dir = TempDir::create('tls');
        self::$trusted = new Certificates(self::$dir);
        self::$stranger = new Certificates(self::$dir, 'Somebody Else CA');
    }

    public static function tearDownAfterClass(): void
    {
        TempDir::remove(self::$dir);
    }

    protected function tearDown(): void
    {
        $this->smtp?->stop();
    }

    /** Sends one notification through a fake server with this TLS mode and certificate. */
    private function send(string $serverTls, string $clientEncryption, ?string $cert, ?string $caFile): void
    {
        $options = ['--user=' . self::USER, '--password=' . self::PASSWORD];
        if ($serverTls !== 'none') {
            array_push($options, '--tls=' . $serverTls, '--cert=' . $cert);
        }
        $this->smtp = FakeSmtp::start(self::$dir, $options);
        $config = Config::fromArray([
            'database' => self::$dir . '/unused.sqlite',
            'notify_to' => ['office@example.com'],
            'mail' => ['transport' => 'smtp', 'from' => 'website@example.com', 'smtp' => [
                'host' => '127.0.0.1', 'port' => $this->smtp->port, 'encryption' => $clientEncryption,
                'username' => self::USER, 'password' => self::PASSWORD, 'timeout' => 5, 'ca_file' => $caFile,
            ]],
        ], self::$dir);
        $row = Visitor::quote() + ['id' => 7, 'form' => 'quote', 'created_ts' => time()];
        Mailer::fromConfig($config)->notify($row);
    }

    public function testStartTlsWithATrustedCertificateDeliversAndLogsInOnlyAfterTls(): void
    {
        $this->send('starttls', 'starttls', self::$trusted->server(), self::$trusted->caFile);
        $t = $this->smtp->transcript();
        $this->assertSame(1, $this->smtp->delivered());
        $this->assertMatchesRegularExpression('/STARTTLS\r\n<<TLS>>\r\nEHLO .*<<AUTH ' . self::USER . ':' . self::PASSWORD . '>>/s', $t);
    }

    public function testImplicitTlsWithATrustedCertificateDelivers(): void
    {
        $this->send('implicit', 'tls', self::$trusted->server(), self::$trusted->caFile);
        $this->assertSame(1, $this->smtp->delivered());
    }

    /** @return array<string, array{0: string, 1: string, 2: string}> */
    public static function untrusted(): array
    {
        return [
            'STARTTLS, certificate of an unknown authority' => ['starttls', 'starttls', 'stranger'],
            'STARTTLS, certificate for another host' => ['starttls', 'starttls', 'elsewhere'],
            'implicit TLS, certificate of an unknown authority' => ['implicit', 'tls', 'stranger'],
            'implicit TLS, certificate for another host' => ['implicit', 'tls', 'elsewhere'],
        ];
    }

    /** @dataProvider untrusted */
    public function testAnUntrustedCertificateSendsNothing(string $serverTls, string $encryption, string $which): void
    {
        $cert = $which === 'stranger' ? self::$stranger->server() : self::$trusted->server('elsewhere');
        try {
            $this->send($serverTls, $encryption, $cert, self::$trusted->caFile);
            $this->fail('sent despite the certificate');
        } catch (MailException) {
            $this->assertSame(0, $this->smtp->delivered());
            $this->assertStringNotContainsString('<<AUTH', $this->smtp->transcript(), 'the password never left');
        }
    }

    public function testStartTlsAskedForButNotOfferedSendsNothingInPlainText(): void
    {
        try {
            $this->send('none', 'starttls', null, self::$trusted->caFile);
            $this->fail('sent without TLS');
        } catch (MailException $e) {
            $this->assertSame(0, $this->smtp->delivered());
            $this->assertStringNotContainsString('<<AUTH', $this->smtp->transcript());
        }
    }
}
