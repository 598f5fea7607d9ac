<?php
/** The fields each of the site's three forms sends, filled in as a visitor would. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support;

final class Visitor
{
    /** @param array<string, string> $overrides */
    public static function enquiry(array $overrides = []): array
    {
        return $overrides + [
            'name' => 'Jane Citizen',
            'email' => 'jane.citizen@example.com',
            'phone' => '0412 345 678',
            'address' => '12 Example Street',
            'city' => 'Richmond',
            'service' => 'digital-antenna-installation',
            'message' => "Hello,\nmy reception is poor on channel 7.",
        ];
    }

    /** @param array<string, string> $overrides */
    public static function contact(array $overrides = []): array
    {
        return $overrides + [
            'name' => 'Sam Contact',
            'email' => 'sam@example.net',
            'phone' => '+61 3 9123 4567',
            'address' => '5 Side Road',
            'city' => 'Footscray',
            'service' => 'signal-booster',
            'subject' => 'Booster for a two-storey house',
            'message' => 'Please call me after 5 pm.',
        ];
    }

    /** @param array<string, string> $overrides */
    public static function quote(array $overrides = []): array
    {
        return $overrides + [
            'name' => 'Quinn Quote',
            'email' => 'quinn@example.org',
            'message' => 'Quote for 3 new TV points please.',
        ];
    }
}
