<?php
/**
 * The owner's inbox at {backend}/inbox/: server-rendered pages, no JavaScript. App puts it
 * together for one request: the configuration, the database, the session (Sessions), the Router
 * and the actions it chooses from (SignInActions, EnquiryActions).
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use AntennaBackend\Config\Config;
use AntennaBackend\Config\ConfigException;
use AntennaBackend\Config\Settings;
use AntennaBackend\Http\Emitter;
use AntennaBackend\Http\Net;
use AntennaBackend\Http\Request;
use AntennaBackend\Http\Response;
use AntennaBackend\Mail\MailCopies;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\Store;

final class App
{
    /**
     * Answers the request PHP is serving (public/inbox/index.php).
     *
     * @param string $webRoot the folder that holds inbox/
     */
    public static function serve(string $webRoot): void
    {
        Emitter::serve(static function (Request $request) use ($webRoot): Response {
            try {
                $config = Config::load(null, $webRoot);
            } catch (\Throwable $e) {
                Log::error('inbox: ' . $e->getMessage());
                return self::unavailable();
            }
            Log::useFile($config->values['log_file']);
            return self::handle($request, $config);
        }, self::failed());
    }

    public static function handle(Request $request, Config $config): Response
    {
        $malformed = $request->malformed(Router::QUERY, [Session::COOKIE], Router::FORM);
        if ($malformed !== null) {
            // Never sent by the inbox's own pages: refused before anything is read or changed.
            Log::warning('inbox: refused a request: ' . $malformed . ' (from ' . Net::clientIp($request->server, $config->values['trusted_proxies']) . ')');
            return Page::message(400, 'Not a request of the inbox', 'Nothing was changed. Please go back to the inbox and try again.');
        }
        try {
            $config->need(Settings::INBOX);
            $store = Store::fromConfig($config);
        } catch (\Throwable $e) {
            Log::error('inbox: ' . $e->getMessage());
            return self::unavailable($e instanceof ConfigException ? $e->key : null);
        }
        try {
            $inbox = $config->values['inbox'];
            $sessions = new Sessions($store->pdo(), $inbox['idle_minutes']);
            $sent = $request->cookies[Session::COOKIE] ?? null;
            $session = $sessions->resume(\is_string($sent) ? $sent : null);
            $client = Net::clientIp($request->server, $config->values['trusted_proxies']);
            $router = new Router(
                $session,
                new SignInActions($config, $session, SignIn::fromConfig($store->db, $config), $store->db, $client),
                new EnquiryActions($config, $session, $store, new Enquiries($store, MailCopies::fromConfig($config))),
            );
            $response = $router->dispatch($request);
            $sessions->save($session);
            $cookie = Sessions::cookie($session, \is_string($sent) ? $sent : null, self::folder($request), $request->isHttps($config->values['trusted_proxies']));
            return $cookie === null ? $response : $response->withCookie($cookie);
        } catch (\Throwable $e) {
            Log::error('inbox: unexpected ' . \get_class($e) . ': ' . $e->getMessage() . ' (' . basename($e->getFile()) . ':' . $e->getLine() . ')');
            return self::failed();
        }
    }

    /** @param string|null $key the setting at fault, when one is (its value stays in the log) */
    private static function unavailable(?string $key = null): Response
    {
        return Page::message(503, 'The inbox is unavailable', ($key === null ? 'Its configuration or database cannot be used'
            : 'Its setting "' . $key . '" cannot be used') . '; the log on the server says why.');
    }

    private static function failed(): Response
    {
        return Page::message(500, 'Something went wrong', 'Nothing more was changed. The log on the server says what happened.');
    }

    /** The inbox's folder as the browser sees it, for the cookie's path. */
    private static function folder(Request $request): string
    {
        $dir = str_replace('\\', '/', \dirname($request->server('SCRIPT_NAME') ?? '/inbox/index.php'));
        return rtrim($dir, '/') . '/';
    }
}
