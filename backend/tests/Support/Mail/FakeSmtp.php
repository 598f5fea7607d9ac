<?php
/** The fake SMTP server of the tests (tests/Support/Mail/fake-smtp.php) as a child process; everything it hears is in transcript(). */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support\Mail;

final class FakeSmtp
{
    /** @param resource $process */
    private function __construct(private $process, public readonly int $port, public readonly string $transcriptFile)
    {
    }

    /** @param list<string> $options options of tests/Support/Mail/fake-smtp.php (--user, --password, --tls, --cert, --silent) */
    public static function start(string $dir, array $options = []): self
    {
        $transcript = $dir . '/smtp-transcript-' . bin2hex(random_bytes(3)) . '.txt';
        touch($transcript);
        $process = proc_open(
            array_merge([PHP_BINARY, __DIR__ . '/fake-smtp.php', '--transcript=' . $transcript], $options),
            [0 => ['file', '/dev/null', 'r'], 1 => ['pipe', 'w'], 2 => ['file', $dir . '/smtp.log', 'a']],
            $pipes
        );
        $line = (string) fgets($pipes[1]);
        if (preg_match('/^PORT (\d+)/', $line, $m) !== 1) {
            throw new \RuntimeException('fake SMTP server did not start: ' . $line . @file_get_contents($dir . '/smtp.log'));
        }
        return new self($process, (int) $m[1], $transcript);
    }

    public function transcript(): string
    {
        return (string) file_get_contents($this->transcriptFile);
    }

    /** Connections made to it so far. */
    public function connections(): int
    {
        return substr_count($this->transcript(), '<<CONNECTED>>');
    }

    /** Messages received completely so far. */
    public function delivered(): int
    {
        return substr_count($this->transcript(), '<<END OF DATA>>');
    }

    public function stop(): void
    {
        if (\is_resource($this->process)) {
            proc_terminate($this->process, 15);
            proc_close($this->process);
        }
    }
}
