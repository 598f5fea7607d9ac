<?php
/**
 * A body the site's forms never send (unknown, duplicated or array-style fields).
 */

declare(strict_types=1);

namespace AntennaBackend\Enquiry;

final class MalformedRequest extends \RuntimeException
{
}
