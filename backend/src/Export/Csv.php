<?php
/**
 * CSV for spreadsheets (RFC 4180, CRLF rows) with a guard against formula injection: a cell that
 * a spreadsheet would run as a formula gets a leading apostrophe, which shows it as text.
 *
 * Guarded: cells starting with "=", a tab or a carriage return, and cells starting with "+", "-"
 * or "@" that hold what a harmful formula needs (a function call "NAME(", DDE's "|", a sheet
 * reference's "!"). Phone numbers (+61 412 345 678, +61 (3) 9123 4567), negative numbers and
 * ordinary text ("- 2 TV points", "@jane") stay as typed.
 */

declare(strict_types=1);

namespace AntennaBackend\Export;

final class Csv
{
    /** Byte order mark: Excel reads the file as UTF-8 only with it. */
    public const BOM = "\xEF\xBB\xBF";

    public static function cell(string $value): string
    {
        if ($value === '') {
            return $value;
        }
        $first = $value[0];
        $formula = strpbrk($first, "=\t\r") !== false
            || (strpbrk($first, '+-@') !== false && preg_match('/[A-Za-z_]\s*\(|[|!]/', $value) === 1);
        return $formula ? "'" . $value : $value;
    }

    /**
     * @param resource $out
     * @param list<mixed> $cells
     */
    public static function writeRow($out, array $cells, bool $guard = true): void
    {
        $cells = array_map(static fn (mixed $v): string => $guard ? self::cell((string) $v) : (string) $v, $cells);
        fputcsv($out, $cells, ',', '"', '', "\r\n");
    }
}
