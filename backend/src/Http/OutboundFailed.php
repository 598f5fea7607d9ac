<?php
/**
 * A POST to another server (OutboundPost) that got no answer. $reached is true when the server was
 * reached but did not answer in time, or not in HTTP: the message then says what it did ("did not
 * answer within 10 s"). It is false when the server could not be reached at all: the message then
 * says why ("Connection refused").
 */

declare(strict_types=1);

namespace AntennaBackend\Http;

final class OutboundFailed extends \RuntimeException
{
    public function __construct(string $message, public readonly bool $reached = false)
    {
        parent::__construct($message);
    }
}
