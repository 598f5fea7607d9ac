<?php
/**
 * Signing in to the inbox and out of it, as pages: the sign-in form, an attempt with the password
 * (checked and limited by SignIn), and while sign-in is paused for everyone (the limit in total)
 * but not for the visitor's own address, a one-time code e-mailed to the office (SignInCodes) to
 * sign in with; signing out.
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use AntennaBackend\Config\Config;
use AntennaBackend\Http\Net;
use AntennaBackend\Http\Response;
use AntennaBackend\Mail\Mailer;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\Database;

final class SignInActions
{
    /** @param string $client the visitor's address (Net::clientIp) */
    public function __construct(
        private readonly Config $config,
        private readonly Session $session,
        private readonly SignIn $signIn,
        private readonly Database $db,
        private readonly string $client,
    ) {
    }

    public function page(?string $message = null, int $status = 200): Response
    {
        $now = time();
        $hasPassword = $this->signIn->hasPassword();
        $offerCode = $hasPassword && $this->codeHelps($now);
        $code = $offerCode ? (new SignInCodes($this->db))->active($now) : null;
        return Page::html($hasPassword ? $status : 503, View::page('Sign in', View::render('signin', [
            'csrf' => $this->session->csrfToken(),
            'message' => $message,
            'hasPassword' => $hasPassword,
            'offerCode' => $offerCode,
            'codeSent' => $code === null ? null : sprintf('A one-time code was e-mailed to the office at %s. Enter it below with the '
                . 'password; it works once, until %s.', $this->localTime($code['created_ts'], $now), $this->localTime($code['expires_ts'], $now)),
        ])));
    }

    public function timedOut(): Response
    {
        return $this->page('You were signed out after ' . $this->config->values['inbox']['idle_minutes']
            . ' minutes without activity. Please sign in again.');
    }

    public function attempt(string $password): Response
    {
        $outcome = $this->signIn->attempt($password, Net::rateKey($this->client), time());
        if ($outcome === SignIn::OK) {
            return $this->signedIn('');
        }
        Log::warning('inbox: sign-in refused (' . $outcome . ') from ' . $this->client);
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

    /**
     * Whether a one-time code would let this visitor in: while sign-in is paused for everyone, and
     * not for this address alone (a code is tried under the address's limit, as a password is).
     */
    private function codeHelps(int $now): bool
    {
        return $this->signIn->limit(Net::rateKey($this->client), $now) === SignIn::TOTAL_LIMIT;
    }

    /**
     * E-mails a one-time code to the notification addresses, while sign-in is paused for everyone;
     * while one can still be used, says when it was sent instead (SignInCodes: how many are sent).
     */
    public function sendCode(): Response
    {
        $now = time();
        if (!$this->signIn->hasPassword() || !$this->codeHelps($now)) {
            return $this->page('A one-time code is only e-mailed while signing in is paused for everyone. Please sign in with the password.', 403);
        }
        $codes = new SignInCodes($this->db);
        $new = $codes->create($now);
        if ($new === null) {
            return $this->page(); // one was sent and can still be used: the page says when
        }
        try {
            Mailer::fromConfig($this->config)->tell('Your one-time code for the enquiry inbox',
                $this->codeMail($new['code'], $new['expires_ts'], $now), 'signin-code');
        } catch (\Throwable $e) {
            $codes->forget($new['code']);
            Log::error('inbox: the one-time sign-in code could not be e-mailed: ' . $e->getMessage());
            return $this->page('The code could not be e-mailed; the log on the server says why.', 503);
        }
        Log::info('inbox: a one-time sign-in code was e-mailed to the notification addresses, asked from ' . $this->client);
        return $this->page();
    }

    public function attemptWithCode(string $code, string $password): Response
    {
        $outcome = $this->signIn->attemptWithCode($code, $password, Net::rateKey($this->client), time());
        if ($outcome === SignIn::OK) {
            return $this->signedIn(' with a one-time code');
        }
        Log::warning('inbox: sign-in with a one-time code refused (' . $outcome . ') from ' . $this->client);
        return match ($outcome) {
            SignIn::NO_PASSWORD => $this->page(null, 503),
            SignIn::WRONG => $this->page('That password is not right.', 403),
            SignIn::ADDRESS_LIMIT => $this->page('Too many failed sign-ins from your address. Please wait '
                . $this->signIn->waitMinutes() . ' minutes and try again.', 429),
            default => $this->page('That code is not right, or no longer valid: only the newest code e-mailed to the office works, '
                . 'and only once.', 403),
        };
    }

    public function signOut(): Response
    {
        $this->session->signOut();
        return $this->page('You are signed out.');
    }

    private function signedIn(string $how): Response
    {
        $this->session->signIn();
        Log::info('inbox: signed in' . $how . ' from ' . $this->client);
        return Page::redirect('./');
    }

    private function codeMail(string $code, int $until, int $now): string
    {
        return "Someone asked for a one-time code to sign in to the enquiry inbox, where signing in is paused\n"
            . "after too many failed attempts.\n\n"
            . "Code: {$code}\n\n"
            . 'Enter it on the sign-in page together with the inbox password. It works once, until '
            . $this->localTime($until, $now) . ".\n"
            . "While it works, asking again sends no other code, and wrong guesses do not spoil it.\n\n"
            . "If you did not ask for it, someone may be guessing the password. The code is of no use\n"
            . "without the password; setting a new password on the server (php bin/set-password.php)\n"
            . "lifts the pause for everyone.\n";
    }

    /** A time of day in the business's time zone, with its day when that is not today. */
    private function localTime(int $ts, int $now): string
    {
        $tz = new \DateTimeZone($this->config->values['timezone']);
        $time = (new \DateTimeImmutable('@' . $ts))->setTimezone($tz);
        $today = (new \DateTimeImmutable('@' . $now))->setTimezone($tz)->format('Y-m-d');
        return $time->format('Y-m-d') === $today ? $time->format('g:i a') : $time->format('g:i a \o\n l j F');
    }
}
