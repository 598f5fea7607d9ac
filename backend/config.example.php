<?php
/**
 * Configuration of the enquiry backend - documented example, with every key.
 *
 * Copy this file OUTSIDE the web root and outside the code, and fill it in. The handlers, the
 * inbox and the bin/ commands look for it in this order (docs/configuration.md):
 *   1. --config=PATH (bin/ commands only);
 *   2. the file named by the environment variable ANTENNA_BACKEND_CONFIG
 *      (e.g. "SetEnv ANTENNA_BACKEND_CONFIG /home/acct/antenna-backend/config.php"
 *      in the virtual host, or the environment of PHP-FPM);
 *   3. antenna-backend/config.php beside the code folder or beside a folder above it
 *      e.g. code in /home/acct/backend/ (or /home/acct/releases/<id>/backend/)
 *           -> /home/acct/antenna-backend/config.php
 *   4. config.php in the code folder (local development only).
 *
 * Keys left out take their default (src/Config/Settings.php states them all; a test keeps this
 * file in step with it). Relative paths below are relative to the directory of this file.
 */

declare(strict_types=1);

return [
    // Required. The SQLite database of all enquiries, created on first use: a path or
    // 'sqlite:/path/…'. Its directory must be writable by the user PHP runs as (SQLite also
    // creates -wal and -shm files next to it). Or MySQL/MariaDB (docs/storage.md):
    //   ['dsn' => 'mysql:host=localhost;dbname=antenna;charset=utf8mb4',
    //    'username' => 'antenna', 'password' => '…'].
    // This path, log_file, mail.file_dir and inbox.password_file must be outside the web root and
    // the code folder: the handlers refuse to start otherwise (so this file's __DIR__ paths work
    // only where the file belongs).
    'database' => __DIR__ . '/data/enquiries.sqlite',

    // MySQL/MariaDB only: seconds to wait for the server to connect and to answer each statement
    // (row locks are waited for a second less). A server that hangs then costs a visitor this
    // long: the form answers that the enquiry was not sent, and sent again once the server is
    // back, it is stored once (docs/storage.md). SQLite waits up to 15 s for a busy database.
    'database_timeout' => 3,

    // The service choices of the forms, as the site's build writes them
    // (public/antenna-backend/form-choices.json). null: form-choices.json in the handlers' web
    // root folder (for the commands: the code's public/ folder).
    'form_choices' => null,

    // Log file for failed notifications, refused posts, sign-ins and unexpected errors;
    // null (the default) = PHP's usual error log of the host.
    'log_file' => __DIR__ . '/data/backend.log',

    // Time zone of the notification e-mails and exports; stored times are UTC.
    'timezone' => 'Australia/Melbourne',

    // Who is told about each new enquiry (one or more addresses; default none).
    'notify_to' => [
        'office@example.com.au',
    ],

    'mail' => [
        // "mail" (the default): PHP's mail() (the host's sendmail); "smtp": a mail server
        // (settings below); "file": write each message as an .eml file into file_dir
        // (development, tests, or a host with no mail at all).
        'transport' => 'mail',

        // Sender of the notifications: an address of the site's own domain (SPF/DKIM); no
        // default. The visitor's address is set as Reply-To.
        'from' => 'website@example.com.au',
        'from_name' => 'Website enquiries',

        // Only for transport "file" (default null).
        'file_dir' => __DIR__ . '/data/mail',

        // Only for transport "smtp".
        'smtp' => [
            // Default localhost, port 25.
            'host' => 'mail.example.com.au',
            // 587 with "starttls", 465 with "tls", 25 with "none".
            'port' => 587,
            // "starttls" (upgrade after EHLO), "tls" (implicit TLS) or "none" (the default).
            'encryption' => 'starttls',
            // AUTH when a username is set; leave it empty (the default) for a server that needs no login.
            'username' => 'website@example.com.au',
            'password' => 'change-me',
            // Seconds to wait for the server at each step (at most 1 s while a visitor's answer
            // may still be held: docs/mail.md).
            'timeout' => 10,
            // Name given in EHLO; empty (the default) = this server's host name.
            'helo' => 'www.example.com.au',
            // The server's certificate is always checked (valid for "host", issued by an
            // authority the system trusts). A PEM file of the authority, for a mail server
            // with a certificate of a private CA; null (the default) = the system's list.
            'ca_file' => null,
        ],

        // After a notification fails, the form handlers leave the mail server alone for this many
        // seconds (the enquiries stay pending for bin/notify-pending.php, which always tries), so
        // that a mail server that is down or hangs is tried by at most one visit per period.
        // 0: every post tries.
        'backoff' => 300,
    ],

    // Origins of the static site allowed to post (scheme://host[:port], no path; default none),
    // also when the site and the handlers share a domain: browsers send an Origin with every
    // post. A request whose Origin header is present and not listed here is refused with 403
    // (and logged); requests without Origin (curl) are accepted.
    'allowed_origins' => [
        'https://www.example.com.au',
        'https://example.com.au',
    ],

    // Addresses (or CIDR ranges) of reverse proxies / CDNs in front of the site whose
    // X-Forwarded-For header is believed. Empty: the client is REMOTE_ADDR. Never list
    // addresses you do not control.
    'trusted_proxies' => [],

    // At most "max" accepted enquiries per client IP within "window" seconds;
    // more are answered 429. max 0 switches the limit off.
    'rate_limit' => [
        'max' => 5,
        'window' => 600,
    ],

    // Largest request body in bytes (answered 413 above it). The default
    // leaves room for a 5,000-character message in any script.
    'max_body_bytes' => 131072,

    // Notification attempts (the first one plus the retries of
    // bin/notify-pending.php) before an enquiry is marked "failed".
    // It stays stored and exported either way.
    'notify_max_attempts' => 48,

    // Spam: a submission sent sooner than min_seconds after its form was
    // shown, or with more than max_links links in the message, is stored as
    // spam (not e-mailed; see it in the inbox under "Spam").
    'spam' => [
        'min_seconds' => 3,
        'max_links' => 2,
    ],

    // The inbox at /antenna-backend/inbox/.
    'inbox' => [
        // Hash of the password, written by: php bin/set-password.php. Default:
        // inbox-password.hash next to this file; never inside the web root.
        'password_file' => __DIR__ . '/inbox-password.hash',
        // Signed out after this many minutes without activity.
        'idle_minutes' => 30,
        // Enquiries per page of the list.
        'page_size' => 50,
        // Failed sign-ins allowed within signin_window seconds, from one
        // address and in total; setting the password again lifts a pause.
        'signin_window' => 900,
        'signin_per_address' => 5,
        'signin_total' => 20,
    ],

    // bin/purge.php (daily cron): enquiries older than delete_after_days are
    // deleted with their e-mail copies; the client address and browser of
    // those older than anonymise_after_days are removed. The privacy page
    // (content/privacy.yaml) states these periods: change both together.
    'retention' => [
        'delete_after_days' => 730,
        'anonymise_after_days' => 30,
    ],

    // Sign-in to the content editor (/admin/) with GitHub, through public/cms-auth.php, for a
    // site built with CMS_BACKEND=github (docs/cms-sign-in.md of the site). Unset (the default),
    // cms-auth.php answers that sign-in is not set up; a wrong value here stops that sign-in only,
    // which then names the key (docs/configuration.md), never the forms or the inbox.
    'cms' => [
        // The GitHub OAuth app's "Client ID" and a "Client secret" (GitHub: Settings -> Developer
        // settings -> OAuth Apps). The secret stays in this file: never in the site's build.
        'client_id' => '',
        'client_secret' => '',
        // The site's origin, where the content editor runs: the only page the token is handed to,
        // e.g. 'https://www.example.com.au'.
        'site_origin' => null,
        // The OAuth app's "Authorization callback URL", this endpoint's own address. null (the
        // default): site_origin and the script's path, https://www.example.com.au/antenna-backend/cms-auth.php.
        // Set it when the handlers are on another origin or behind a proxy that changes the path.
        'callback_url' => null,
        // GitHub's addresses; for GitHub Enterprise Server: https://HOST/login/oauth/authorize
        // and https://HOST/login/oauth/access_token.
        'authorize_url' => 'https://github.com/login/oauth/authorize',
        'token_url' => 'https://github.com/login/oauth/access_token',
        // Seconds to wait for GitHub's answer when the sign-in is exchanged for access.
        'timeout' => 10,
        // How long a sign-in may take, from pressing Login to GitHub's answer (60 to 3600 seconds).
        'state_seconds' => 600,
    ],

    // The visit counter (public/count.php; docs/privacy.md says what it counts and keeps): page
    // views, taps on Call, WhatsApp, e-mail and Get Quote, shown in the inbox's Numbers view. A
    // wrong value here switches off the counter alone (the log names the key); the forms and the
    // inbox keep working.
    'counter' => [
        // false: count nothing (count.php answers 503; the site's pages go on reporting, unheard).
        'enabled' => true,
        // Events one address (an IPv6 /64) may add in a minute, and the whole site in a day
        // (the time zone above); more are refused with 429.
        'per_address_per_minute' => 30,
        'per_day' => 50000,
        // Days the raw events are kept after their day (1 to 365); bin/purge.php rolls them up into
        // daily counts first. The daily counts are kept retention.delete_after_days.
        'raw_days' => 7,
    ],

    // Lead alerts: a short text to the owner's phone for every new enquiry that is not spam, within
    // seconds of the visitor's answer: "New enquiry from Jane Citizen: TV Antenna Repair, Box Hill.
    // https://www.example.com.au/antenna-backend/inbox/?id=42" (name, service, suburb and the link;
    // never the message). Off until an SMS provider or a push address is set. A failed alert is
    // retried by bin/notify-pending.php; a wrong value here switches off the alerts alone (the log
    // names the key). Details: docs/mail.md.
    'alerts' => [
        'sms' => [
            // "clicksend" or "twilio"; empty: no SMS.
            'provider' => '',
            // The mobile numbers to alert, in international form: ['+61412345678'].
            'to' => [],
            // The sender: ClickSend, optional (a number or a sender ID of up to 11 letters); Twilio,
            // required (your Twilio number, a sender ID, or a Messaging Service SID "MG...").
            'from' => '',
            // ClickSend: your username and an API key. Twilio: the Account SID and its Auth Token.
            'username' => '',
            'key' => '',
            // The provider's API; empty: its own (https://rest.clicksend.com, https://api.twilio.com).
            'api_url' => '',
        ],
        // Push addresses, each ['url' => 'https://ntfy.sh/your-secret-topic', 'format' => 'ntfy',
        // 'token' => ''] ("ntfy": the text with a title and the link; "json": {"text": ...} for
        // Slack, Google Chat, Mattermost; "discord": {"content": ...}; token: sent as a Bearer token).
        'push' => [],
        // The inbox's address, to which "?id=N" is added; empty: the first of allowed_origins
        // followed by /antenna-backend/inbox/.
        'inbox_url' => '',
        // Seconds a provider has to answer (connection included; at most 2 while the visitor's
        // answer may still be held: docs/mail.md).
        'timeout' => 5,
        // After a failed alert, the form handlers leave the providers alone for this many seconds
        // (bin/notify-pending.php always tries).
        'backoff' => 300,
        // An alert not sent within this many hours of its enquiry is given up.
        'give_up_after_hours' => 24,
        // Tries of one alert (the first, then bin/notify-pending.php's) before it is given up.
        'max_attempts' => 20,
    ],
];
