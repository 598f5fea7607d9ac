<?php
/**
 * What the signed-in owner does with enquiries, as pages: the list (filters, search, pages), one
 * enquiry in full or its delete confirmation, the CSV of the current filter, the Numbers view, and
 * the changes (status, note, delete), each answered with a redirect to the page to look at next.
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use AntennaBackend\Config\Config;
use AntennaBackend\Enquiry\Declaration;
use AntennaBackend\Enquiry\Field;
use AntennaBackend\Enquiry\FormChoices;
use AntennaBackend\Export\EnquiryCsv;
use AntennaBackend\Http\Response;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Storage\EnquiryCounts;
use AntennaBackend\Storage\Store;
use AntennaBackend\Visits\VisitCounts;

final class EnquiryActions
{
    public function __construct(
        private readonly Config $config,
        private readonly Session $session,
        private readonly Store $store,
        private readonly Enquiries $enquiries,
    ) {
    }

    public function list(ListQuery $query): Response
    {
        $result = $this->enquiries->page($query->filter(), $query->page, $this->config->values['inbox']['page_size']);
        $choices = FormChoices::forLabels($this->config);
        $services = $choices?->all() ?? [];
        asort($services);
        $declared = Declaration::shipped();
        $body = View::render('list', [
            'result' => $result,
            'query' => $query->values,
            'forms' => array_combine($declared->forms(), array_map($declared->officeLabel(...), $declared->forms())),
            'fields' => array_filter($declared->fields(), static fn (Field $field): bool => $field->inboxList),
            'services' => $services,
            'local' => $this->localTime(),
            'shown' => $this->shown($choices),
            'firstLine' => static fn (string $text): string => mb_strimwidth(strtok($text, "\n") ?: '', 0, 80, '…'),
            'link' => static fn (array $overrides): string => $query->link($overrides, $result['page']),
            'flash' => $this->session->flash(),
        ]);
        return Page::html(200, View::page('Enquiries', $body, true, $this->session->csrfToken(), 'list'));
    }

    /** The Numbers view: visits, pages, taps and campaigns; enquiries per week, by service, form and page, time to handled, spam. */
    public function numbers(): Response
    {
        $tz = new \DateTimeZone($this->config->values['timezone']);
        $now = time();
        $enquiries = new EnquiryCounts($this->store->pdo());
        $numbers = (new Numbers($enquiries, $tz, FormChoices::forLabels($this->config)))->at($now);
        $visits = new VisitCounts($this->store->db, (new \DateTimeImmutable('@' . $now))->setTimezone($tz)->format('Y-m-d'));
        $body = View::render('numbers', [
            'n' => $numbers,
            'v' => (new VisitNumbers($visits, $tz))->at($now, $numbers['since'], $enquiries->bySource($numbers['since']->getTimestamp())),
            'duration' => static function (int $seconds): string {
                $minutes = intdiv($seconds, 60);
                $hours = intdiv($minutes, 60);
                $days = intdiv($hours, 24);
                return match (true) {
                    $minutes < 1 => 'under a minute',
                    $hours < 1 => "{$minutes} min",
                    $days < 1 => $hours . ' h' . ($minutes % 60 > 0 ? ' ' . $minutes % 60 . ' min' : ''),
                    default => $days . ($days === 1 ? ' day' : ' days') . ($hours % 24 > 0 ? ' ' . $hours % 24 . ' h' : ''),
                };
            },
            'date' => static fn (\DateTimeInterface|int $when): string => (\is_int($when) ? (new \DateTimeImmutable('@' . $when))->setTimezone($tz) : $when)
                ->format('D j M Y'),
        ]);
        return Page::html(200, View::page('Numbers', $body, true, $this->session->csrfToken(), 'numbers'));
    }

    /** One enquiry in full, or the page that asks before deleting it. */
    public function one(int $id, bool $confirmDelete): Response
    {
        $row = $this->enquiries->find($id);
        if ($row === null) {
            return Page::message(404, 'No such enquiry', 'It may have been deleted.', true, $this->session->csrfToken());
        }
        $body = View::render($confirmDelete ? 'confirm-delete' : 'detail', [
            'row' => $row,
            'csrf' => $this->session->csrfToken(),
            'local' => $this->localTime(),
            'fields' => Declaration::shipped()->fields(),
            'shown' => $this->shown(FormChoices::forLabels($this->config)),
            'flash' => $this->session->flash(),
        ]);
        return Page::html(200, View::page('Enquiry #' . $id, $body, true, $this->session->csrfToken()));
    }

    /** The current filter as CSV, the same file as bin/export.php writes. */
    public function export(ListQuery $query): Response
    {
        return Page::download('text/csv; charset=utf-8', 'enquiries-' . gmdate('Y-m-d') . '.csv',
            fn ($out) => EnquiryCsv::write($out, $this->store, $query->filter(), $this->config));
    }

    public function setStatus(int $id, string $status): Response
    {
        return $this->changed($id, $this->enquiries->setStatus($id, $status, time()), "Marked {$status}.");
    }

    public function setNote(int $id, string $note): Response
    {
        return $this->changed($id, $this->enquiries->setNote($id, mb_substr(trim($note), 0, 5000)), 'Note saved.');
    }

    public function delete(int $id): Response
    {
        $row = $this->enquiries->find($id);
        if ($row !== null && $this->enquiries->delete($id)) {
            Log::info("inbox: deleted enquiry #{$id} and its e-mail copies");
            $this->session->flash("Enquiry #{$id} from {$row['name']} was deleted.");
        }
        return Page::redirect('./');
    }

    private function changed(int $id, bool $found, string $done): Response
    {
        $this->session->flash($found ? $done : 'That enquiry no longer exists.');
        return Page::redirect('./?id=' . $id);
    }

    private function localTime(): \Closure
    {
        $tz = new \DateTimeZone($this->config->values['timezone']);
        return static fn (?string $utc): string => $utc === null ? '' : (new \DateTimeImmutable($utc))->setTimezone($tz)->format('j M Y, g:i a');
    }

    /** A field of a stored enquiry as the office reads it (Field::shown). */
    private function shown(?FormChoices $choices): \Closure
    {
        return static fn (Field $field, array $row): string => $field->shown($row, $choices);
    }
}
