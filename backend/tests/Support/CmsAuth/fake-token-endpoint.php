<?php
/**
 * A stand-in for GitHub's token URL (POST /login/oauth/access_token), run by php -S as its router:
 * it writes each request's form to the file FAKE_TOKEN_LOG names (one JSON line per request) and
 * answers by the code it is given: "good" gives a token when the client id and secret are the
 * tests' own, "refused" GitHub's error answer (status 200), "broken" status 500, "not-json" a page,
 * "slow" a token after 3 seconds.
 */

declare(strict_types=1);

const CLIENT_ID = 'test-client-id';
const CLIENT_SECRET = 'test-client-secret';
const TOKEN = 'gho_TokenFromTheStandIn';

parse_str((string) file_get_contents('php://input'), $form);
file_put_contents((string) getenv('FAKE_TOKEN_LOG'), json_encode([
    'method' => $_SERVER['REQUEST_METHOD'],
    'path' => parse_url((string) $_SERVER['REQUEST_URI'], PHP_URL_PATH),
    'accept' => $_SERVER['HTTP_ACCEPT'] ?? null,
    'form' => $form,
]) . "\n", FILE_APPEND);

$json = static function (int $status, array $body): void {
    http_response_code($status);
    header('Content-Type: application/json; charset=utf-8');
    echo json_encode($body);
};
$code = (string) ($form['code'] ?? '');
if ($code === 'slow') {
    sleep(3);
}
match (true) {
    $code === 'broken' => $json(500, ['message' => 'Internal error']),
    $code === 'not-json' => print('<html>Not JSON</html>'),
    $code === 'refused', ($form['client_secret'] ?? '') !== CLIENT_SECRET, ($form['client_id'] ?? '') !== CLIENT_ID
        => $json(200, ['error' => 'bad_verification_code', 'error_description' => 'The code passed is incorrect or expired.']),
    default => $json(200, ['access_token' => TOKEN, 'token_type' => 'bearer', 'scope' => 'repo']),
};
