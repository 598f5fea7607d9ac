<?php
/**
 * POST endpoint of the "enquiry" form (Home page and service pages) and of the "contact" form
 * (Contact page, recognised by its "subject" field). How it finds the code: ../README.md.
 */

declare(strict_types=1);

require (is_file(__DIR__ . '/../src/bootstrap.php') ? __DIR__ . '/..' : dirname(__DIR__, 2) . '/backend') . '/src/bootstrap.php';

AntennaBackend\Enquiry\FormEndpoint::serve(AntennaBackend\Enquiry\FormEndpoint::CONTACT, __DIR__);
