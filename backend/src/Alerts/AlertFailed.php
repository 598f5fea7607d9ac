<?php
/** An alert that did not reach its target: the provider could not be reached, did not answer in time, or refused. */

declare(strict_types=1);

namespace AntennaBackend\Alerts;

final class AlertFailed extends \RuntimeException
{
    /** A provider's status or error code as it may go into the log: letters, digits, _ and -, in brackets. */
    public static function word(mixed $value): string
    {
        $word = substr(preg_replace('/[^A-Za-z0-9_-]/', '', \is_scalar($value) ? (string) $value : '') ?? '', 0, 40);
        return $word === '' ? '' : "({$word})";
    }
}
