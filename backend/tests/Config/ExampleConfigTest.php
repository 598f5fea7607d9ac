<?php
/**
 * config.example.php, the file a host admin copies, names every key the backend reads, in the
 * order of their one declaration (Settings::DECLARED), and shows each key's default wherever it
 * does not show what a real site fills in.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Config;

use AntennaBackend\Config\Config;
use AntennaBackend\Config\Settings;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\TempDir;
use PHPUnit\Framework\TestCase;

final class ExampleConfigTest extends TestCase
{
    /** The keys the example fills in as a real site would, rather than with their default. */
    private const SITE_VALUES = ['database', 'log_file', 'notify_to', 'mail.from', 'mail.file_dir', 'mail.smtp.host',
        'mail.smtp.port', 'mail.smtp.encryption', 'mail.smtp.username', 'mail.smtp.password', 'mail.smtp.helo',
        'allowed_origins', 'inbox.password_file'];

    /** @return array<string, mixed> the example's values by dotted key, as Settings::DECLARED names them */
    private static function example(): array
    {
        return self::flatten(require Backend::dir() . '/config.example.php');
    }

    /**
     * @param array<string, mixed> $values
     * @return array<string, mixed>
     */
    private static function flatten(array $values, string $prefix = ''): array
    {
        $flat = [];
        foreach ($values as $name => $value) {
            $key = $prefix . $name;
            if (!isset(Settings::DECLARED[$key]) && \is_array($value) && $value !== [] && !array_is_list($value)) {
                $flat += self::flatten($value, $key . '.');
            } else {
                $flat[$key] = $value;
            }
        }
        return $flat;
    }

    public function testTheExampleNamesEveryKeyAndNoOther(): void
    {
        $this->assertSame(array_keys(Settings::DECLARED), array_keys(self::example()));
    }

    public function testEveryKeyOfNoSiteOfItsOwnShowsItsDefault(): void
    {
        $shown = array_diff_key(self::example(), array_flip(self::SITE_VALUES));
        $defaults = array_map(static fn (array $declared): mixed => $declared[0], array_intersect_key(Settings::DECLARED, $shown));
        $this->assertSame($defaults, $shown);
    }

    public function testCopiedOutsideTheCodeTheExampleIsAConfigurationTheBackendTakes(): void
    {
        $dir = TempDir::create('example');
        try {
            copy(Backend::dir() . '/config.example.php', $dir . '/config.php');
            $config = Config::load($dir . '/config.php');
            $this->assertSame($dir . '/data/enquiries.sqlite', $config->values['database']['path']);
            $this->assertSame($dir . '/inbox-password.hash', $config->values['inbox']['password_file']);
        } finally {
            TempDir::remove($dir);
        }
    }
}
