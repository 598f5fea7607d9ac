<?php
/** POST endpoint of the quote modal (name, email, message). See ../README.md for how it finds the code. */

declare(strict_types=1);

require (is_file(__DIR__ . '/../src/bootstrap.php') ? __DIR__ . '/..' : dirname(__DIR__, 2) . '/backend') . '/src/bootstrap.php';

AntennaBackend\Enquiry\FormEndpoint::serve(AntennaBackend\Enquiry\FormEndpoint::QUOTE, __DIR__);
