<?php
/**
 * A notification that could not be sent (configuration or transport).
 */

declare(strict_types=1);

namespace AntennaBackend;

\defined('ANTENNA_BACKEND') || require __DIR__ . '/bootstrap.php';

final class MailException extends \RuntimeException
{
}
