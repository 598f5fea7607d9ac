<?php
/** The privacy page (content/privacy.yaml) states the retention that bin/purge.php applies by default. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Privacy;

use AntennaBackend\Config\Settings;
use AntennaBackend\Visits\CounterSettings;
use PHPUnit\Framework\TestCase;

final class PolicyTest extends TestCase
{
    public function testThePrivacyPageSaysHowLongEnquiriesAreKept(): void
    {
        $defaults = Settings::defaults()['retention'];
        $policy = (string) file_get_contents(\dirname(__DIR__, 3) . '/content/privacy.yaml');
        $this->assertStringContainsString("We keep each one for two years ({$defaults['delete_after_days']} days) and then delete it automatically", $policy);
        $this->assertStringContainsString("are removed after {$defaults['anonymise_after_days']} days", $policy);
        $this->assertSame(730, $defaults['delete_after_days'], 'two years, as the page words it');
    }

    public function testThePrivacyPageSaysHowLongVisitsAreKept(): void
    {
        $policy = (string) file_get_contents(\dirname(__DIR__, 3) . '/content/privacy.yaml');
        $raw = CounterSettings::DEFAULTS['raw_days'];
        $days = Settings::defaults()['retention']['delete_after_days'];
        $this->assertStringContainsString("the record of each page view and tap is kept for {$raw} days, then only the daily totals remain, "
            . "which we keep for two years ({$days} days)", $policy);
    }
}
