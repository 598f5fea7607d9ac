<?php
/**
 * The CSV of enquiries for a spreadsheet, the same from bin/export.php and from the inbox:
 * one row per enquiry, newest first (as the inbox lists them), times in the configured time
 * zone, services by their label, and the formula guard of Csv (unless $plain).
 */

declare(strict_types=1);

namespace AntennaBackend\Export;

use AntennaBackend\Config\Config;
use AntennaBackend\Enquiry\Declaration;
use AntennaBackend\Enquiry\FormChoices;
use AntennaBackend\Storage\EnquiryFilter;
use AntennaBackend\Storage\Store;

final class EnquiryCsv
{
    /** Heading => how the cell is made from a stored row. */
    private static function columns(\DateTimeZone $tz, ?FormChoices $choices): array
    {
        $local = static fn (?string $utc): string => $utc === null || $utc === ''
            ? '' : (new \DateTimeImmutable($utc))->setTimezone($tz)->format('Y-m-d H:i:s');
        $value = static fn (string $column): \Closure => static fn (array $row): mixed => $row[$column];
        $fields = [];
        foreach (Declaration::shipped()->fields() as $field) {
            $fields[$field->csvHeading] = static fn (array $row): string => $field->shown($row, $choices);
        }
        return [
            'id' => $value('id'),
            'received (' . $tz->getName() . ')' => static fn (array $row): string => $local($row['created_at']),
            'form' => $value('form'),
            'status' => $value('status'),
            'marked handled' => static fn (array $row): string => $row['handled_ts'] === null ? '' : $local(gmdate('Y-m-d\TH:i:s\Z', (int) $row['handled_ts'])),
            ...$fields,
            'office note' => $value('note'),
            'page' => $value('page'),
            'client ip' => $value('client_ip'),
            'user agent' => $value('user_agent'),
            'spam reason' => $value('spam_reason'),
            'notification' => $value('notify_status'),
            'notification attempts' => $value('notify_attempts'),
            'notification error' => $value('notify_error'),
            'notified at' => static fn (array $row): string => $local($row['notified_at']),
        ];
    }

    /**
     * The enquiries $filter lets through, in the one order of both exports: newest first.
     *
     * @return \Generator<int, array<string, mixed>>
     */
    public static function rows(Store $store, EnquiryFilter $filter): \Generator
    {
        return $store->select($filter, newestFirst: true);
    }

    /**
     * @param resource $out
     * @return int rows written
     */
    public static function write($out, Store $store, EnquiryFilter $filter, Config $config, bool $plain = false): int
    {
        $rows = self::rows($store, $filter);
        $columns = self::columns(new \DateTimeZone($config->values['timezone']), FormChoices::forLabels($config));
        if (!$plain) {
            fwrite($out, Csv::BOM);
        }
        Csv::writeRow($out, array_keys($columns), !$plain);
        $count = 0;
        foreach ($rows as $row) {
            Csv::writeRow($out, array_map(static fn (\Closure $cell): mixed => $cell($row), array_values($columns)), !$plain);
            $count++;
        }
        return $count;
    }
}
