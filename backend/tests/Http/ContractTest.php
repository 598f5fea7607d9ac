<?php
/**
 * The HTTP contract of the two handlers (docs/contract.md): answers, methods, content types,
 * body sizes, origins and CORS, and that nothing but the handlers answers in the folder.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Http;

use AntennaBackend\Enquiry\Messages;
use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Visitor;

/** @group database */
final class ContractTest extends BackendTestCase
{
    private const ORIGIN = Backend::SITE_ORIGIN;

    public function testEnquiryIsThankedInPlainText(): void
    {
        $r = $this->http()->post('/handleContact.php', Visitor::enquiry());
        $this->assertAnswer(200, Messages::SUCCESS_ENQUIRY, $r);
        $this->assertSame('text/plain; charset=utf-8', $r->header('Content-Type'));
        $this->assertSame('nosniff', $r->header('X-Content-Type-Options'));
        $this->assertSame('no-store', $r->header('Cache-Control'));
    }

    public function testContactFromTheSiteCarriesCorsHeaders(): void
    {
        $r = $this->http()->post('/handleContact.php', Visitor::contact(), ['Origin' => self::ORIGIN]);
        $this->assertAnswer(200, Messages::SUCCESS_ENQUIRY, $r);
        $this->assertSame(self::ORIGIN, $r->header('Access-Control-Allow-Origin'));
        $this->assertSame('Origin', $r->header('Vary'));
    }

    public function testQuoteIsThankedForTheQuoteRequest(): void
    {
        $r = $this->http()->post('/handleQuote.php', Visitor::quote());
        $this->assertAnswer(200, Messages::SUCCESS_QUOTE, $r);
        $this->assertNull($r->header('Access-Control-Allow-Origin'), 'no CORS header without an Origin');
    }

    public function testMediaTypeWithoutParametersInAnyCase(): void
    {
        $r = $this->http()->post('/handleContact.php', Visitor::enquiry(), ['Content-Type' => 'Application/X-WWW-Form-URLEncoded']);
        $this->assertSame(200, $r->status);
    }

    /** @return array<string, array{0: string}> */
    public static function otherMethods(): array
    {
        return ['GET' => ['GET'], 'PUT' => ['PUT'], 'DELETE' => ['DELETE'], 'PATCH' => ['PATCH']];
    }

    /** @dataProvider otherMethods */
    public function testOtherMethodsAre405WithAllow(string $method): void
    {
        $r = $this->http()->request($method, '/handleContact.php', [], $method === 'GET' ? null : http_build_query(Visitor::enquiry()));
        $this->assertAnswer(405, Messages::METHOD_NOT_ALLOWED, $r);
        $this->assertSame('POST, OPTIONS', $r->header('Allow'));
    }

    public function testHeadIs405WithoutABody(): void
    {
        $r = $this->http()->request('HEAD', '/handleQuote.php');
        $this->assertSame([405, ''], [$r->status, $r->body]);
    }

    public function testFieldsInTheQueryStringAreNotAnEnquiry(): void
    {
        $before = $this->backend()->count();
        $this->assertSame(405, $this->http()->request('GET', '/handleQuote.php?name=x&email=x%40example.com&message=hi')->status);
        $this->assertSame($before, $this->backend()->count());
    }

    /** @return array<string, array{0: ?string}> */
    public static function otherContentTypes(): array
    {
        return [
            'text/plain' => ['text/plain;charset=UTF-8'],
            'JSON' => ['application/json'],
            'multipart' => ['multipart/form-data; boundary=----x'],
            'ISO-8859-1 charset' => ['application/x-www-form-urlencoded; charset=ISO-8859-1'],
            'a look-alike type' => ['application/x-www-form-urlencoded-evil'],
            'none' => [null],
        ];
    }

    /** @dataProvider otherContentTypes */
    public function testOtherBodiesAre415(?string $type): void
    {
        $r = $this->http()->request('POST', '/handleContact.php', ['Content-Type' => $type], http_build_query(Visitor::enquiry()));
        $this->assertAnswer(415, Messages::UNSUPPORTED_MEDIA_TYPE, $r);
    }

    /** @return array<string, array{0: string, 1: string}> */
    public static function oversized(): array
    {
        return [
            '1 MB message field' => ['/handleContact.php', http_build_query(Visitor::enquiry(['message' => str_repeat('A', 1024 * 1024)]))],
            '1 MB name field' => ['/handleQuote.php', http_build_query(Visitor::quote(['name' => str_repeat('N', 1024 * 1024)]))],
            'one byte over max_body_bytes' => ['/handleQuote.php', str_pad(http_build_query(Visitor::quote()) . '&x=', 131073, 'x')],
        ];
    }

    /** @dataProvider oversized */
    public function testBodiesOverTheLimitAre413(string $path, string $body): void
    {
        $this->assertAnswer(413, Messages::TOO_LARGE, $this->http()->request('POST', $path, [], $body));
    }

    public function testAFullMessageInAnyScriptFitsUnderTheBodyLimit(): void
    {
        $this->assertSame(200, $this->http()->post('/handleContact.php', Visitor::enquiry(['message' => str_repeat('😀', 5000)]))->status);
    }

    public function testPreflightFromAnAllowedOrigin(): void
    {
        $r = $this->http()->request('OPTIONS', '/handleContact.php', [
            'Origin' => self::ORIGIN,
            'Access-Control-Request-Method' => 'POST',
            'Access-Control-Request-Headers' => 'content-type',
        ]);
        $this->assertSame(204, $r->status);
        $this->assertSame('', $r->body);
        $this->assertSame(self::ORIGIN, $r->header('Access-Control-Allow-Origin'));
        $this->assertStringContainsString('POST', (string) $r->header('Access-Control-Allow-Methods'));
        $this->assertStringContainsStringIgnoringCase('content-type', (string) $r->header('Access-Control-Allow-Headers'));
        $this->assertSame('Origin', $r->header('Vary'));
    }

    public function testOriginsCompareCaseInsensitivelyAndIgnoreATrailingSlashInTheConfig(): void
    {
        $r = $this->http()->request('OPTIONS', '/handleQuote.php', ['Origin' => 'https://WWW.example.com.au', 'Access-Control-Request-Method' => 'POST']);
        $this->assertSame([204, 'https://WWW.example.com.au'], [$r->status, $r->header('Access-Control-Allow-Origin')]);
    }

    public function testPreflightFromAnotherOriginIs403WithoutCors(): void
    {
        $r = $this->http()->request('OPTIONS', '/handleQuote.php', ['Origin' => 'https://evil.example', 'Access-Control-Request-Method' => 'POST']);
        $this->assertSame([403, null], [$r->status, $r->header('Access-Control-Allow-Origin')]);
    }

    /** @return array<string, array{0: string}> */
    public static function foreignOrigins(): array
    {
        return [
            'another site' => ['https://evil.example'],
            'null' => ['null'],
            'a look-alike host' => ['http://127.0.0.1:9000.evil.example'],
            'another port' => ['http://127.0.0.1:9001'],
        ];
    }

    /** @dataProvider foreignOrigins */
    public function testPostsFromOtherOriginsAre403AndNotStored(string $origin): void
    {
        $before = $this->backend()->count();
        $r = $this->http()->post('/handleContact.php', Visitor::enquiry(), ['Origin' => $origin]);
        $this->assertAnswer(403, Messages::FORBIDDEN_ORIGIN, $r);
        $this->assertNull($r->header('Access-Control-Allow-Origin'));
        $this->assertSame($before, $this->backend()->count());
    }

    /** A request names its own Host: it cannot vouch for its Origin. Only the configured site origins are allowed. */
    public function testTheHostHeaderCannotVouchForAnOrigin(): void
    {
        $before = $this->backend()->count();
        foreach (['evil.example' => 'https://evil.example', '127.0.0.1:' . $this->http()->port => 'http://127.0.0.1:' . $this->http()->port] as $host => $origin) {
            $r = $this->http()->post('/handleContact.php', Visitor::enquiry(), ['Origin' => $origin, 'Host' => $host]);
            $this->assertAnswer(403, Messages::FORBIDDEN_ORIGIN, $r, $origin);
            $this->assertNull($r->header('Access-Control-Allow-Origin'));
        }
        $this->assertSame($before, $this->backend()->count());
        $this->assertStringContainsString('refused a post from https://evil.example: not one of allowed_origins', $this->backend()->backendLog());
    }

    public function testRefusalsToAnAllowedOriginAreReadableByTheSite(): void
    {
        $http = $this->http();
        $refusals = [
            422 => $http->post('/handleContact.php', Visitor::enquiry(['email' => 'x']), ['Origin' => self::ORIGIN]),
            413 => $http->request('POST', '/handleQuote.php', ['Origin' => self::ORIGIN], str_repeat('a', 200000)),
            415 => $http->request('POST', '/handleQuote.php', ['Origin' => self::ORIGIN, 'Content-Type' => 'text/plain'], 'x'),
            405 => $http->request('GET', '/handleQuote.php', ['Origin' => self::ORIGIN]),
        ];
        foreach ($refusals as $status => $r) {
            $this->assertSame([$status, self::ORIGIN], [$r->status, $r->header('Access-Control-Allow-Origin')]);
        }
    }

    /** @return array<string, array{0: string}> */
    public static function notEndpoints(): array
    {
        $paths = ['/.htaccess', '/.user.ini', '/inbox/.htaccess', '/src/bootstrap.php', '/src/Storage/Store.php', '/bin/export.php',
            '/tests/bootstrap.php', '/tests/fake-smtp.php', '/config.example.php', '/README.md', '/composer.json',
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
