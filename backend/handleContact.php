<?php
/**
 * POST endpoint of the "enquiry" form (Home page and service pages) and of
 * the "contact" form (Contact page, recognised by its "subject" field).
 * See README.md.
 */

declare(strict_types=1);

define('ANTENNA_BACKEND', __DIR__);
require __DIR__ . '/lib/bootstrap.php';

AntennaBackend\Handler::run(AntennaBackend\Handler::CONTACT);
