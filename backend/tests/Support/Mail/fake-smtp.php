<?php
/**
 * A fake SMTP server for the tests (not part of the deployed backend).
 *
 * Usage: php tests/Support/Mail/fake-smtp.php --transcript=FILE [--user=U --password=P] [--tls=starttls|implicit --cert=PEM]
 *                                [--silent]
 *
 * Binds 127.0.0.1 on a free port, prints "PORT <n>" and serves sessions one after another until
 * killed; everything the client sends (after TLS, decrypted) is appended to the transcript file.
 *   --user/--password  offer AUTH LOGIN and refuse MAIL FROM before a successful login
 *   --tls=starttls     offer STARTTLS (and AUTH only after it); --tls=implicit: TLS from the start
 *   --cert             PEM file with the server's certificate and key
 *   --silent           accept connections and never say anything (a mail server that hangs)
 *
 * Each connection is logged as <<CONNECTED>>, so a test can count how often it was tried.
 */

declare(strict_types=1);

$opt = getopt('', ['transcript:', 'user:', 'password:', 'tls:', 'cert:', 'silent']);
$transcript = (string) ($opt['transcript'] ?? '');
if ($transcript === '') {
    fwrite(STDERR, "usage: php fake-smtp.php --transcript=FILE [--user=U --password=P] [--tls=starttls|implicit --cert=PEM] [--silent]\n");
    exit(2);
}
$user = $opt['user'] ?? null;
$pass = $opt['password'] ?? null;
$tls = $opt['tls'] ?? null;
$context = stream_context_create(['ssl' => ['local_cert' => $opt['cert'] ?? '', 'verify_peer' => false]]);

$server = stream_socket_server(($tls === 'implicit' ? 'tls' : 'tcp') . '://127.0.0.1:0', $errno, $errstr,
    STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $context);
if ($server === false) {
    fwrite(STDERR, "cannot listen: {$errstr}\n");
    exit(1);
}
$name = (string) stream_socket_get_name($server, false);
echo 'PORT ' . substr($name, strrpos($name, ':') + 1) . "\n";
fflush(STDOUT);

$log = static function (string $line) use ($transcript): void {
    file_put_contents($transcript, $line, FILE_APPEND | LOCK_EX);
};

$held = [];
while (true) {
    $conn = @stream_socket_accept($server, 3600);
    if ($conn === false) {
        continue; // e.g. a client that gave up during the implicit TLS handshake
    }
    $log("<<CONNECTED>>\r\n");
    if (isset($opt['silent'])) {
        $held[] = $conn; // never answered, never closed
        continue;
    }
    stream_set_timeout($conn, 30);
    $say = static function (string $line) use ($conn): void {
        fwrite($conn, $line . "\r\n");
    };
    $say('220 fake.smtp.test ESMTP ready');
    $secure = $tls === 'implicit';
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
            $offers = [];
            if ($tls === 'starttls' && !$secure) {
                $offers[] = 'STARTTLS';
            } elseif ($user !== null) {
                $offers[] = 'AUTH LOGIN';
            }
            $offers[] = '8BITMIME';
            $last = array_pop($offers);
            fwrite($conn, "250-fake.smtp.test\r\n" . implode('', array_map(static fn ($o) => "250-{$o}\r\n", $offers)) . "250 {$last}\r\n");
        } elseif ($cmd === 'STARTTLS' && $tls === 'starttls' && !$secure) {
            $say('220 2.0.0 Ready to start TLS');
            $secure = @stream_socket_enable_crypto($conn, true, STREAM_CRYPTO_METHOD_TLS_SERVER) === true;
            $log($secure ? "<<TLS>>\r\n" : "<<TLS FAILED>>\r\n");
            if (!$secure) {
                break;
            }
        } elseif (str_starts_with($cmd, 'AUTH LOGIN') && $user !== null && ($secure || $tls === null)) {
            $say('334 VXNlcm5hbWU6');
            $u = base64_decode(rtrim((string) fgets($conn), "\r\n"));
            $say('334 UGFzc3dvcmQ6');
            $p = base64_decode(rtrim((string) fgets($conn), "\r\n"));
            $log("<<AUTH {$u}:{$p}>>\r\n");
            $authed = $u === $user && $p === $pass;
            $say($authed ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication failed');
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
