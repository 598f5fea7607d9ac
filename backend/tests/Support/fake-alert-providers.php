<?php
/**
 * Stand-ins for the lead alerts' providers, run by php -S as its router: ClickSend's REST API
 * (POST /v3/sms/send, HTTP Basic test-user:test-key, JSON messages), Twilio's Messages resource
 * (POST /2010-04-01/Accounts/ACtest/Messages.json, HTTP Basic ACtest:test-token, a form), and any
 * other path as a push address (ntfy, a chat webhook). Each request is written to the file
 * FAKE_ALERTS_DIR/requests.jsonl (one JSON line, with the time it arrived); the answer follows the
 * mode in FAKE_ALERTS_DIR/mode: "ok", "fail" (500), "hang" (30 s of silence). A provider whose
 * answer trickles in is trickling-server.php.
 */

declare(strict_types=1);

$dir = (string) getenv('FAKE_ALERTS_DIR');
$path = (string) parse_url((string) $_SERVER['REQUEST_URI'], PHP_URL_PATH);
$body = (string) file_get_contents('php://input');
file_put_contents($dir . '/requests.jsonl', json_encode([
    'at' => microtime(true),
    'path' => $path,
    'authorization' => $_SERVER['HTTP_AUTHORIZATION'] ?? null,
    'type' => $_SERVER['CONTENT_TYPE'] ?? null,
    'title' => $_SERVER['HTTP_TITLE'] ?? null,
    'click' => $_SERVER['HTTP_CLICK'] ?? null,
    'body' => $body,
], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE) . "\n", FILE_APPEND | LOCK_EX);

$mode = trim((string) @file_get_contents($dir . '/mode')) ?: 'ok';
$json = static function (int $status, array $answer): void {
    http_response_code($status);
    header('Content-Type: application/json');
    echo json_encode($answer);
};
if ($mode === 'hang') {
    sleep(30);
}
if ($mode === 'fail') {
    $json(500, ['http_code' => 500, 'response_code' => 'INTERNAL_ERROR', 'code' => 20500, 'message' => 'Internal Server Error']);
    return true;
}
if ($path === '/v3/sms/send') {
    if (($_SERVER['HTTP_AUTHORIZATION'] ?? '') !== 'Basic ' . base64_encode('test-user:test-key')) {
        $json(401, ['http_code' => 401, 'response_code' => 'UNAUTHORIZED', 'response_msg' => 'Invalid credentials']);
        return true;
    }
    $messages = json_decode($body, true)['messages'] ?? [];
    $json(200, ['http_code' => 200, 'response_code' => 'SUCCESS', 'response_msg' => 'Messages queued for delivery.',
        'data' => ['messages' => array_map(static fn (array $m): array => ['to' => $m['to'] ?? '', 'status' => 'SUCCESS',
            'message_id' => bin2hex(random_bytes(8))], $messages)]]);
    return true;
}
if (preg_match('~^/2010-04-01/Accounts/([^/]+)/Messages\.json$~', $path, $m) === 1) {
    if ($m[1] !== 'ACtest' || ($_SERVER['HTTP_AUTHORIZATION'] ?? '') !== 'Basic ' . base64_encode('ACtest:test-token')) {
        $json(401, ['code' => 20003, 'message' => 'Authenticate', 'status' => 401]);
        return true;
    }
    parse_str($body, $form);
    $json(201, ['sid' => 'SM' . bin2hex(random_bytes(16)), 'status' => 'queued', 'to' => $form['To'] ?? '', 'body' => $form['Body'] ?? '']);
    return true;
}
http_response_code(200);
header('Content-Type: text/plain');
echo "ok\n";
return true;
