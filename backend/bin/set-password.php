<?php
/**
 * Sets the password of the enquiry inbox ({backend}/inbox/). Only its hash is kept, in the file
 * named by the config key inbox.password_file (default: inbox-password.hash next to config.php,
 * outside the web root). There is no default password: the inbox cannot be signed in to until
 * this has run. Setting it also lifts a pause of sign-ins after too many failed ones.
 *
 * Usage: php bin/set-password.php [--config=PATH]
 *
 * On a terminal the password is asked twice and not shown; otherwise one line is read from
 * standard input. At least 12 characters.
 */

declare(strict_types=1);

require dirname(__DIR__) . '/src/bootstrap.php';

use AntennaBackend\Cli\Cli;
use AntennaBackend\Config\Settings;
use AntennaBackend\Inbox\SignIn;
use AntennaBackend\Storage\Store;

const MIN_LENGTH = 12;

$usage = "Usage: php bin/set-password.php [--config=PATH]\n";
$opt = Cli::parse($argv, $usage, ['config']);
$config = Cli::config($opt, [Settings::INBOX]);

$terminal = function_exists('posix_isatty') && posix_isatty(STDIN);
$ask = static function (string $prompt) use ($terminal): string {
    if ($terminal) {
        fwrite(STDERR, $prompt);
        shell_exec('stty -echo');
    }
    $line = fgets(STDIN);
    if ($terminal) {
        shell_exec('stty echo');
        fwrite(STDERR, "\n");
    }
    return rtrim((string) $line, "\r\n");
};

$password = $ask('New inbox password: ');
if (mb_strlen($password) < MIN_LENGTH) {
    Cli::fail('The password must have at least ' . MIN_LENGTH . ' characters.');
}
if ($terminal && $ask('Again: ') !== $password) {
    Cli::fail('The two passwords differ; nothing was changed.');
}
try {
    SignIn::fromConfig(Store::fromConfig($config)->db, $config)->setPassword($password);
} catch (Throwable $e) {
    Cli::fail('Could not set the password: ' . $e->getMessage());
}
echo 'The inbox password is set (' . $config->values['inbox']['password_file'] . ").\n";
