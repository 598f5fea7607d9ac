<?php
/**
 * Signing in to the inbox and out of it, as pages: the sign-in form, an attempt with the password
 * (checked and limited by SignIn), signing out.
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use AntennaBackend\Config\Config;
use AntennaBackend\Http\Net;
use AntennaBackend\Http\Request;
use AntennaBackend\Http\Response;
use AntennaBackend\Runtime\Log;

final class SignInActions
{
    public function __construct(private readonly Config $config, private readonly Session $session, private readonly SignIn $signIn)
    {
    }

    public function page(?string $message = null, int $status = 200): Response
    {
        $hasPassword = $this->signIn->hasPassword();
        return Page::html($hasPassword ? $status : 503, View::page('Sign in', View::render('signin', [
            'csrf' => $this->session->csrfToken(),
            'message' => $message,
            'hasPassword' => $hasPassword,
        ])));
    }

    public function timedOut(): Response
    {
        return $this->page('You were signed out after ' . $this->config->values['inbox']['idle_minutes']
            . ' minutes without activity. Please sign in again.');
    }

    public function attempt(string $password, Request $request): Response
    {
        $client = Net::clientIp($request->server, $this->config->values['trusted_proxies']);
        $outcome = $this->signIn->attempt($password, Net::rateKey($client), time());
        if ($outcome === SignIn::OK) {
            $this->session->signIn();
            Log::info('inbox: signed in from ' . $client);
            return Page::redirect('./');
        }
        Log::warning('inbox: sign-in refused (' . $outcome . ') from ' . $client);
        $wait = $this->signIn->waitMinutes();
        [$status, $message] = match ($outcome) {
            SignIn::ADDRESS_LIMIT => [429, "Too many failed sign-ins from your address. Please wait {$wait} minutes and try again."],
            SignIn::TOTAL_LIMIT => [429, "Too many failed sign-ins. Signing in is paused for up to {$wait} minutes; "
                . 'setting the password again on the server (php bin/set-password.php) lifts the pause.'],
            SignIn::NO_PASSWORD => [503, null],
            default => [403, 'That password is not right.'],
        };
        return $this->page($message, $status);
    }

    public function signOut(): Response
    {
        $this->session->signOut();
        return $this->page('You are signed out.');
    }
}
