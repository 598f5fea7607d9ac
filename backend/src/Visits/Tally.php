<?php
/** Counts by a metric and up to three keys, as Rollup makes them and visit_counts keeps them. */

declare(strict_types=1);

namespace AntennaBackend\Visits;

final class Tally
{
    /** @var array<string, int> the JSON of [metric, k1, k2, k3] => count */
    private array $counts = [];

    public function add(string $metric, string ...$keys): void
    {
        $key = json_encode(array_pad([$metric, ...$keys], 4, ''), JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE);
        $this->counts[$key] = ($this->counts[$key] ?? 0) + 1;
    }

    /** @return list<array{0: string, 1: string, 2: string, 3: string, 4: int}> */
    public function rows(): array
    {
        $rows = [];
        foreach ($this->counts as $key => $n) {
            $rows[] = [...json_decode($key, true), $n];
        }
        return $rows;
    }
}
