<?php
/**
 * Which page or action a request to the inbox asks for:
 *
 *   GET  (signed out)                      the sign-in page
 *   GET  ?status=&form=&service=&q=&page=  the list, newest first (default: everything but spam)
 *   GET  ?id=N                             one enquiry; ?id=N&confirm=delete asks before deleting
 *   GET  ?export=csv&(filters)             the current filter as CSV
 *   GET  ?view=numbers                     the Numbers view (per week, service, form and page, time to handled, spam)
 *   POST action=signin|send-code|signin-code        signing in: the password, or while sign-in is paused,
 *                                                   a one-time code e-mailed to the office and the password
 *   POST action=signout|status|note|delete          each with the session's CSRF token (all POSTs), else 403
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use AntennaBackend\Http\Request;
use AntennaBackend\Http\Response;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\EnquiryFilter;

final class Router
{
    /** The query parameters the inbox reads (a request that sends one of them as a list is refused: App). */
    public const QUERY = [...ListQuery::KEYS, 'export', 'view', 'id', 'confirm'];

    /** The fields of its forms. */
    public const FORM = ['action', 'csrf', 'password', 'code', 'id', 'status', 'note'];

    public function __construct(
        private readonly Session $session,
        private readonly SignInActions $signIn,
        private readonly EnquiryActions $enquiries,
    ) {
    }

    public function dispatch(Request $request): Response
    {
        return match ($request->method) {
            'POST' => $this->post($request),
            'GET', 'HEAD' => $this->get($request->query),
            default => Page::message(405, 'Not allowed', 'The inbox only shows pages and takes its own forms.')
                ->withHeaders(['Allow' => 'GET, POST']),
        };
    }

    /** @param array<string, mixed> $query */
    private function get(array $query): Response
    {
        if (!$this->session->signedIn()) {
            return $this->session->timedOut() ? $this->signIn->timedOut() : $this->signIn->page();
        }
        return match (true) {
            ($query['export'] ?? null) === 'csv' => $this->enquiries->export(ListQuery::from($query)),
            ($query['view'] ?? null) === 'numbers' => $this->enquiries->numbers(),
            isset($query['id']) => $this->enquiries->one((int) $query['id'], ($query['confirm'] ?? null) === 'delete'),
            default => $this->enquiries->list(ListQuery::from($query)),
        };
    }

    private function post(Request $request): Response
    {
        $form = $request->form();
        $field = static fn (string $key): string => \is_string($form[$key] ?? null) ? $form[$key] : '';
        $action = $field('action');
        // Refused before anything else, whatever the action: a request without the form's token
        // did not come from the inbox's own page.
        if (!$this->session->csrfValid($field('csrf'))) {
            Log::warning('inbox: refused a ' . ($action === '' ? 'form' : $action) . ' without a valid CSRF token');
            return Page::message(403, 'This form has expired', 'Nothing was changed. Please go back, reload the page and try again.');
        }
        $signingIn = match ($action) {
            'signin' => fn (): Response => $this->signIn->attempt($field('password')),
            'send-code' => fn (): Response => $this->signIn->sendCode(),
            'signin-code' => fn (): Response => $this->signIn->attemptWithCode($field('code'), $field('password')),
            default => null,
        };
        if ($signingIn !== null) {
            return $signingIn();
        }
        if (!$this->session->signedIn()) {
            return $this->signIn->page('Please sign in again.');
        }
        $id = (int) $field('id');
        return match (true) {
            $action === 'signout' => $this->signIn->signOut(),
            $action === 'status' && \in_array($field('status'), EnquiryFilter::STATUSES, true) => $this->enquiries->setStatus($id, $field('status')),
            $action === 'note' => $this->enquiries->setNote($id, $field('note')),
            $action === 'delete' => $this->enquiries->delete($id),
            default => Page::message(400, 'Unknown request', 'Nothing was changed.', true, $this->session->csrfToken()),
        };
    }
}
