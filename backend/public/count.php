<?php
/** Where the site's pages report their views and taps (the visit counter). How it finds the code: ../README.md. */

declare(strict_types=1);

require (is_file(__DIR__ . '/../src/bootstrap.php') ? __DIR__ . '/..' : dirname(__DIR__, 2) . '/backend') . '/src/bootstrap.php';

AntennaBackend\Visits\Collector::serve(__DIR__);
