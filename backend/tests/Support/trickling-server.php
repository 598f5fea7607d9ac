<?php
/**
 * A server that answers every connection a byte at a time, its status line and headers included,
 * one byte a second (php tests/Support/trickling-server.php PORT): the provider no per-read
 * timeout stops, only a deadline for the whole answer.
 */

declare(strict_types=1);

$server = stream_socket_server('tcp://127.0.0.1:' . (int) ($argv[1] ?? 0), $errno, $error);
if ($server === false) {
    fwrite(STDERR, $error . "\n");
    exit(1);
}
while (($client = @stream_socket_accept($server, 3600)) !== false) {
    fread($client, 65536);
    foreach (str_split("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 3\r\n\r\nok\n") as $byte) {
        if (@fwrite($client, $byte) === false) {
            break;
        }
        sleep(1);
    }
    fclose($client);
}
