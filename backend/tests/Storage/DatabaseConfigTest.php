<?php
/** The "database" setting: a SQLite file by path or DSN, or a MySQL/MariaDB DSN with credentials. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Storage;

use AntennaBackend\Config\Config;
use AntennaBackend\Config\ConfigException;
use PHPUnit\Framework\TestCase;

final class DatabaseConfigTest extends TestCase
{
    /** @return array<string, mixed> */
    private static function database(mixed $value): array
    {
        return Config::fromArray(['database' => $value], '/srv/private')->values['database'];
    }

    public function testAPlainPathIsASqliteFileRelativeToTheConfig(): void
    {
        $this->assertSame(['sqlite', 'sqlite:/srv/private/data/enquiries.sqlite', '/srv/private/data/enquiries.sqlite'],
            array_values(\array_slice(self::database('data/enquiries.sqlite'), 0, 3)));
    }

    public function testASqliteDsn(): void
    {
        $this->assertSame('/var/lib/antenna/e.sqlite', self::database('sqlite:/var/lib/antenna/e.sqlite')['path']);
    }

    public function testAMysqlDsnWithCredentials(): void
    {
        $db = self::database(['dsn' => 'mysql:host=db.example.com;dbname=antenna;charset=utf8mb4', 'username' => 'antenna', 'password' => 's3cret']);
        $this->assertSame(['mysql', 'mysql:host=db.example.com;dbname=antenna;charset=utf8mb4', null, 'antenna', 's3cret'], array_values($db));
    }

    /** @return array<string, array{0: mixed}> */
    public static function unusable(): array
    {
        return ['empty' => [''], 'another driver' => ['pgsql:host=db;dbname=x'], 'memory' => ['sqlite::memory:'], 'no DSN' => [['username' => 'x']]];
    }

    /** @dataProvider unusable */
    public function testAnythingElseIsAConfigurationError(mixed $value): void
    {
        $this->expectException(ConfigException::class);
        self::database($value);
    }
}
