<?php
/** Every form of the inbox that changes anything carries a CSRF token; without a valid one: 403, nothing changed. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Inbox;

use AntennaBackend\Tests\Support\InboxTestCase;

/** @group database */
final class CsrfTest extends InboxTestCase
{
    /** @return array<string, array{0: array<string, string>}> */
    public static function changes(): array
    {
        return [
            'mark handled' => [['action' => 'status', 'status' => 'handled']],
            'mark spam' => [['action' => 'status', 'status' => 'spam']],
            'save a note' => [['action' => 'note', 'note' => 'forged']],
            'delete' => [['action' => 'delete']],
            'sign out' => [['action' => 'signout']],
        ];
    }

    /**
     * @dataProvider changes
     * @param array<string, string> $fields
     */
    public function testWithoutItsTokenNothingChanges(array $fields): void
    {
        $id = $this->seed(['name' => 'Untouched']);
        $browser = $this->signedIn();
        $other = $this->signedIn(); // a token that is valid, but of another session
        $other->get('/inbox/');
        $before = $this->backend()->rows('id = ?', [$id]);
        foreach (['no token' => [], 'empty token' => ['csrf' => ''], 'another session\'s token' => ['csrf' => $other->csrf()]] as $case => $token) {
            $r = $browser->post('/inbox/', $fields + ['id' => (string) $id] + $token);
            $this->assertSame(403, $r->status, $case);
            $this->assertSame(['This form has expired'], $browser->texts('//h1'), $case);
            $this->assertSame($before, $this->backend()->rows('id = ?', [$id]), $case . ': the enquiry is unchanged');
            $this->assertSame(['Enquiries'], $browser->texts('//h1', $browser->get('/inbox/')), $case . ': still signed in');
        }
    }

    public function testSigningInNeedsTheTokenToo(): void
    {
        $browser = $this->browser();
        $browser->get('/inbox/');
        $this->assertSame(403, $browser->post('/inbox/', ['action' => 'signin', 'password' => self::PASSWORD])->status);
        $this->assertSame(['Sign in'], $browser->texts('//h1', $browser->get('/inbox/')));
    }
}
