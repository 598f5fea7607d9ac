<?php
/** What the inbox does with enquiries: pages of a filtered list, one in full, status, note, deletion. */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use AntennaBackend\Storage\EnquiryFilter;
use AntennaBackend\Mail\MailCopies;
use AntennaBackend\Storage\Store;

final class Enquiries
{
    public function __construct(private readonly Store $store, private readonly MailCopies $copies)
    {
    }

    /** @return array{rows: list<array<string, mixed>>, total: int, page: int, pages: int} */
    public function page(EnquiryFilter $filter, int $page, int $size): array
    {
        $total = $this->store->count($filter);
        $pages = max(1, (int) ceil($total / $size));
        $page = min(max(1, $page), $pages);
        $rows = iterator_to_array($this->store->select($filter, true, $size, ($page - 1) * $size), false);
        return ['rows' => $rows, 'total' => $total, 'page' => $page, 'pages' => $pages];
    }

    /** @return array<string, mixed>|null */
    public function find(int $id): ?array
    {
        return $this->store->find($id);
    }

    /** Sets the status; marked handled, the enquiry keeps the time (the Numbers view's time to handle) until it is marked otherwise. */
    public function setStatus(int $id, string $status, int $now): bool
    {
        if (!\in_array($status, EnquiryFilter::STATUSES, true)) {
            throw new \InvalidArgumentException('unknown status');
        }
        // handled_ts first: MySQL assigns left to right, and reads the status before it changes.
        $stmt = $this->store->pdo()->prepare('UPDATE enquiries
            SET handled_ts = CASE WHEN :handled = 1 THEN CASE WHEN status = \'handled\' THEN handled_ts ELSE :now END END,
                status = :status
            WHERE id = :id');
        $stmt->bindValue(':handled', $status === 'handled' ? 1 : 0, \PDO::PARAM_INT);
        $stmt->bindValue(':now', $now, \PDO::PARAM_INT);
        $stmt->bindValue(':status', $status);
        $stmt->bindValue(':id', $id, \PDO::PARAM_INT);
        $stmt->execute();
        return $stmt->rowCount() === 1;
    }

    public function setNote(int $id, string $note): bool
    {
        $stmt = $this->store->pdo()->prepare('UPDATE enquiries SET note = :note WHERE id = :id');
        $stmt->execute([':note' => $note === '' ? null : $note, ':id' => $id]);
        return $stmt->rowCount() === 1;
    }

    /**
     * Deletes the enquiry, then its e-mail copies (a copy written in between, by a notification
     * under way, is removed by bin/purge.php with the copies of enquiries no longer stored).
     */
    public function delete(int $id): bool
    {
        $stmt = $this->store->pdo()->prepare('DELETE FROM enquiries WHERE id = :id');
        $stmt->execute([':id' => $id]);
        MailCopies::remove($this->copies->of($id));
        return $stmt->rowCount() === 1;
    }
}
