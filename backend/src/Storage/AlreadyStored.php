<?php
/**
 * The same submission was stored a moment ago (sent twice, or sent again by a visitor who was told
 * it was not sent while the database stored it after all); id is the enquiry stored.
 */

declare(strict_types=1);

namespace AntennaBackend\Storage;

final class AlreadyStored extends \RuntimeException
{
    public function __construct(public readonly int $id)
    {
        parent::__construct('already stored as enquiry #' . $id);
    }
}
