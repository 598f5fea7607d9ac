<?php
/**
 * An outsider at the inbox's sign-in, from one loopback address, for the given seconds: again and
 * again a wrong password, "E-mail a one-time code" and a wrong code, as fast as the server answers.
 * At the end it writes how many of each it sent and the statuses it got, as JSON, to STATS.
 *
 * Usage: php tests/Support/inbox-flood.php PORT FROM SECONDS STATS
 */

declare(strict_types=1);

require __DIR__ . '/../bootstrap.php';

use AntennaBackend\Tests\Support\Http\Browser;
use AntennaBackend\Tests\Support\Http\HttpClient;

[, $port, $from, $seconds, $statsFile] = $argv;
$outsider = new Browser(new HttpClient((int) $port, $from), $from);
$statuses = [];
$until = microtime(true) + (float) $seconds;
for ($round = 0; microtime(true) < $until; $round++) {
    $guess = strtoupper(substr(bin2hex(random_bytes(4)), 0, 8));
    foreach ([['action' => 'signin', 'password' => 'a wrong guess ' . $round],
        ['action' => 'send-code'],
        ['action' => 'signin-code', 'code' => substr($guess, 0, 4) . '-' . substr($guess, 4), 'password' => 'a wrong guess']] as $form) {
        $outsider->get('/inbox/');
        $status = $outsider->submit($form)->status;
        $statuses[$form['action'] . ' ' . $status] = ($statuses[$form['action'] . ' ' . $status] ?? 0) + 1;
    }
    HttpClient::take(); // what the tests check after each test is not kept here
}
file_put_contents($statsFile, json_encode(['from' => $from, 'rounds' => $round, 'answers' => $statuses]));
