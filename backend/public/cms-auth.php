<?php
/**
 * The content editor's GitHub sign-in window (Decap CMS's auth_endpoint): see
 * ../src/CmsAuth/Endpoint.php and the site's docs/cms-sign-in.md. How it finds the code: ../README.md.
 */

declare(strict_types=1);

require (is_file(__DIR__ . '/../src/bootstrap.php') ? __DIR__ . '/..' : dirname(__DIR__, 2) . '/backend') . '/src/bootstrap.php';

AntennaBackend\CmsAuth\Endpoint::serve(__DIR__);
