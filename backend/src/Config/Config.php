<?php
/**
 * The configuration: one PHP file returning an array, kept outside the web root and the code
 * (found by Location), read by Settings, which states every key's default. config.example.php
 * documents every key. A wrong value of an optional group's key (Settings::OPTIONAL) is kept as
 * that group's problem: the part it serves asks need() and refuses, naming the key; the rest
 * works on.
 */

declare(strict_types=1);

namespace AntennaBackend\Config;

use AntennaBackend\Runtime\Paths;

final class Config
{
    /**
     * @param array<string, mixed> $values every key of Settings::DECLARED, nested
     * @param array<string, ConfigException> $problems by group of Settings::OPTIONAL
     */
    private function __construct(public readonly array $values, public readonly string $path, private readonly array $problems)
    {
    }

    /** What is wrong with the keys of an optional group (Settings::OPTIONAL), or null when they can be used. */
    public function problem(string $group): ?ConfigException
    {
        return $this->problems[$group] ?? null;
    }

    /** @throws ConfigException naming the key, when the optional group's keys cannot be used */
    public function need(string $group): void
    {
        $problem = $this->problem($group);
        if ($problem !== null) {
            throw new ConfigException($problem->getMessage(), $problem->key, $problem->why);
        }
    }

    /**
     * @param string|null $explicit the --config=PATH of a command
     * @param string|null $webRoot the entry point's folder, when a request came through one
     * @throws ConfigException
     */
    public static function load(?string $explicit = null, ?string $webRoot = null): self
    {
        $path = Location::find($explicit);
        // Stray output of the file (a BOM, blank lines around the PHP tags) must not reach the answer.
        ob_start();
        try {
            $file = (static fn (string $file): mixed => require $file)($path);
        } finally {
            ob_end_clean();
        }
        if (!\is_array($file)) {
            throw new ConfigException('config file does not return an array: ' . $path);
        }
        [$values, $problems] = Settings::read($file, \dirname($path), $webRoot ?? Paths::webRoot());
        return new self($values, $path, $problems);
    }

    /**
     * A configuration from an array, as if loaded from a file in $baseDir (tests).
     *
     * @param array<string, mixed> $file
     */
    public static function fromArray(array $file, string $baseDir): self
    {
        [$values, $problems] = Settings::read($file, $baseDir, Paths::webRoot());
        return new self($values, $baseDir, $problems);
    }
}
