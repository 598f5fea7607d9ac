<?php
/**
 * Base of the visit counter's in-process tests: the deployment's configuration loaded as
 * count.php loads it, its log in use, and no event, salt or cap left from the test before.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Visits;

use AntennaBackend\Config\Config;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Tests\Support\BackendTestCase;

abstract class CounterTestCase extends BackendTestCase
{
    /** Sun 22 Nov 2026, 12:00:00 in Melbourne (UTC+11): the start of a minute. */
    protected const NOON = 1795309200;

    protected Config $config;

    protected static function startsServer(): bool
    {
        return false;
    }

    protected function setUp(): void
    {
        parent::setUp();
        $this->config = Config::load($this->backend()->configPath);
        Log::useFile($this->config->values['log_file']);
        foreach (['visit_events', 'visit_salts', 'visit_limits'] as $table) {
            $this->backend()->db->pdo()->exec("DELETE FROM {$table}");
        }
    }

    protected function stored(): int
    {
        return (int) $this->backend()->db->pdo()->query('SELECT COUNT(*) FROM visit_events')->fetchColumn();
    }
}
