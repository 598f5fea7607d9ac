<?php
/**
 * A notification that could not be sent (configuration or transport).
 */

declare(strict_types=1);

namespace AntennaBackend\Mail;

final class MailException extends \RuntimeException
{
}
