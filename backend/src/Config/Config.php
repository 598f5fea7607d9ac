<?php
/**
 * The configuration: one PHP file returning an array, kept outside the web root and the code
 * (found by Location), read by Settings, which states every key's default. config.example.php
 * documents every key.
 */

declare(strict_types=1);

namespace AntennaBackend\Config;

use AntennaBackend\Runtime\Paths;

final class Config
{
    /** @param array<string, mixed> $values every key of Settings::DECLARED, nested */
    private function __construct(public readonly array $values, public readonly string $path)
    {
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
        return new self(Settings::read($file, \dirname($path), $webRoot ?? Paths::webRoot()), $path);
    }

    /**
     * A configuration from an array, as if loaded from a file in $baseDir (tests).
     *
     * @param array<string, mixed> $file
     */
    public static function fromArray(array $file, string $baseDir): self
    {
        return new self(Settings::read($file, $baseDir, Paths::webRoot()), $baseDir);
    }
}
