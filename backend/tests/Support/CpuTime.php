<?php
/**
 * CPU time for the benchmarks: the work an answer takes whatever else the machine runs (wall times
 * on a shared machine wait for a free core).
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support;

use AntennaBackend\Config\Config;
use AntennaBackend\Http\Request;
use AntennaBackend\Inbox\App;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Tests\Support\Http\Browser;

final class CpuTime
{
    /**
     * CPU seconds used so far by this process and, when given, by the database server's.
     * /proc/PID/stat counts in clock ticks, 100 a second on Linux.
     */
    public static function seconds(?int $serverPid): float
    {
        $self = getrusage();
        $seconds = $self['ru_utime.tv_sec'] + $self['ru_utime.tv_usec'] / 1e6 + $self['ru_stime.tv_sec'] + $self['ru_stime.tv_usec'] / 1e6;
        if ($serverPid !== null) {
            $stat = (string) file_get_contents("/proc/{$serverPid}/stat");
            $fields = explode(' ', substr($stat, strrpos($stat, ')') + 2));
            $seconds += ((int) $fields[11] + (int) $fields[12]) / 100;
        }
        return $seconds;
    }

    /**
     * CPU ms per answer of the inbox's page $query, answered in this process (App::handle) $runs
     * times, as the signed-in $browser.
     *
     * @param array<string, string> $query
     */
    public static function perInboxAnswer(Backend $backend, Browser $browser, array $query, int $runs, ?int $serverPid): float
    {
        $config = Config::load($backend->configPath);
        Log::useFile($config->values['log_file']);
        $request = new Request('GET', $query, ['REMOTE_ADDR' => '127.0.0.1', 'SCRIPT_NAME' => '/inbox/index.php'], $browser->cookies);
        App::handle($request, $config); // warm-up
        $before = self::seconds($serverPid);
        for ($i = 0; $i < $runs; $i++) {
            if (App::handle($request, $config)->status !== 200) {
                throw new \RuntimeException('the page did not answer 200 in-process');
            }
        }
        return (self::seconds($serverPid) - $before) / $runs * 1000;
    }
}
