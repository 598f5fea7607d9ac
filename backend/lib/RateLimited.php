<?php
/**
 * The client reached its rate limit; retryAfter is the seconds until it may post again.
 */

declare(strict_types=1);

namespace AntennaBackend;

\defined('ANTENNA_BACKEND') || require __DIR__ . '/bootstrap.php';

final class RateLimited extends \RuntimeException
{
    public function __construct(public readonly int $retryAfter)
    {
        parent::__construct('rate limit reached');
    }
}
