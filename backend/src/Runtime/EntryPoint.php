<?php
/**
 * The start every configured entry point shares: load the configuration of its web root, log to the
 * configured file, and answer. A configuration that does not load is logged (never shown) and
 * answered with the entry point's own refusal, since each speaks to a different reader (the site's
 * script, the CMS's pop-up).
 */

declare(strict_types=1);

namespace AntennaBackend\Runtime;

use AntennaBackend\Config\Config;
use AntennaBackend\Http\Emitter;
use AntennaBackend\Http\Request;
use AntennaBackend\Http\Response;

final class EntryPoint
{
    /**
     * @param \Closure(Request, Config): Response $handle
     * @param Response $unconfigured the answer when the configuration does not load
     * @param Response $onFatal the answer to a fatal error (Emitter::serve)
     */
    public static function serve(string $webRoot, \Closure $handle, Response $unconfigured, Response $onFatal): void
    {
        Emitter::serve(static function (Request $request) use ($webRoot, $handle, $unconfigured): Response {
            try {
                $config = Config::load(null, $webRoot);
            } catch (\Throwable $e) {
                Log::error('configuration: ' . $e->getMessage());
                return $unconfigured;
            }
            Log::useFile($config->values['log_file']);
            return $handle($request, $config);
        }, $onFatal);
    }
}
