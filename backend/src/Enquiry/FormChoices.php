<?php
/**
 * The service choices each form offers, as the site's build writes them (gatsby-node.ts writes
 * public/antenna-backend/form-choices.json from content/services/ and content/contact.yaml, the
 * same files that fill the forms' lists). The handlers accept exactly these, so a service added to
 * the site needs no change here; the file is uploaded with the handlers (config "form_choices").
 */

declare(strict_types=1);

namespace AntennaBackend\Enquiry;

use AntennaBackend\Config\Config;
use AntennaBackend\Config\ConfigException;

final class FormChoices
{
    /** @param array<string, array<string, string>> $choices form => (slug => label) */
    private function __construct(private readonly array $choices)
    {
    }

    /** @throws ConfigException when the file is missing or holds no usable list */
    public static function fromConfig(Config $config): self
    {
        static $loaded = [];
        $path = $config->values['form_choices'];
        return $loaded[$path] ??= self::load($path);
    }

    /** The choices, or null where they are only needed for labels (a missing file is the handlers' problem). */
    public static function forLabels(Config $config): ?self
    {
        try {
            return self::fromConfig($config);
        } catch (ConfigException) {
            return null;
        }
    }

    private static function load(string $path): self
    {
        $json = is_readable($path) ? file_get_contents($path) : false;
        if ($json === false) {
            throw new ConfigException("the service choices of the forms are missing: {$path} (upload "
                . 'public/antenna-backend/form-choices.json from the site\'s build next to the handlers, or set "form_choices")');
        }
        $data = json_decode($json, true);
        $choices = [];
        $declared = Declaration::shipped();
        foreach (array_filter($declared->forms(), $declared->hasChoices(...)) as $form) {
            foreach (\is_array($data) && \is_array($data[$form] ?? null) ? $data[$form] : [] as $value => $label) {
                if (\is_string($value) && \is_string($label) && preg_match('/^[a-z0-9-]{1,64}$/', $value) === 1) {
                    $choices[$form][$value] = $label;
                }
            }
            if (($choices[$form] ?? []) === []) {
                throw new ConfigException("{$path} lists no service choices for the {$form} form; upload the one of the site's latest build");
            }
        }
        return new self($choices);
    }

    /** @return array<string, string> slug => label (none for a form without a select field) */
    public function of(string $form): array
    {
        return $this->choices[$form] ?? [];
    }

    /** @return array<string, string> slug => label of every form's choices (the first form's label of a slug) */
    public function all(): array
    {
        $all = [];
        foreach ($this->choices as $choices) {
            $all += $choices;
        }
        return $all;
    }

    /** The label the visitor chose, or the stored value itself when the site no longer offers it. */
    public function label(string $form, ?string $slug): string
    {
        return $slug === null || $slug === '' ? '' : ($this->choices[$form][$slug] ?? $slug);
    }
}
