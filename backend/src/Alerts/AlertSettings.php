<?php
/**
 * The lead alerts' settings (config group "alerts", an optional group of Settings): off until an
 * SMS provider or a push address is set; a wrong value is the group's problem and switches off the
 * alerts alone (logged with the key), never the forms, the e-mail or the inbox.
 */

declare(strict_types=1);

namespace AntennaBackend\Alerts;

use AntennaBackend\Config\Config;
use AntennaBackend\Config\ConfigException;
use AntennaBackend\Config\OptionalGroup;
use AntennaBackend\Config\Settings;
use AntennaBackend\Runtime\Log;

final class AlertSettings
{
    /** Every key with its default, as config.example.php shows them. */
    public const DEFAULTS = [
        'sms' => [
            'provider' => '',
            'to' => [],
            'from' => '',
            'username' => '',
            'key' => '',
            'api_url' => '',
        ],
        'push' => [],
        'inbox_url' => '',
        'timeout' => 5,
        'backoff' => 300,
        'give_up_after_hours' => 24,
        'max_attempts' => 20,
    ];

    /** One push address, as "push" lists them. */
    public const PUSH = ['url' => '', 'format' => 'ntfy', 'token' => ''];

    public const SMS_PROVIDERS = ['clicksend', 'twilio'];

    /**
     * @param list<Target> $targets
     */
    private function __construct(
        public readonly array $targets,
        /** The inbox's address, to which "?id=N" is added. */
        public readonly string $inboxUrl,
        /** Seconds a provider has to answer, connection included. */
        public readonly int $timeout,
        public readonly int $backoff,
        public readonly int $giveUpAfter,
        public readonly int $maxAttempts,
    ) {
    }

    /**
     * @param list<string> $origins the site's origins (allowed_origins), for the default inbox address
     * @return self|null null when no SMS provider and no push address is set (alerts are off)
     * @throws ConfigException naming the key
     */
    public static function read(mixed $group, array $origins): ?self
    {
        $values = OptionalGroup::read('alerts', $group, self::DEFAULTS);
        $targets = [...self::sms($values['sms']), ...self::push($values['push'])];
        if ($targets === []) {
            return null;
        }
        $inbox = $values['inbox_url'] !== '' ? OptionalGroup::url('alerts.inbox_url', $values['inbox_url'])
            : (isset($origins[0]) ? $origins[0] . '/antenna-backend/inbox/'
                : throw ConfigException::of('alerts.inbox_url', 'must be set when allowed_origins is empty'));
        return new self(
            $targets,
            $inbox,
            OptionalGroup::within('alerts.timeout', $values['timeout'], 1, 30),
            OptionalGroup::within('alerts.backoff', $values['backoff'], 0, 86400),
            OptionalGroup::within('alerts.give_up_after_hours', $values['give_up_after_hours'], 1, 168) * 3600,
            OptionalGroup::within('alerts.max_attempts', $values['max_attempts'], 1, 1000),
        );
    }

    /**
     * The settings, or null when alerts are off or one of their settings is wrong (Settings::ALERTS
     * holds the problem, logged here by its key).
     */
    public static function of(Config $config): ?self
    {
        $problem = $config->problem(Settings::ALERTS);
        if ($problem !== null) {
            Log::error('lead alerts switched off: ' . $problem->getMessage());
            return null;
        }
        return self::read($config->values['alerts'], $config->values['allowed_origins']);
    }

    /**
     * @param array<string, mixed> $sms
     * @return list<Target>
     */
    private static function sms(array $sms): array
    {
        if ($sms['provider'] === '') {
            return [];
        }
        if (!\in_array($sms['provider'], self::SMS_PROVIDERS, true)) {
            throw ConfigException::of('alerts.sms.provider', 'must be "clicksend", "twilio" or empty');
        }
        foreach (['username', 'key'] as $key) {
            if ($sms[$key] === '') {
                throw ConfigException::of("alerts.sms.{$key}", "must be set for {$sms['provider']}");
            }
        }
        if ($sms['to'] === []) {
            throw ConfigException::of('alerts.sms.to', 'must list at least one mobile number');
        }
        $twilio = $sms['provider'] === 'twilio';
        if ($twilio && $sms['from'] === '') {
            throw ConfigException::of('alerts.sms.from', 'must be set for twilio (a number, a sender ID or a Messaging Service SID)');
        }
        $api = $sms['api_url'] === '' ? ($twilio ? TwilioSms::API : ClickSendSms::API) : OptionalGroup::url('alerts.sms.api_url', $sms['api_url']);
        $targets = [];
        foreach ($sms['to'] as $to) {
            if (!\is_string($to) || preg_match('/^\+[1-9][0-9]{6,14}$/', str_replace(' ', '', $to)) !== 1) {
                throw ConfigException::of('alerts.sms.to', 'must list mobile numbers in international form, e.g. "+61412345678"');
            }
            $to = str_replace(' ', '', $to);
            $targets[] = $twilio ? new TwilioSms($api, $sms['username'], $sms['key'], $sms['from'], $to)
                : new ClickSendSms($api, $sms['username'], $sms['key'], $sms['from'], $to);
        }
        return $targets;
    }

    /**
     * @param list<mixed> $push
     * @return list<Target>
     */
    private static function push(array $push): array
    {
        $targets = [];
        foreach ($push as $i => $entry) {
            $values = OptionalGroup::read("alerts.push.{$i}", $entry, self::PUSH);
            if (!\in_array($values['format'], Push::FORMATS, true)) {
                throw ConfigException::of("alerts.push.{$i}.format", "must be \"ntfy\", \"json\" or \"discord\"");
            }
            $targets[] = new Push(OptionalGroup::url("alerts.push.{$i}.url", $values['url']), $values['format'], $values['token']);
        }
        return $targets;
    }
}
