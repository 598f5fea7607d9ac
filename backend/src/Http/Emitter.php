<?php
/**
 * Answers the request PHP is serving: Request from PHP's globals in, Response out to the web
 * server. No error text, path or trace is ever shown: PHP's errors become exceptions or go to the
 * log, and a fatal error before the answer is answered with the entry point's fallback.
 */

declare(strict_types=1);

namespace AntennaBackend\Http;

use AntennaBackend\Runtime\Log;

final class Emitter
{
    private static bool $sent = false;

    /**
     * @param \Closure(Request): Response $handle
     * @param Response $onFatal the answer to a fatal error (an exception is the handler's to answer)
     */
    public static function serve(\Closure $handle, Response $onFatal): void
    {
        self::setUpRuntime($onFatal);
        // A visitor closing the tab must not stop the script between the commit and the notification.
        ignore_user_abort(true);
        date_default_timezone_set('UTC');
        try {
            $response = $handle(Request::fromGlobals());
        } catch (\Throwable $e) {
            Log::error('unexpected ' . \get_class($e) . ': ' . $e->getMessage() . ' (' . basename($e->getFile()) . ':' . $e->getLine() . ')');
            $response = $onFatal;
        }
        self::send($response);
        $response->runAfter(self::finishRequest());
    }

    private static function setUpRuntime(Response $onFatal): void
    {
        ini_set('display_errors', '0');
        ini_set('display_startup_errors', '0');
        ini_set('html_errors', '0');
        ini_set('log_errors', '1');
        error_reporting(E_ALL);
        set_error_handler(static function (int $no, string $str, string $file, int $line): bool {
            if ((error_reporting() & $no) === 0) {
                return false;
            }
            if ($no === E_DEPRECATED || $no === E_USER_DEPRECATED) {
                // A newer PHP deprecating something must not cost an enquiry.
                Log::warning('deprecated: ' . $str . ' (' . basename($file) . ':' . $line . ')');
                return true;
            }
            throw new \ErrorException($str, 0, $no, $file, $line);
        });
        register_shutdown_function(static function () use ($onFatal): void {
            $e = error_get_last();
            if ($e !== null && \in_array($e['type'], [E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR], true)) {
                Log::error('fatal: ' . $e['message'] . ' (' . basename((string) $e['file']) . ':' . $e['line'] . ')');
                self::send($onFatal);
            }
        });
    }

    /**
     * Sends the answer once. A text body goes with its Content-Length, so that the client may
     * finish reading while the script goes on (the e-mail notification).
     */
    public static function send(Response $response): void
    {
        if (self::$sent || headers_sent()) {
            return;
        }
        self::$sent = true;
        // Drop anything printed by accident: only the response is answered.
        while (ob_get_level() > 0) {
            ob_end_clean();
        }
        http_response_code($response->status);
        header_remove('X-Powered-By');
        foreach ($response->headers as $name => $value) {
            header($name . ': ' . $value);
        }
        foreach ($response->cookies as $cookie) {
            header('Set-Cookie: ' . $cookie, false);
        }
        $head = ($_SERVER['REQUEST_METHOD'] ?? '') === 'HEAD';
        if (\is_string($response->body)) {
            if ($response->status !== 204) {
                header('Content-Length: ' . \strlen($response->body));
            }
            if (!$head) {
                echo $response->body;
            }
        } elseif (!$head) {
            $out = fopen('php://output', 'wb');
            ($response->body)($out);
            fclose($out);
        }
        flush();
    }

    /**
     * Lets the visitor go before slow work (e-mail), where the SAPI can (PHP-FPM, LiteSpeed):
     * true then. Elsewhere the complete answer (with Content-Length) is flushed, but a server or
     * proxy that buffers it may hold it until the script ends: false.
     */
    private static function finishRequest(): bool
    {
        if (\function_exists('fastcgi_finish_request')) {
            return fastcgi_finish_request();
        }
        if (\function_exists('litespeed_finish_request')) {
            return litespeed_finish_request();
        }
        return false;
    }
}
