<?php
/**
 * A tiny fake SMTP server for the tests (not part of the deployed backend).
 *
 * Usage: php tests/fake-smtp.php TRANSCRIPT_FILE [AUTH_USER AUTH_PASS]
 * Binds 127.0.0.1 on a free port, prints "PORT <n>" and serves sessions one
 * after another until killed. Everything the client sends is appended to
 * TRANSCRIPT_FILE; with AUTH_USER/AUTH_PASS it offers AUTH LOGIN and
 * refuses MAIL FROM before a successful login.
 */

declare(strict_types=1);

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    header_remove('X-Powered-By');
    header('Content-Type: text/plain; charset=utf-8');
    echo "Not found.\n";
    exit;
}

$transcript = $argv[1] ?? null;
if ($transcript === null) {
    fwrite(STDERR, "usage: php fake-smtp.php TRANSCRIPT_FILE [AUTH_USER AUTH_PASS]\n");
    exit(2);
}
$user = $argv[2] ?? null;
$pass = $argv[3] ?? null;

$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
if ($server === false) {
    fwrite(STDERR, "cannot listen: {$errstr}\n");
    exit(1);
}
$name = stream_socket_get_name($server, false);
echo 'PORT ' . substr($name, strrpos($name, ':') + 1) . "\n";
fflush(STDOUT);

$log = static function (string $line) use ($transcript): void {
    file_put_contents($transcript, $line, FILE_APPEND | LOCK_EX);
};

while (true) {
    $conn = @stream_socket_accept($server, 3600);
    if ($conn === false) {
        continue;
    }
    stream_set_timeout($conn, 30);
    $say = static function (string $line) use ($conn): void {
        fwrite($conn, $line . "\r\n");
    };
    $say('220 fake.smtp.test ESMTP ready');
    $authed = $user === null;
    $inData = false;
    while (($line = fgets($conn, 100000)) !== false) {
        $log($line);
        if ($inData) {
            if ($line === ".\r\n") {
                $inData = false;
                $log("<<END OF DATA>>\r\n");
                $say('250 2.0.0 queued');
            }
            continue;
        }
        $cmd = strtoupper(substr(rtrim($line, "\r\n"), 0, 10));
        if (str_starts_with($cmd, 'EHLO')) {
            fwrite($conn, "250-fake.smtp.test\r\n" . ($user !== null ? "250-AUTH LOGIN\r\n" : '') . "250 8BITMIME\r\n");
        } elseif (str_starts_with($cmd, 'AUTH LOGIN')) {
            $say('334 VXNlcm5hbWU6');
            $u = base64_decode(rtrim((string) fgets($conn), "\r\n"));
            $say('334 UGFzc3dvcmQ6');
            $p = base64_decode(rtrim((string) fgets($conn), "\r\n"));
            $log("<<AUTH {$u}:{$p}>>\r\n");
            if ($u === $user && $p === $pass) {
                $authed = true;
                $say('235 2.7.0 Authentication successful');
            } else {
                $say('535 5.7.8 Authentication failed');
            }
        } elseif (str_starts_with($cmd, 'MAIL FROM')) {
            $say($authed ? '250 2.1.0 OK' : '530 5.7.0 Authentication required');
        } elseif (str_starts_with($cmd, 'RCPT TO')) {
            $say('250 2.1.5 OK');
        } elseif ($cmd === 'DATA') {
            $inData = true;
            $say('354 End data with <CR><LF>.<CR><LF>');
        } elseif ($cmd === 'QUIT') {
            $say('221 2.0.0 Bye');
            break;
        } else {
            $say('250 OK');
        }
    }
    fclose($conn);
}
