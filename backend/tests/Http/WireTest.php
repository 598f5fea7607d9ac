<?php
/**
 * The entry points as php -S serves them (through bin/dev-router.php), for what only the wire
 * shows: a HEAD answer sent without its body (Emitter), and nothing but the entry points served
 * from the web root's folder. The rest of the handlers' contract is in-process (ContractTest).
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Http;

use AntennaBackend\Tests\Support\BackendTestCase;

final class WireTest extends BackendTestCase
{
    protected static function startsServer(): bool
    {
        return true;
    }

    public function testHeadIs405WithoutABody(): void
    {
        $r = $this->http()->request('HEAD', '/handleQuote.php');
        $this->assertSame([405, ''], [$r->status, $r->body]);
    }

    /** @return array<string, array{0: string}> */
    public static function notEndpoints(): array
    {
        $paths = ['/.htaccess', '/.user.ini', '/inbox/.htaccess', '/src/bootstrap.php', '/src/Storage/Store.php', '/bin/export.php',
            '/tests/bootstrap.php', '/tests/Support/Mail/fake-smtp.php', '/config.example.php', '/README.md', '/composer.json',
            // An entry point's name after a file's: php -S would serve the file.
            '/.htaccess/inbox/', '/.user.ini/inbox/index.php', '/inbox/.htaccess/handleQuote.php', '/.htaccess/cms-auth.php',
            '/inbox/inbox/', '/nowhere/handleContact.php'];
        return array_combine($paths, array_map(static fn (string $p): array => [$p], $paths));
    }

    /** @dataProvider notEndpoints */
    public function testNothingButTheEntryPointsIsServed(string $path): void
    {
        $r = $this->http()->request('GET', $path);
        $this->assertSame(404, $r->status);
        $this->assertLessThan(20, \strlen($r->body));
    }
}
