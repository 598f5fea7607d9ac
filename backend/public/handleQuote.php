<?php
/** POST endpoint of the quote modal (name, email, message). How it finds the code: ../README.md. */

declare(strict_types=1);

require (is_file(__DIR__ . '/../src/bootstrap.php') ? __DIR__ . '/..' : dirname(__DIR__, 2) . '/backend') . '/src/bootstrap.php';

AntennaBackend\Enquiry\FormEndpoint::serve(AntennaBackend\Enquiry\FormEndpoint::QUOTE, __DIR__);
