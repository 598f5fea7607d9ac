<?php
/** Where an alert goes: one phone number through an SMS provider, or one push address. */

declare(strict_types=1);

namespace AntennaBackend\Alerts;

interface Target
{
    /** A short name that stays the same while the settings do: a retry skips the targets already reached. */
    public function id(): string;

    /** The provider's host: once it failed, a run of alerts tries it no more (the rest wait for the next run). */
    public function host(): string;

    /** @throws AlertFailed when the alert did not reach the target (or the provider would not say it did) */
    public function send(AlertText $alert, int $seconds): void;
}
