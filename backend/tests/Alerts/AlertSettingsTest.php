<?php
/**
 * The lead alerts' settings on their own: off until an SMS provider or a push address is set;
 * every wrong value named by its key; and a wrong value switches off the alerts alone, while the
 * forms answer and the e-mail goes as always. The alert's text: one line per value, cut to length,
 * never the message.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Alerts;

use AntennaBackend\Alerts\AlertSettings;
use AntennaBackend\Alerts\AlertText;
use AntennaBackend\Config\Config;
use AntennaBackend\Config\ConfigException;
use AntennaBackend\Config\Settings;
use AntennaBackend\Enquiry\FormEndpoint;
use AntennaBackend\Http\Request;
use AntennaBackend\Runtime\Log;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Visitor;

final class AlertSettingsTest extends BackendTestCase
{
    private const SMS = ['provider' => 'clicksend', 'to' => ['+61412345678'], 'username' => 'u', 'key' => 'k'];

    protected static function startsServer(): bool
    {
        return false;
    }

    public function testOffUntilATargetIsSet(): void
    {
        $this->assertNull(AlertSettings::read(AlertSettings::DEFAULTS, [Backend::SITE_ORIGIN]));
        $this->assertNull(AlertSettings::read([], [Backend::SITE_ORIGIN]));
        $settings = AlertSettings::read(['sms' => self::SMS, 'push' => [['url' => 'https://ntfy.sh/leads']]], ['https://www.example.com.au']);
        $this->assertCount(2, $settings->targets);
        $this->assertSame('https://www.example.com.au/antenna-backend/inbox/', $settings->inboxUrl);
        $this->assertSame([5, 300, 86400, 20], [$settings->timeout, $settings->backoff, $settings->giveUpAfter, $settings->maxAttempts]);
    }

    public function testEachWrongValueIsNamedByItsKey(): void
    {
        $cases = [
            'alerts' => 'on',
            'alerts.sms.provider' => ['sms' => ['provider' => 'telstra'] + self::SMS],
            'alerts.sms.key' => ['sms' => ['key' => ''] + self::SMS],
            'alerts.sms.to' => ['sms' => ['to' => ['0412 345 678']] + self::SMS],
            'alerts.sms.from' => ['sms' => ['provider' => 'twilio'] + self::SMS],
            'alerts.sms.api_url' => ['sms' => ['api_url' => 'http://sms.example.com'] + self::SMS],
            'alerts.push.0.url' => ['push' => [['url' => 'ftp://example.com/']]],
            'alerts.push.0.format' => ['push' => [['url' => 'https://ntfy.sh/x', 'format' => 'xml']]],
            'alerts.push.0.tokn' => ['push' => [['url' => 'https://ntfy.sh/x', 'tokn' => 'x']]],
            'alerts.timeout' => ['sms' => self::SMS, 'timeout' => 0],
            'alerts.inbox_url' => ['sms' => self::SMS, 'inbox_url' => 'javascript:alert(1)'],
            'alerts.smss' => ['smss' => self::SMS],
        ];
        foreach ($cases as $key => $group) {
            try {
                AlertSettings::read($group, [Backend::SITE_ORIGIN]);
                $this->fail("{$key} is refused");
            } catch (ConfigException $e) {
                $this->assertStringContainsString('"' . $key . '"', $e->getMessage());
            }
        }
    }

    public function testAWrongAlertSettingSwitchesOffTheAlertsAloneAndTheFormsAndMailGoOn(): void
    {
        $this->errorsExpected = true;
        $settings = $this->backend()->settings;
        $settings['alerts'] = ['sms' => ['to' => ['not a number']] + self::SMS];
        $config = Config::fromArray($settings, $this->backend()->dir);
        // The alerts' own group of the settings (Settings::OPTIONAL), as the cms, inbox and mail keys are.
        $this->assertSame('alerts.sms.to', $config->problem(Settings::ALERTS)?->key);
        foreach ([Settings::MAIL, Settings::INBOX, Settings::COUNTER, Settings::CMS] as $other) {
            $this->assertNull($config->problem($other), $other);
        }
        $this->assertSame(AlertSettings::DEFAULTS, $config->values['alerts'], 'the group is read as its defaults: off');
        Log::useFile($config->values['log_file']);
        $body = http_build_query(Visitor::quote());
        $answer = FormEndpoint::handle(FormEndpoint::QUOTE, new Request('POST', [], ['REMOTE_ADDR' => '192.0.2.60',
            'CONTENT_TYPE' => 'application/x-www-form-urlencoded', 'CONTENT_LENGTH' => (string) \strlen($body)], [], $body), $config);
        $this->assertSame(200, $answer->status);
        $answer->runAfter(true);
        $this->assertSame('sent', $this->backend()->lastRow()['notify_status'], 'the e-mail is sent');
        $this->assertStringContainsString('lead alerts switched off: config key "alerts.sms.to"', $this->backend()->backendLog());
    }

    public function testTheTextIsOneShortLineWithoutTheMessage(): void
    {
        $text = AlertText::of(['id' => 7, 'form' => 'enquiry', 'name' => "Zoë\r\n\t Ñandú " . str_repeat('x', 60), 'service' => 'not-a-choice',
            'city' => "Box\u{202E} Hill", 'message' => 'secret', 'email' => 'z@example.com', 'phone' => '0400 000 000'], null, 'https://e.example/inbox/');
        $this->assertSame('New enquiry from Zoë Ñandú ' . str_repeat('x', 29) . '…: not-a-choice, Box Hill. https://e.example/inbox/?id=7', $text->sms());
        $this->assertSame('New enquiry', $text->title());
    }
}
