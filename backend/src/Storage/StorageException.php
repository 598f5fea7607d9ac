<?php
/** The database cannot be used as it is; the message says what to fix (it goes to the log). */

declare(strict_types=1);

namespace AntennaBackend\Storage;

final class StorageException extends \RuntimeException
{
}
