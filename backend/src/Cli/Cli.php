<?php
/**
 * Helpers of the bin/ commands.
 */

declare(strict_types=1);

namespace AntennaBackend\Cli;

use AntennaBackend\Config\Config;
use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Runtime\Log;

final class Cli
{
    /** Refuses to run a command under a web server. */
    public static function requireCli(): void
    {
        if (PHP_SAPI !== 'cli') {
            http_response_code(404);
            header_remove('X-Powered-By');
            header('Content-Type: text/plain; charset=utf-8');
            echo Messages::NOT_FOUND . "\n";
            exit(1);
        }
    }

    /**
     * Parses "--name=value" and "--flag" arguments.
     *
     * @param list<string> $argv
     * @param list<string> $valued options that take a value
     * @param list<string> $flags options without a value
     * @return array<string, string|bool>
     */
    public static function options(array $argv, array $valued, array $flags): array
    {
        $out = [];
        foreach (\array_slice($argv, 1) as $arg) {
            if (preg_match('/^--([a-z][a-z0-9-]*)(?:=(.*))?$/s', $arg, $m) !== 1) {
                throw new \InvalidArgumentException('unexpected argument: ' . $arg);
            }
            $name = $m[1];
            if (\in_array($name, $valued, true)) {
                if (!isset($m[2])) {
                    throw new \InvalidArgumentException('--' . $name . ' needs a value: --' . $name . '=...');
                }
                $out[$name] = $m[2];
            } elseif (\in_array($name, $flags, true)) {
                if (isset($m[2])) {
                    throw new \InvalidArgumentException('--' . $name . ' takes no value');
                }
                $out[$name] = true;
            } else {
                throw new \InvalidArgumentException('unknown option: --' . $name);
            }
        }
        return $out;
    }

    /**
     * The options of a command, or its usage: printed for --help (exit 0) and after a wrong
     * argument (exit 2). A command never runs under a web server.
     *
     * @param list<string> $argv
     * @param list<string> $valued
     * @param list<string> $flags
     * @return array<string, string|bool>
     */
    public static function parse(array $argv, string $usage, array $valued, array $flags = []): array
    {
        self::requireCli();
        try {
            $options = self::options($argv, $valued, [...$flags, 'help']);
        } catch (\InvalidArgumentException $e) {
            self::fail($e->getMessage() . "\n" . $usage);
        }
        if (isset($options['help'])) {
            echo $usage;
            exit(0);
        }
        return $options;
    }

    public static function fail(string $message, int $code = 2): never
    {
        fwrite(STDERR, $message . "\n");
        exit($code);
    }

    /**
     * Loads the config named by --config, else the usual lookup.
     *
     * @param list<string> $needs the optional groups (Settings::OPTIONAL) the command cannot do without
     */
    public static function config(array $options, array $needs = []): Config
    {
        try {
            $config = Config::load(isset($options['config']) ? (string) $options['config'] : null);
            foreach ($needs as $group) {
                $config->need($group);
            }
        } catch (\Throwable $e) {
            self::fail('Configuration problem: ' . $e->getMessage());
        }
        Log::useFile($config->values['log_file']);
        return $config;
    }
}
