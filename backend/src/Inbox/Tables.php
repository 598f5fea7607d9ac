<?php
/**
 * The Numbers view's tables: each in its box (which scrolls across where the page is narrow), with
 * a caption, and folded in a <details> where the chart above it says the same. The chart's
 * numbers for a reader who does not see the chart, and for copying.
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

final class Tables
{
    /**
     * A table from its rows. $head, $rows and $foot are markup, their text escaped by the caller;
     * $foot '' for none; $summary '' for a table shown open.
     */
    public static function box(string $id, string $caption, string $head, string $rows, string $foot = '', string $summary = ''): string
    {
        $table = '<div class="table"><table id="' . self::h($id) . '"><caption>' . self::h($caption) . '</caption><thead>' . $head
            . '</thead><tbody>' . $rows . '</tbody>' . ($foot === '' ? '' : '<tfoot>' . $foot . '</tfoot>') . '</table></div>';
        return $summary === '' ? $table : '<details><summary>' . self::h($summary) . '</summary>' . $table . '</details>';
    }

    /**
     * A chart's numbers: each label with its count, under the headings $what and $counted, behind
     * "The numbers as a table".
     *
     * @param array<string|int, int> $counts
     */
    public static function counts(string $id, string $caption, string $what, string $counted, array $counts): string
    {
        $rows = '';
        foreach ($counts as $label => $value) {
            $rows .= '<tr><th scope="row">' . self::h((string) $label) . '</th><td>' . number_format($value) . '</td></tr>';
        }
        return self::box($id, $caption, '<tr><th scope="col">' . self::h($what) . '</th><th scope="col">' . self::h($counted) . '</th></tr>',
            $rows, '', 'The numbers as a table');
    }

    /**
     * The markup $row makes of each item (and its key), one after the other: a table's rows, a row's cells.
     *
     * @param iterable<mixed> $items
     * @param callable(mixed, mixed): string $row
     */
    public static function rows(iterable $items, callable $row): string
    {
        $rows = '';
        foreach ($items as $key => $item) {
            $rows .= $row($item, $key);
        }
        return $rows;
    }

    private static function h(string $text): string
    {
        return htmlspecialchars($text, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8');
    }
}
