<?php
/**
 * POST endpoint of the quote modal (name, email, message). See README.md.
 */

declare(strict_types=1);

define('ANTENNA_BACKEND', __DIR__);
require __DIR__ . '/lib/bootstrap.php';

AntennaBackend\Handler::run(AntennaBackend\Handler::QUOTE);
