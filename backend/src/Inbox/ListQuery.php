<?php
/**
 * The list's filters as the URL carries them (?status=&form=&service=&q=&page=), checked, and as
 * the EnquiryFilter they stand for. The default shows everything but spam.
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use AntennaBackend\Storage\EnquiryFilter;
use AntennaBackend\Enquiry\Declaration;

final class ListQuery
{
    private const ALL = 'all';

    /** The parameters the list reads. */
    public const KEYS = ['status', 'form', 'service', 'q', 'page'];

    /** @param array{status: string, form: string, service: string, q: string} $values */
    private function __construct(public readonly array $values, public readonly int $page)
    {
    }

    /** @param array<string, mixed> $get */
    public static function from(array $get): self
    {
        $value = static fn (string $key): string => \is_string($get[$key] ?? null) ? trim($get[$key]) : '';
        return new self([
            'status' => \in_array($value('status'), [...EnquiryFilter::STATUSES, self::ALL], true) ? $value('status') : EnquiryFilter::NOT_SPAM,
            'form' => \in_array($value('form'), Declaration::shipped()->forms(), true) ? $value('form') : '',
            'service' => preg_match('/^[a-z0-9-]{1,64}$/', $value('service')) === 1 ? $value('service') : '',
            'q' => mb_substr($value('q'), 0, 200),
        ], max(1, (int) $value('page')));
    }

    public function filter(): EnquiryFilter
    {
        $v = $this->values;
        return new EnquiryFilter(
            status: $v['status'] === self::ALL ? null : $v['status'],
            form: $v['form'] === '' ? null : $v['form'],
            service: $v['service'] === '' ? null : $v['service'],
            search: $v['q'] === '' ? null : $v['q'],
        );
    }

    /** The list's URL with these filters, changed by $overrides (null drops a key). @param array<string, mixed> $overrides */
    public function link(array $overrides, int $page): string
    {
        $params = array_replace($this->values + ['page' => $page], $overrides);
        return './?' . http_build_query(array_filter($params, static fn ($v): bool => $v !== null && $v !== '' && $v !== 1));
    }
}
