<?php
/**
 * The counts behind the inbox's Numbers view, read from what the handlers and the inbox store
 * (no visitor is tracked for them): enquiries by status within ranges of time; by status, form,
 * service and page; the time from receipt to "handled"; spam by its reason. Each query names the
 * statuses it counts, so that it reads one of the two indexes led by the status
 * (enquiries_by_form, enquiries_by_time) in order, never the table, and sorts nothing.
 */

declare(strict_types=1);

namespace AntennaBackend\Storage;

use PDO;

final class EnquiryCounts
{
    public function __construct(private readonly PDO $pdo)
    {
    }

    /**
     * Enquiries received within each range, by status; all ranges in one statement.
     *
     * @param list<array{0: int, 1: int}> $ranges from (Unix time) and before
     * @return list<array{new: int, handled: int, spam: int}> in the order of $ranges
     */
    public function byStatus(array $ranges): array
    {
        if ($ranges === []) {
            return [];
        }
        $selects = [];
        foreach (array_keys($ranges) as $i) {
            $selects[] = "SELECT {$i} AS part, status, COUNT(*) AS n FROM enquiries
                WHERE status IN ('new', 'handled', 'spam') AND created_ts >= :from{$i} AND created_ts < :until{$i} GROUP BY status";
        }
        $stmt = $this->pdo->prepare(implode(' UNION ALL ', $selects));
        foreach ($ranges as $i => [$from, $until]) {
            $stmt->bindValue(":from{$i}", $from, PDO::PARAM_INT);
            $stmt->bindValue(":until{$i}", $until, PDO::PARAM_INT);
        }
        $stmt->execute();
        $counts = array_fill(0, \count($ranges), ['new' => 0, 'handled' => 0, 'spam' => 0]);
        foreach ($stmt->fetchAll() as $row) {
            $counts[(int) $row['part']][(string) $row['status']] = (int) $row['n'];
        }
        return $counts;
    }

    /** @return list<array{status: string, form: string, service: ?string, page: ?string, n: int}> enquiries (not spam) received since $from */
    public function byForm(int $from): array
    {
        $stmt = $this->pdo->prepare("SELECT status, form, service, page, COUNT(*) AS n FROM enquiries
            WHERE status IN ('new', 'handled') AND created_ts >= :from GROUP BY status, form, service, page");
        $stmt->bindValue(':from', $from, PDO::PARAM_INT);
        $stmt->execute();
        return array_map(static fn (array $r): array => ['status' => (string) $r['status'], 'form' => (string) $r['form'],
            'service' => $r['service'] === null ? null : (string) $r['service'], 'page' => $r['page'] === null ? null : (string) $r['page'],
            'n' => (int) $r['n']], $stmt->fetchAll());
    }

    /**
     * Enquiries (not spam) received since $from, by the page their visit began on and its campaign
     * (their hidden fields; null when the page did not know them).
     *
     * @return list<array{landing: ?string, campaign: ?string, n: int}>
     */
    public function bySource(int $from): array
    {
        // Grouped in the index's order (enquiries_by_source), status first, so that nothing is sorted.
        $stmt = $this->pdo->prepare("SELECT landing_page, campaign, COUNT(*) AS n FROM enquiries
            WHERE status IN ('new', 'handled') AND created_ts >= :from GROUP BY status, landing_page, campaign");
        $stmt->bindValue(':from', $from, PDO::PARAM_INT);
        $stmt->execute();
        $text = static fn (mixed $v): ?string => $v === null || $v === '' ? null : (string) $v;
        return array_map(static fn (array $r): array => ['landing' => $text($r['landing_page']), 'campaign' => $text($r['campaign']),
            'n' => (int) $r['n']], $stmt->fetchAll());
    }

    /**
     * Of the enquiries received since $from and marked handled: the seconds from receipt to
     * "handled" of those with the time kept, shortest first; how many have none (handled before
     * the inbox kept it); and since when it keeps it (migration 5).
     *
     * @return array{seconds: list<int>, untimed: int, since: ?int}
     */
    public function handled(int $from): array
    {
        $stmt = $this->pdo->prepare("SELECT handled_ts - created_ts FROM enquiries WHERE status = 'handled' AND created_ts >= :from");
        $stmt->bindValue(':from', $from, PDO::PARAM_INT);
        $stmt->execute();
        $all = $stmt->fetchAll(PDO::FETCH_COLUMN);
        $seconds = array_map('intval', array_filter($all, static fn (mixed $s): bool => $s !== null));
        sort($seconds);
        $since = $this->pdo->query("SELECT value FROM backend_state WHERE name = 'handled_times_since'")->fetchColumn();
        return ['seconds' => $seconds, 'untimed' => \count($all) - \count($seconds), 'since' => $since === false ? null : (int) $since];
    }

    /** @return list<array{reason: ?string, n: int}> spam received since $from, by its reason */
    public function spamByReason(int $from): array
    {
        $stmt = $this->pdo->prepare("SELECT spam_reason, COUNT(*) AS n FROM enquiries
            WHERE status = 'spam' AND created_ts >= :from GROUP BY spam_reason");
        $stmt->bindValue(':from', $from, PDO::PARAM_INT);
        $stmt->execute();
        return array_map(static fn (array $r): array => ['reason' => $r['spam_reason'] === null ? null : (string) $r['spam_reason'],
            'n' => (int) $r['n']], $stmt->fetchAll());
    }
}
