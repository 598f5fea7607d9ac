<?php
/**
 * A field the visitor must correct; the message is the sentence shown to them.
 */

declare(strict_types=1);

namespace AntennaBackend\Enquiry;

final class ValidationError extends \RuntimeException
{
}
