<?php
/**
 * Where the backend is: its code folder (src/, bin/, public/), wherever it was deployed, and the
 * web root its commands assume when no request says otherwise. PHP's __DIR__ resolves symbolic
 * links, so a release reached through a "current" link knows its own folder.
 */

declare(strict_types=1);

namespace AntennaBackend\Runtime;

final class Paths
{
    public static function code(): string
    {
        return \dirname(__DIR__, 2);
    }

    /** The code's own web root; an entry point copied elsewhere passes its folder instead. */
    public static function webRoot(): string
    {
        return self::code() . '/public';
    }
}
