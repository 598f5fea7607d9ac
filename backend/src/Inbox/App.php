<?php
/**
 * The owner's inbox at {backend}/inbox/: server-rendered pages, no JavaScript.
 *
 *   GET  (signed out)               the sign-in page
 *   GET  ?status=&form=&service=&q=&page=   the list, newest first (default: everything but spam)
 *   GET  ?id=N                      one enquiry; ?id=N&confirm=delete asks before deleting
 *   GET  ?export=csv&(filters)      the current filter as CSV (the same file as bin/export.php)
 *   POST action=signin|signout|status|note|delete   each with the session's CSRF token, else 403
 *
 * Every change is answered with a redirect (303) to the page to look at next.
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use AntennaBackend\Config\Config;
use AntennaBackend\Export\EnquiryCsv;
use AntennaBackend\Storage\EnquiryFilter;
use AntennaBackend\Enquiry\FormChoices;
use AntennaBackend\Enquiry\Forms;
use AntennaBackend\Enquiry\Handler;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Mail\MailCopies;
use AntennaBackend\Http\Net;
use AntennaBackend\Storage\Store;

final class App
{
    private function __construct(
        private readonly Config $config,
        private readonly Store $store,
        private readonly Session $session,
        private readonly Enquiries $enquiries,
        private readonly SignIn $signIn,
    ) {
    }

    /** @param string $webRoot the folder that holds inbox/ */
    public static function run(string $webRoot): void
    {
        Handler::setUpRuntime();
        date_default_timezone_set('UTC');
        try {
            $config = Config::load(null, $webRoot);
            Log::useFile($config->values['log_file']);
            $store = Store::fromConfig($config);
        } catch (\Throwable $e) {
            Log::error('inbox: ' . $e->getMessage());
            Reply::message(503, 'The inbox is unavailable', 'Its configuration or database cannot be used; the log on the server says why.');
            return;
        }
        try {
            $secure = self::isHttps($config);
            $session = Session::start($store->pdo(), $config->values['inbox']['idle_minutes'], self::folder(), $secure);
            $app = new self($config, $store, $session, new Enquiries($store, MailCopies::fromConfig($config)),
                SignIn::fromConfig($store->db, $config));
            $app->route();
        } catch (\Throwable $e) {
            Log::error('inbox: unexpected ' . \get_class($e) . ': ' . $e->getMessage() . ' (' . basename($e->getFile()) . ':' . $e->getLine() . ')');
            Reply::message(500, 'Something went wrong', 'Nothing more was changed. The log on the server says what happened.');
        }
    }

    private function route(): void
    {
        $method = $_SERVER['REQUEST_METHOD'] ?? 'GET';
        if ($method === 'POST') {
            $this->post();
            return;
        }
        if ($method !== 'GET' && $method !== 'HEAD') {
            header('Allow: GET, POST');
            Reply::message(405, 'Not allowed', 'The inbox only shows pages and takes its own forms.');
            return;
        }
        if (!$this->session->signedIn()) {
            $this->signInPage($this->session->timedOut() ? 'You were signed out after '
                . $this->config->values['inbox']['idle_minutes'] . ' minutes without activity. Please sign in again.' : null);
            return;
        }
        if (($_GET['export'] ?? null) === 'csv') {
            $this->export();
        } elseif (isset($_GET['id'])) {
            $this->detail((int) $_GET['id'], ($_GET['confirm'] ?? null) === 'delete');
        } else {
            $this->list();
        }
    }

    private function post(): void
    {
        $field = static fn (string $key): string => \is_string($_POST[$key] ?? null) ? $_POST[$key] : '';
        $action = $field('action');
        // Refused before anything else, whatever the action: a request without the form's token
        // did not come from the inbox's own page.
        if (!$this->session->csrfValid($field('csrf'))) {
            Log::warning('inbox: refused a ' . ($action === '' ? 'form' : $action) . ' without a valid CSRF token');
            Reply::message(403, 'This form has expired', 'Nothing was changed. Please go back, reload the page and try again.');
            return;
        }
        if ($action === 'signin') {
            $this->signInWith($field('password'));
            return;
        }
        if (!$this->session->signedIn()) {
            $this->signInPage('Please sign in again.');
            return;
        }
        $id = (int) $field('id');
        $status = $field('status');
        match (true) {
            $action === 'signout' => $this->signOut(),
            $action === 'status' && \in_array($status, EnquiryFilter::STATUSES, true)
                => $this->change($id, fn () => $this->enquiries->setStatus($id, $status), "Marked {$status}."),
            $action === 'note' => $this->change($id, fn () => $this->enquiries->setNote($id, mb_substr(trim($field('note')), 0, 5000)), 'Note saved.'),
            $action === 'delete' => $this->delete($id),
            default => Reply::message(400, 'Unknown request', 'Nothing was changed.', true, $this->session->csrfToken()),
        };
    }

    private function change(int $id, callable $change, string $done): void
    {
        $this->session->flash($change() ? $done : 'That enquiry no longer exists.');
        Reply::redirect('./?id=' . $id);
    }

    private function delete(int $id): void
    {
        $row = $this->enquiries->find($id);
        if ($row !== null && $this->enquiries->delete($id)) {
            Log::info("inbox: deleted enquiry #{$id} and its e-mail copies");
            $this->session->flash("Enquiry #{$id} from {$row['name']} was deleted.");
        }
        Reply::redirect('./');
    }

    private function signInWith(string $password): void
    {
        $client = Net::clientIp($_SERVER, $this->config->values['trusted_proxies']);
        $outcome = $this->signIn->attempt($password, Net::rateKey($client), time());
        if ($outcome === SignIn::OK) {
            $this->session->signIn();
            Log::info('inbox: signed in from ' . $client);
            Reply::redirect('./');
            return;
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
        $this->signInPage($message, $status);
    }

    private function signOut(): void
    {
        $this->session->signOut();
        $this->signInPage('You are signed out.');
    }

    private function signInPage(?string $message, int $status = 200): void
    {
        $hasPassword = $this->signIn->hasPassword();
        Reply::page($hasPassword ? $status : 503, View::page('Sign in', View::render('signin', [
            'csrf' => $this->session->csrfToken(),
            'message' => $message,
            'hasPassword' => $hasPassword,
        ])));
    }

    private function list(): void
    {
        $query = ListQuery::from($_GET);
        $result = $this->enquiries->page($query->filter(), $query->page, $this->config->values['inbox']['page_size']);
        $choices = FormChoices::forLabels($this->config);
        $services = $choices === null ? [] : $choices->of(Forms::ENQUIRY) + $choices->of(Forms::CONTACT);
        asort($services);
        $body = View::render('list', [
            'result' => $result,
            'query' => $query->values,
            'services' => $services,
            'local' => $this->localTime(),
            'serviceLabel' => $this->serviceLabel($choices),
            'firstLine' => static fn (string $text): string => mb_strimwidth(strtok($text, "\n") ?: '', 0, 80, '…'),
            'link' => static fn (array $overrides): string => $query->link($overrides, $result['page']),
            'flash' => $this->session->flash(),
        ]);
        Reply::page(200, View::page('Enquiries', $body, true, $this->session->csrfToken()));
    }

    private function detail(int $id, bool $confirmDelete): void
    {
        $row = $this->enquiries->find($id);
        if ($row === null) {
            Reply::message(404, 'No such enquiry', 'It may have been deleted.', true, $this->session->csrfToken());
            return;
        }
        $body = View::render($confirmDelete ? 'confirm-delete' : 'detail', [
            'row' => $row,
            'csrf' => $this->session->csrfToken(),
            'local' => $this->localTime(),
            'serviceLabel' => $this->serviceLabel(FormChoices::forLabels($this->config)),
            'flash' => $this->session->flash(),
        ]);
        Reply::page(200, View::page('Enquiry #' . $id, $body, true, $this->session->csrfToken()));
    }

    private function export(): void
    {
        Reply::headers(200, [
            'Content-Type' => 'text/csv; charset=utf-8',
            'Content-Disposition' => 'attachment; filename="enquiries-' . gmdate('Y-m-d') . '.csv"',
        ]);
        session_write_close();
        $out = fopen('php://output', 'wb');
        EnquiryCsv::write($out, $this->store->select(ListQuery::from($_GET)->filter(), true), $this->config);
        fclose($out);
    }

    private function localTime(): callable
    {
        $tz = new \DateTimeZone($this->config->values['timezone']);
        return static fn (?string $utc): string => $utc === null ? '' : (new \DateTimeImmutable($utc))->setTimezone($tz)->format('j M Y, g:i a');
    }

    private function serviceLabel(?FormChoices $choices): callable
    {
        return static fn (array $row): string => $choices?->label((string) $row['form'], $row['service']) ?? (string) $row['service'];
    }

    /** The inbox's folder as the browser sees it, for the cookie's path. */
    private static function folder(): string
    {
        $dir = str_replace('\\', '/', \dirname((string) ($_SERVER['SCRIPT_NAME'] ?? '/inbox/index.php')));
        return rtrim($dir, '/') . '/';
    }

    /** HTTPS to the browser: directly, or as a trusted proxy says. */
    private static function isHttps(Config $config): bool
    {
        $https = strtolower((string) ($_SERVER['HTTPS'] ?? ''));
        if ($https !== '' && $https !== 'off') {
            return true;
        }
        $remote = Net::normalise((string) ($_SERVER['REMOTE_ADDR'] ?? '')) ?? '';
        foreach ($config->values['trusted_proxies'] as $proxy) {
            if (Net::inRange($remote, $proxy)) {
                return strtolower(trim((string) ($_SERVER['HTTP_X_FORWARDED_PROTO'] ?? ''))) === 'https';
            }
        }
        return false;
    }
}
