<?php
/**
 * The start of every command in bin/: the backend's bootstrap (constant ANTENNA_BACKEND, class
 * autoloading), and "not found" for anything but the command line, so a web request for a command
 * runs nothing even where bin/.htaccess is not honoured.
 */

declare(strict_types=1);

define('ANTENNA_BACKEND', dirname(__DIR__));
require dirname(__DIR__) . '/lib/bootstrap.php';

AntennaBackend\Cli::requireCli();
