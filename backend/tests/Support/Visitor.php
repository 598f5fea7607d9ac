<?php
/** The fields each of the site's three forms sends, filled in as a visitor would. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support;

use AntennaBackend\Enquiry\Declaration;

final class Visitor
{
    /**
     * $form as its declaration has it (Enquiry/forms.json), every field filled in with a value of
     * its own that the handlers accept, so that each can be found again wherever it is shown.
     *
     * @return array<string, string>
     */
    public static function everyField(string $form): array
    {
        $choices = json_decode((string) file_get_contents(__DIR__ . '/form-choices.json'), true);
        $fields = [];
        foreach (Declaration::shipped()->fieldsOf($form) as $field) {
            $fields[$field->name] = match ($field->type) {
                'email' => strtolower($field->name) . '.' . $form . '@example.com',
                'tel' => '(03) 9123 4567',
                'select' => (string) array_key_last($choices[$form]),
                'textarea' => "The {$field->name} of the {$form} form,\non two lines.",
                default => substr("The {$field->name} of the {$form} form", 0, $field->max),
            };
        }
        return $fields;
    }

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
