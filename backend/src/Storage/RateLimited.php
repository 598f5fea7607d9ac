<?php
/**
 * The client reached its rate limit; retryAfter is the seconds until it may post again.
 */

declare(strict_types=1);

namespace AntennaBackend\Storage;

final class RateLimited extends \RuntimeException
{
    public function __construct(public readonly int $retryAfter)
    {
        parent::__construct('rate limit reached');
    }
}
