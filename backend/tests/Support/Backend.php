<?php
/**
 * One test deployment of the backend: a temporary directory with its config.php, a database,
 * the notification files and the log, answering in-process (the entry points' handle()), and, for
 * the tests about HTTP itself, PHP's built-in server on a free loopback port serving the web root
 * (php -S 127.0.0.1:<port> -t backend/public bin/dev-router.php, as bin/dev-server.php does).
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support;

use AntennaBackend\CmsAuth\Endpoint;
use AntennaBackend\Config\Config;
use AntennaBackend\Enquiry\FormEndpoint;
use AntennaBackend\Http\Request;
use AntennaBackend\Http\Response;
use AntennaBackend\Inbox\App;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\Store;
use AntennaBackend\Tests\Support\Database\TestDatabase;
use AntennaBackend\Tests\Support\Http\HttpClient;
use AntennaBackend\Tests\Support\Http\InProcessClient;
use AntennaBackend\Tests\Support\Mail\Eml;

final class Backend
{
    public const SITE_ORIGIN = 'http://127.0.0.1:9000';

    public readonly string $configPath;
    public readonly string $mailDir;
    public readonly string $log;
    public readonly string $serverLog;

    /** @var array<string, mixed> */
    public array $settings;

    private ?Process $server = null;
    private ?HttpClient $http = null;

    /** The command prefix that runs the server and commands as an unprivileged user (see runUnprivileged). */
    private array $runAs = [];

    /** The backend's folder the server and commands run from: the project's own, or a copy (see runUnprivileged). */
    private string $app;

    /** The backend's folder in this checkout. */
    public static function dir(): string
    {
        return \dirname(__DIR__, 2);
    }

    /** @param array<string, mixed> $overrides merged into the default test configuration */
    public function __construct(public readonly TestDatabase $db, public readonly string $dir, array $overrides = [])
    {
        $this->app = self::dir();
        $this->configPath = $dir . '/config.php';
        $this->mailDir = $dir . '/mail';
        $this->log = $dir . '/backend.log';
        $this->serverLog = $dir . '/server.log';
        $this->settings = array_replace_recursive([
            'database' => $db->config(),
            'log_file' => $this->log,
            // The tests' own service choices, standing in for the build's form-choices.json.
            'form_choices' => __DIR__ . '/form-choices.json',
            'timezone' => 'Australia/Melbourne',
            'notify_to' => ['office@example.com', 'owner@example.com'],
            'mail' => [
                'transport' => 'file',
                'from' => 'website@example.com',
                'from_name' => 'Website enquiries',
                'file_dir' => $this->mailDir,
            ],
            'allowed_origins' => [self::SITE_ORIGIN, 'https://www.example.com.au/'],
            // The tests speak for many clients through X-Forwarded-For from loopback.
            'trusted_proxies' => ['127.0.0.1'],
            'rate_limit' => ['max' => 5, 'window' => 600],
        ], $overrides);
        $this->writeConfig();
        // The schema, as the first request would create it, so that tests can count rows at once.
        Store::fromConfig(Config::load($this->configPath));
    }

    /** @param array<string, mixed>|null $settings */
    public function writeConfig(?array $settings = null, ?string $path = null, string $before = ''): string
    {
        $path ??= $this->configPath;
        file_put_contents($path, $before . "<?php\nreturn " . var_export($settings ?? $this->settings, true) . ";\n");
        return $path;
    }

    /**
     * @param array<string, string> $env
     * @param string|null $root the folder php -S serves (the backend's web root, or a site's web root holding it)
     */
    public function start(int $workers = 8, array $env = [], string $host = '127.0.0.1', ?string $root = null): self
    {
        $root ??= $this->app . '/public';
        for ($attempt = 1; $attempt <= 5; $attempt++) {
            $port = Process::freePort();
            $this->server = Process::start(
                array_merge($this->runAs, [PHP_BINARY, '-S', $host . ':' . $port, '-t', $root, $this->app . '/bin/dev-router.php']),
                $this->serverLog,
                $env + ['ANTENNA_BACKEND_CONFIG' => $this->configPath, 'PHP_CLI_SERVER_WORKERS' => (string) $workers],
                $this->app
            );
            if ($this->server->waitForPort($port)) {
                $this->http = new HttpClient($port);
                return $this;
            }
            $this->server->stop();
        }
        throw new \RuntimeException('php -S did not start; see ' . $this->serverLog);
    }

    /**
     * From now on the server and commands run as "nobody" when the tests run as root (root
     * ignores file modes, so a read-only file would not be read-only to it); the deployment's
     * files are handed to that user. Run by anyone else, they run as that user already. When that
     * user cannot reach the project (a checkout inside a folder only root may enter), they run a
     * copy of the backend in the test's own folder.
     */
    public function runUnprivileged(): void
    {
        if (posix_geteuid() !== 0) {
            return;
        }
        $this->runAs = ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', '--'];
        [$readable] = Process::run(array_merge($this->runAs, ['test', '-r', self::dir() . '/public/handleQuote.php']));
        if ($readable !== 0) {
            $this->app = $this->dir . '/backend';
            Process::run(['cp', '-a', self::dir(), $this->app]);
        }
        Process::run(['chown', '-R', '65534:65534', $this->dir]);
    }

    /** The started server's client, or, when no server runs, the same requests answered in-process. */
    public function http(): HttpClient|InProcessClient
    {
        return $this->http ?? $this->inProcess();
    }

    /**
     * The entry points of the web root answered in this process, each as its script does it: the
     * deployment's configuration read for every request (a test may rewrite it), its log used, and
     * handle() called with UTC as PHP's time zone (Emitter sets it). What the dev router alone
     * answers (a path that is no entry point, the inbox's old address) is only over HTTP.
     *
     * @param string|null $configPath another configuration than the deployment's (as ANTENNA_BACKEND_CONFIG names one)
     */
    public function inProcess(?string $configPath = null): InProcessClient
    {
        $configPath ??= $this->configPath;
        return new InProcessClient(function (Request $request) use ($configPath): Response {
            $config = Config::load($configPath);
            Log::useFile($config->values['log_file']);
            date_default_timezone_set('UTC');
            $script = (string) $request->server('SCRIPT_NAME');
            return match ($script) {
                '/' . FormEndpoint::QUOTE => FormEndpoint::handle(FormEndpoint::QUOTE, $request, $config),
                '/' . FormEndpoint::CONTACT => FormEndpoint::handle(FormEndpoint::CONTACT, $request, $config),
                '/inbox/index.php' => App::handle($request, $config),
                '/cms-auth.php' => Endpoint::fromConfig($config)->handle($request),
                default => throw new \LogicException("{$script} is no entry point: ask the dev router over HTTP (start())"),
            };
        }, '127.0.0.1', null);
    }

    public function stopServer(): void
    {
        $this->server?->stop();
        $this->server = null;
        $this->http = null;
    }

    public function stop(): void
    {
        $this->stopServer();
        $this->db->drop();
        TempDir::remove($this->dir);
    }

    /**
     * Runs a bin/ command with this deployment's config (unless the arguments name one).
     *
     * @param list<string> $args
     * @param array<string, string> $env
     * @return array{0: int, 1: string, 2: string}
     */
    public function command(string $script, array $args = [], array $env = [], ?string $input = null): array
    {
        return Process::run(
            array_merge($this->runAs, [PHP_BINARY, $this->app . '/bin/' . $script], $args),
            $env + ['ANTENNA_BACKEND_CONFIG' => $this->configPath],
            $this->app,
            $input
        );
    }

    /**
     * Sets the inbox's password as set-password.php does (and forgets every failed sign-in), but
     * hashed at bcrypt's lowest cost: the inbox's tests check hundreds of passwords, each about
     * 0.1 s at the default cost on a busy 2-core machine, and what they test is the limits, the
     * codes and the sessions, not the hash. set-password.php's own hash is used where it is tested
     * (Inbox/SignInTest, Config/ConfigurationTest, Inbox/SignInFloodTest).
     */
    public function setCheapPassword(string $password): void
    {
        $file = Config::load($this->configPath)->values['inbox']['password_file'];
        file_put_contents($file, password_hash($password, PASSWORD_BCRYPT, ['cost' => 4]) . "\n");
        $this->db->pdo()->exec('DELETE FROM inbox_signins');
    }

    /** The backend's own storage, for tests that set up enquiries directly. */
    public function store(): Store
    {
        return Store::fromConfig(Config::load($this->configPath));
    }

    /** @return list<array<string, mixed>> */
    public function rows(string $where = '1 = 1', array $params = []): array
    {
        $stmt = $this->db->pdo()->prepare('SELECT * FROM enquiries WHERE ' . $where . ' ORDER BY id');
        $stmt->execute($params);
        return $stmt->fetchAll();
    }

    public function count(string $where = '1 = 1', array $params = []): int
    {
        $stmt = $this->db->pdo()->prepare('SELECT COUNT(*) FROM enquiries WHERE ' . $where);
        $stmt->execute($params);
        return (int) $stmt->fetchColumn();
    }

    /** @return array<string, mixed>|null */
    public function lastRow(): ?array
    {
        $row = $this->db->pdo()->query('SELECT * FROM enquiries ORDER BY id DESC LIMIT 1')->fetch();
        return $row === false ? null : $row;
    }

    /** @return list<string> notification files, oldest first */
    public function mailFiles(): array
    {
        $files = glob($this->mailDir . '/*.eml') ?: [];
        sort($files);
        return $files;
    }

    public function mailFor(int $id): ?Eml
    {
        $files = glob($this->mailDir . '/*-enquiry-' . $id . '-*.eml') ?: [];
        return \count($files) === 1 ? Eml::fromFile($files[0]) : null;
    }

    /**
     * Waits until $condition returns true (notifications are sent after the visitor's answer,
     * so what follows an answer is awaited, never assumed). Returns the last value seen.
     */
    public static function waitFor(callable $condition, float $seconds = 30.0): mixed
    {
        $deadline = microtime(true) + $seconds;
        while (($value = $condition()) !== true && microtime(true) < $deadline) {
            usleep(50000);
        }
        return $value;
    }

    /**
     * @param array<string, mixed> $row
     * @param list<string> $keys
     * @return array<string, mixed> the row's values of these keys, in this order
     */
    public static function pick(array $row, array $keys): array
    {
        return array_map(static fn (string $k): mixed => $row[$k] ?? null, array_combine($keys, $keys));
    }

    public function backendLog(): string
    {
        return (string) @file_get_contents($this->log);
    }
}
