<?php
/** Base of the inbox's tests: a backend with the inbox's password set (cheaply hashed) and a short page. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Support;

use AntennaBackend\Tests\Support\Http\Browser;

abstract class InboxTestCase extends BackendTestCase
{
    protected const PASSWORD = 'correct horse battery staple';

    private static int $clients = 0;

    protected static function settings(): array
    {
        return ['inbox' => ['page_size' => 5]];
    }

    public static function setUpBeforeClass(): void
    {
        parent::setUpBeforeClass();
        static::$backend?->setCheapPassword(self::PASSWORD);
    }

    /** A browser of its own address (sign-in limits are per address). */
    protected function browser(): Browser
    {
        return new Browser($this->http(), '203.0.113.' . (++self::$clients % 250 + 1));
    }

    protected function signedIn(): Browser
    {
        $browser = $this->browser();
        $r = $browser->signIn(self::PASSWORD);
        $this->assertSame([303, './'], [$r->status, $r->header('location')], 'signed in');
        return $browser;
    }
}
