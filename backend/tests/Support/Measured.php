<?php
/**
 * Numbers a test observes (answer times, durations), printed to standard error when the run is
 * asked for them (ANTENNA_TEST_REPORT=1), so that they can be reported without timing asserts
 * turning into the point of a test.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support;

final class Measured
{
    public static function report(string $what, string $value): void
    {
        if (getenv('ANTENNA_TEST_REPORT') === '1') {
            fwrite(STDERR, "\n[measured] {$what}: {$value}\n");
        }
    }
}
