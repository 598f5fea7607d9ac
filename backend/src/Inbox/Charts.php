<?php
/**
 * The Numbers view's charts as inline SVG: no script, no file to fetch, nothing the pages' CSP
 * (default-src 'none') would stop. Positions across are percentages, so the charts fill the
 * page's width at the text's real size, on a phone as on a desktop; colours come from the
 * stylesheet (classes), never from style attributes. Each chart is an image with a title and a
 * description, and the page gives its numbers in a table too.
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

final class Charts
{
    private const PLOT = 180;   // px, the height of the columns' plot
    private const GUTTER = 6;   // %, left of the columns, for the scale
    private const ROW = 40;     // px, a bar and its label
    private const BAR = 80;     // %, the longest bar (its value follows, at the end of the row)

    /**
     * Columns, each a stack of series (bottom first), or with $sideBySide its series next to each
     * other (this year beside last year), with a label under some of them (a minor one is left out
     * where the page is narrow).
     *
     * @param list<array{label: ?string, minor?: bool, values: list<int>, title: string}> $columns
     * @param list<string> $classes one per series
     */
    public static function columns(string $id, string $title, string $desc, array $columns, array $classes, bool $sideBySide = false): string
    {
        $height = static fn (array $c): int => $sideBySide ? max([0, ...$c['values']]) : array_sum($c['values']);
        $max = self::niceMax(max([1, ...array_map($height, $columns)]));
        $slot = (100 - self::GUTTER) / max(1, \count($columns));
        $width = $slot * 0.76 / ($sideBySide ? max(1, \count($classes)) : 1);
        $svg = '';
        foreach (self::ticks($max) as $tick) {
            $y = self::PLOT - $tick / $max * self::PLOT + 14;
            $svg .= '<line class="grid" x1="' . self::GUTTER . '%" x2="100%" y1="' . self::n($y) . '" y2="' . self::n($y) . '"/>'
                . '<text class="tick" x="' . (self::GUTTER - 1) . '%" y="' . self::n($y + 4) . '">' . $tick . '</text>';
        }
        foreach ($columns as $i => $column) {
            $bottom = self::PLOT + 14;
            $svg .= '<g><title>' . self::h($column['title']) . '</title>';
            foreach ($column['values'] as $s => $value) {
                $x = self::n(self::GUTTER + $i * $slot + $slot * 0.12 + ($sideBySide ? $s * $width : 0)) . '%';
                $rise = $value / $max * self::PLOT;
                if ($value > 0) {
                    $svg .= '<rect class="' . self::h($classes[$s]) . '" x="' . $x . '" width="' . self::n($width) . '%" y="'
                        . self::n($bottom - $rise) . '" height="' . self::n($rise) . '"/>';
                }
                $bottom -= $sideBySide ? 0 : $rise;
            }
            $svg .= '</g>';
            if ($column['label'] !== null) {
                $svg .= '<text class="axis' . ($column['minor'] ?? false ? ' minor' : '') . '" x="' . self::n(self::GUTTER + $i * $slot)
                    . '%" y="' . (self::PLOT + 32) . '">' . self::h($column['label']) . '</text>';
            }
        }
        return self::svg($id, $title, $desc, self::PLOT + 40, 'columns', $svg);
    }

    /**
     * The labels of a year of weekly columns: each month named under its first week (every other
     * one only where the page is narrow: "minor"); the first week's month only if its name has room
     * before the next.
     *
     * @param list<\DateTimeImmutable> $weeks the Mondays
     * @return list<array{label: ?string, minor: bool}>
     */
    public static function monthLabels(array $weeks): array
    {
        $labels = [];
        $named = 0;
        foreach ($weeks as $i => $start) {
            $name = $start->format('M');
            $starts = $i === 0 ? $start->modify('+2 weeks')->format('M') === $name : $weeks[$i - 1]->format('M') !== $name;
            $labels[] = ['label' => $starts ? $name : null, 'minor' => $starts && $named++ % 2 === 1];
        }
        return $labels;
    }

    /**
     * Horizontal bars, one a row, each under its label with its value at the end of the row.
     *
     * @param array<string, int> $bars label => value
     */
    public static function bars(string $id, string $title, string $desc, array $bars, string $class = 'enquiries'): string
    {
        $max = max([1, ...array_values($bars)]);
        $svg = '';
        $y = 0;
        foreach ($bars as $label => $value) {
            $svg .= '<text class="label" x="0" y="' . ($y + 14) . '">' . self::h((string) $label) . '</text>'
                . '<text class="value" x="100%" y="' . ($y + 31) . '">' . number_format($value) . '</text>'
                . ($value > 0 ? '<rect class="' . self::h($class) . '" x="0" y="' . ($y + 20) . '" height="14" width="'
                    . self::n($value / $max * self::BAR) . '%"/>' : '');
            $y += self::ROW;
        }
        return self::svg($id, $title, $desc, max(self::ROW, $y), 'bars', $svg);
    }

    private static function svg(string $id, string $title, string $desc, int $height, string $kind, string $content): string
    {
        return '<svg class="chart-' . $kind . '" width="100%" height="' . $height . '" role="img" aria-labelledby="' . self::h($id) . '-title '
            . self::h($id) . '-desc" xmlns="http://www.w3.org/2000/svg"><title id="' . self::h($id) . '-title">' . self::h($title)
            . '</title><desc id="' . self::h($id) . '-desc">' . self::h($desc) . '</desc>' . $content . '</svg>';
    }

    /** A round number at or above $max, for the top of the scale. */
    private static function niceMax(int $max): int
    {
        $magnitude = 10 ** max(0, (int) floor(log10($max)) - 1);
        foreach ([1, 2, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100] as $step) {
            if ($step * $magnitude >= $max) {
                return $step * $magnitude;
            }
        }
        return 100 * $magnitude;
    }

    /** @return list<int> 0, then a few round values up to $max */
    private static function ticks(int $max): array
    {
        foreach ([4, 5, 3, 2] as $divisions) {
            $step = intdiv($max, $divisions);
            $leading = $step / 10 ** (int) floor(log10(max(1, $step)));
            if ($max % $divisions === 0 && \in_array($leading, [1, 2, 2.5, 3, 5], false)) {
                return range(0, $max, $step);
            }
        }
        return [0, $max];
    }

    private static function n(float $value): string
    {
        return rtrim(rtrim(number_format($value, 2, '.', ''), '0'), '.');
    }

    private static function h(string $text): string
    {
        return htmlspecialchars($text, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8');
    }
}
