<?php
/** The provider did not exchange the sign-in's code for a token; the message says why, without secrets. */

declare(strict_types=1);

namespace AntennaBackend\CmsAuth;

final class ExchangeFailed extends \RuntimeException
{
}
