<?php
/**
 * The visit counter's settings (config group "counter", an optional group of Settings): a wrong
 * value there is the group's problem and switches off the counter alone (logged with the key),
 * never the forms or the inbox.
 */

declare(strict_types=1);

namespace AntennaBackend\Visits;

use AntennaBackend\Config\Config;
use AntennaBackend\Config\ConfigException;
use AntennaBackend\Config\OptionalGroup;
use AntennaBackend\Config\Settings;
use AntennaBackend\Runtime\Log;

final class CounterSettings
{
    /** Every key with its default, as config.example.php shows them. */
    public const DEFAULTS = [
        'enabled' => true,
        'per_address_per_minute' => 30,
        'per_day' => 50000,
        'raw_days' => 7,
    ];

    private function __construct(
        public readonly bool $enabled,
        /** Events one address (an IPv6 /64) may add in a minute; more are refused. */
        public readonly int $perAddressPerMinute,
        /** Events the whole site may add in a day (the business's calendar); more are refused. */
        public readonly int $perDay,
        /** Days the raw events are kept after their day, rolled up into daily counts before they go. */
        public readonly int $rawDays,
    ) {
    }

    /** @throws ConfigException */
    public static function read(mixed $group): self
    {
        $values = OptionalGroup::read('counter', $group, self::DEFAULTS);
        return new self(
            $values['enabled'],
            OptionalGroup::within('counter.per_address_per_minute', $values['per_address_per_minute'], 1, 10000),
            OptionalGroup::within('counter.per_day', $values['per_day'], 1, 10000000),
            OptionalGroup::within('counter.raw_days', $values['raw_days'], 1, 365),
        );
    }

    /**
     * The settings, or null when the counter is switched off or one of its settings is wrong
     * (Settings::COUNTER holds the problem, logged here by its key).
     */
    public static function of(Config $config): ?self
    {
        $problem = $config->problem(Settings::COUNTER);
        if ($problem !== null) {
            Log::error('visit counter switched off: ' . $problem->getMessage());
            return null;
        }
        $settings = self::read($config->values['counter']);
        return $settings->enabled ? $settings : null;
    }

    /** How long raw events are kept: as configured, or the default while the group is wrong (Settings reads the defaults then). */
    public static function rawDaysOf(Config $config): int
    {
        return self::read($config->values['counter'])->rawDays;
    }
}
