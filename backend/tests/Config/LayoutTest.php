<?php
/**
 * The deployments docs/deploying.md describes find their code and their configuration by the
 * rules alone, with no ANTENNA_BACKEND_CONFIG: a web root copied into a shared host's public_html
 * finds backend/ two levels above it, and a release reached through a "current" link finds the
 * configuration that every release shares, outside the releases.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Config;

use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\Http\HttpClient;
use AntennaBackend\Tests\Support\Process;
use AntennaBackend\Tests\Support\TempDir;
use AntennaBackend\Tests\Support\Visitor;
use PHPUnit\Framework\TestCase;

final class LayoutTest extends TestCase
{
    private string $home;

    protected function setUp(): void
    {
        $this->home = TempDir::create('account');
        mkdir($this->home . '/antenna-backend/data', 0755, true);
        file_put_contents($this->home . '/antenna-backend/config.php', "<?php\nreturn " . var_export([
            'database' => 'data/enquiries.sqlite',
            'log_file' => 'data/backend.log',
            'form_choices' => Backend::dir() . '/tests/Support/form-choices.json',
            'mail' => ['transport' => 'file', 'from' => 'website@example.com', 'file_dir' => 'data/mail'],
            'notify_to' => ['office@example.com'],
        ], true) . ";\n");
    }

    protected function tearDown(): void
    {
        TempDir::remove($this->home);
    }

    /** The code as a host admin uploads it: everything but the tests. */
    private function upload(string $to): void
    {
        mkdir($to, 0755, true);
        foreach (['src', 'bin', 'public'] as $folder) {
            Process::run(['cp', '-a', Backend::dir() . '/' . $folder, $to . '/' . $folder]);
        }
    }

    /** @return array{0: int, 1: string, 2: string} */
    private function command(string $command, string ...$args): array
    {
        // The tests' own environment may name a config; these layouts must find theirs by the rules.
        return Process::run(['env', '-u', 'ANTENNA_BACKEND_CONFIG', PHP_BINARY, $command, ...$args]);
    }

    public function testAWebRootCopiedIntoPublicHtmlFindsTheCodeBesideIt(): void
    {
        $this->upload($this->home . '/backend');
        mkdir($this->home . '/public_html');
        Process::run(['cp', '-a', $this->home . '/backend/public', $this->home . '/public_html/antenna-backend']);
        Process::run(['rm', '-r', $this->home . '/backend/public']);
        $port = Process::freePort();
        $server = Process::start(['env', '-u', 'ANTENNA_BACKEND_CONFIG', PHP_BINARY, '-S', '127.0.0.1:' . $port,
            '-t', $this->home . '/public_html', $this->home . '/backend/bin/dev-router.php'], $this->home . '/server.log');
        try {
            $this->assertTrue($server->waitForPort($port));
            $r = (new HttpClient($port))->post('/antenna-backend/handleQuote.php', Visitor::quote());
            $this->assertSame([200, Messages::SUCCESS_QUOTE . "\n"], [$r->status, $r->body], (string) @file_get_contents($this->home . '/server.log'));
            HttpClient::take();
        } finally {
            $server->stop();
        }
        [$code, $out] = $this->command($this->home . '/backend/bin/export.php', '--list');
        $this->assertSame([0, '1 enquiries.'], [$code, substr(trim($out), -12)], 'the commands find the same configuration');
    }

    public function testEveryReleaseFindsTheConfigurationOutsideTheReleases(): void
    {
        $this->upload($this->home . '/releases/r1/backend');
        $this->upload($this->home . '/releases/r2/backend');
        symlink('releases/r2', $this->home . '/current');
        foreach (['/releases/r1', '/current'] as $release) {
            [$code, $out, $err] = $this->command($this->home . $release . '/backend/bin/export.php', '--list');
            $this->assertSame([0, "0 enquiries.\n"], [$code, $out], $err);
        }
        $this->assertFileExists($this->home . '/antenna-backend/data/enquiries.sqlite');
    }
}
