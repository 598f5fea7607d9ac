<?php
/**
 * Base of the tests that need a running backend: each test class gets its own deployment
 * (temporary directory, config, database, php -S) on the database newDatabase() chooses. After
 * every test, each HTTP answer it received is checked to be one plain-text sentence with no path,
 * trace or markup, and the logs to hold no PHP warning.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support;

use AntennaBackend\Config\Config;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Tests\Support\Database\MariaDb;
use AntennaBackend\Tests\Support\Database\SqliteDatabase;
use AntennaBackend\Tests\Support\Database\TestDatabase;
use AntennaBackend\Tests\Support\Http\HttpClient;
use AntennaBackend\Tests\Support\Http\Response;
use PHPUnit\Framework\TestCase;

abstract class BackendTestCase extends TestCase
{
    protected static ?Backend $backend = null;

    /** Set by a test that provokes errors on purpose (they are logged, as they should be). */
    protected bool $errorsExpected = false;

    private int $logOffset = 0;

    /** PHP's error_log before the test, which an in-process test points at the deployment's log. */
    private string $errorLog = '';

    /**
     * The database of this class's deployment. A class in the group "database" runs on the driver
     * the environment variable DB names: sqlite (the default) or mariadb, the tests' own server
     * (MariaDb). Every other class tests what does not depend on the driver, and runs on SQLite.
     * Without mariadbd a MariaDB run is skipped with the reason, except under CI=true, where that
     * is a failure.
     */
    protected static function newDatabase(string $dir): TestDatabase
    {
        $inGroup = str_contains((string) (new \ReflectionClass(static::class))->getDocComment(), '@group database');
        $driver = $inGroup ? (getenv('DB') ?: 'sqlite') : 'sqlite';
        if ($driver === 'sqlite') {
            return new SqliteDatabase($dir . '/data/enquiries.sqlite');
        }
        if ($driver !== 'mariadb') {
            throw new \RuntimeException("DB={$driver}: the tests run on DB=sqlite or DB=mariadb");
        }
        $why = MariaDb::unavailable();
        if ($why !== null) {
            if (getenv('CI') === 'true') {
                throw new \RuntimeException('MariaDB tests cannot run: ' . $why);
            }
            self::markTestSkipped('MariaDB tests skipped: ' . $why);
        }
        return MariaDb::shared()->createDatabase();
    }

    /** @return array<string, mixed> this class's changes to the default test configuration */
    protected static function settings(): array
    {
        return [];
    }

    protected static function startsServer(): bool
    {
        return true;
    }

    public static function setUpBeforeClass(): void
    {
        $dir = TempDir::create('test');
        try {
            static::$backend = new Backend(static::newDatabase($dir), $dir, static::settings());
            if (static::startsServer()) {
                static::$backend->start();
            }
        } catch (\Throwable $e) {
            static::$backend?->stop();
            static::$backend = null;
            TempDir::remove($dir);
            throw $e;
        }
    }

    public static function tearDownAfterClass(): void
    {
        static::$backend?->stop();
        static::$backend = null;
    }

    protected function setUp(): void
    {
        HttpClient::take();
        $this->logOffset = \strlen($this->logs());
        $this->errorLog = (string) ini_get('error_log');
    }

    protected function tearDown(): void
    {
        ini_set('error_log', $this->errorLog);
    }

    /**
     * The deployment's configuration, with this process logging to its log as an entry point
     * would: for the tests that call an entry point's handle() in-process.
     */
    protected function inProcess(): Config
    {
        $config = Config::load($this->backend()->configPath);
        Log::useFile($config->values['log_file']);
        return $config;
    }

    protected function backend(): Backend
    {
        return static::$backend ?? throw new \LogicException('no backend');
    }

    protected function http(): HttpClient
    {
        return $this->backend()->http();
    }

    private function logs(): string
    {
        $backend = static::$backend;
        return $backend === null ? '' : $backend->backendLog() . (string) @file_get_contents($backend->serverLog);
    }

    protected function assertPostConditions(): void
    {
        $problems = [];
        foreach (HttpClient::take() as [$what, $response]) {
            $problems = array_merge($problems, static::problemsOf($what, $response));
        }
        $this->assertSame([], $problems, 'every answer is one short plain-text sentence without paths or traces');
        if (!$this->errorsExpected) {
            $newLogs = substr($this->logs(), $this->logOffset);
            // "unexpected TypeError: ...", as the entry points log what they did not expect (not "unexpected field").
            $this->assertDoesNotMatchRegularExpression('/PHP (Warning|Notice|Deprecated|Fatal)|unexpected [\\w\\\\]+: /', $newLogs,
                'no PHP warning or unexpected error in the logs');
        }
    }

    /** @return list<string> */
    protected static function problemsOf(string $what, Response $r): array
    {
        if (str_starts_with((string) $r->header('content-type'), 'text/html')) {
            // The inbox's pages: no script of any kind (inline SVG charts are drawn, never run), and
            // the policy that would stop one.
            $doc = new \DOMDocument();
            @$doc->loadHTML('<?xml encoding="utf-8"?>' . $r->body, LIBXML_NOERROR);
            $runnable = (new \DOMXPath($doc))->query('//script | //img | //iframe | //object | //embed | //foreignobject | //use | //image'
                . ' | //*[@*[starts-with(name(), "on")]] | //*[@href[not(starts-with(., "./") or starts-with(., "#"))]] | //*[@style]');
            return array_values(array_filter([
                $runnable !== false && $runnable->length > 0 ? "{$what}: markup that could run" : null,
                !str_starts_with((string) $r->header('content-security-policy'), "default-src 'none'") ? "{$what}: no CSP" : null,
                $r->header('cache-control') !== 'no-store' ? "{$what}: cacheable" : null,
                $r->header('x-frame-options') !== 'DENY' ? "{$what}: may be framed" : null,
            ]));
        }
        $problems = [];
        if ($r->status === 0) {
            return ["{$what}: no HTTP answer"];
        }
        if ($r->status !== 204 && $r->header('Content-Type') !== 'text/plain; charset=utf-8' && $r->header('content-disposition') === null) {
            $problems[] = "{$what}: Content-Type " . var_export($r->header('Content-Type'), true);
        }
        if ($r->header('content-disposition') !== null) {
            return $problems; // a CSV download
        }
        if ($r->body !== '' && (substr_count($r->body, "\n") !== 1 || \strlen($r->body) > 200)) {
            $problems[] = "{$what}: not one short line: " . var_export($r->body, true);
        }
        foreach (['<', '/', '\\', '.php', 'Stack', 'trace', 'Warning', 'Fatal', 'Exception', 'SQLSTATE', 'PDO'] as $needle) {
            if (str_contains($r->body, $needle)) {
                $problems[] = "{$what}: body contains {$needle}: {$r->body}";
            }
        }
        if ($r->header('X-Powered-By') !== null && $r->status !== 404) {
            $problems[] = "{$what}: X-Powered-By header";
        }
        return $problems;
    }

    /**
     * Stores an enquiry as the handlers would, then sets what the office would have.
     *
     * @param array<string, ?string> $fields
     */
    protected function seed(array $fields, int $ageSeconds = 0): int
    {
        $store = $this->backend()->store();
        $id = $store->insert($fields + [
            'form' => 'enquiry', 'name' => 'Seeded', 'email' => 'seed@example.com', 'phone' => '0400 000 000',
            'address' => '1 Seed St', 'city' => 'Carlton', 'service' => 'tv-antenna-repair', 'message' => 'Seeded enquiry',
            'client_ip' => '192.0.2.1', 'user_agent' => 'seed',
        ], 0, 600, time() - $ageSeconds);
        // Each seed is an enquiry of its own, even with the fields of one seeded before.
        $store->pdo()->prepare('UPDATE enquiries SET dedup_key = NULL WHERE id = :id')->execute([':id' => $id]);
        foreach (['status', 'note'] as $column) {
            if (\array_key_exists($column, $fields)) {
                $store->pdo()->prepare("UPDATE enquiries SET {$column} = :v WHERE id = :id")->execute([':v' => $fields[$column], ':id' => $id]);
            }
        }
        return $id;
    }

    /** @return list<int> ids the SQL condition selects, newest first */
    protected function idsWhere(string $where, array $params = []): array
    {
        $stmt = $this->backend()->db->pdo()->prepare("SELECT id FROM enquiries WHERE {$where} ORDER BY id DESC");
        $stmt->execute($params);
        return array_map('intval', $stmt->fetchAll(\PDO::FETCH_COLUMN));
    }

    /** Asserts one answer: status and exact sentence. */
    protected function assertAnswer(int $status, string $sentence, Response $r, string $message = ''): void
    {
        $this->assertSame([$status, $sentence . "\n"], [$r->status, $r->body], $message);
    }
}
