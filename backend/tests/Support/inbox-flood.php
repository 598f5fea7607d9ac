<?php
/**
 * An outsider at the inbox's sign-in, from one loopback address, until the file STOP exists (or
 * for at most LIMIT seconds): again and again a wrong password, "E-mail a one-time code" and a
 * wrong code, as fast as the server answers. After every round it writes how many of each it sent
 * and the statuses it got, as JSON, to STATS, so that the test can see the flood's size as it goes.
 *
 * Usage: php tests/Support/inbox-flood.php PORT FROM STOP LIMIT STATS
 */

declare(strict_types=1);

require __DIR__ . '/../bootstrap.php';

use AntennaBackend\Tests\Support\Http\Browser;
use AntennaBackend\Tests\Support\Http\HttpClient;

[, $port, $from, $stop, $limit, $statsFile] = $argv;
$outsider = new Browser(new HttpClient((int) $port, $from), $from);
$statuses = [];
$until = microtime(true) + (float) $limit;
for ($round = 0; !is_file($stop) && microtime(true) < $until; $round++) {
    $guess = strtoupper(substr(bin2hex(random_bytes(4)), 0, 8));
    foreach ([['action' => 'signin', 'password' => 'a wrong guess ' . $round],
        ['action' => 'send-code'],
        ['action' => 'signin-code', 'code' => substr($guess, 0, 4) . '-' . substr($guess, 4), 'password' => 'a wrong guess']] as $form) {
        $outsider->get('/inbox/');
        $status = $outsider->submit($form)->status;
        $statuses[$form['action'] . ' ' . $status] = ($statuses[$form['action'] . ' ' . $status] ?? 0) + 1;
    }
    HttpClient::take(); // what the tests check after each test is not kept here
    // Written whole, then renamed: the test never reads half a file.
    file_put_contents($statsFile . '.tmp', json_encode(['from' => $from, 'rounds' => $round + 1, 'answers' => $statuses, 'done' => false]));
    rename($statsFile . '.tmp', $statsFile);
}
file_put_contents($statsFile . '.tmp', json_encode(['from' => $from, 'rounds' => $round, 'answers' => $statuses, 'done' => true]));
rename($statsFile . '.tmp', $statsFile);
