<?php
/**
 * Signing in to the inbox: the password only (its hash outside the web root, no default), a new
 * session id at sign-in, a cookie that scripts and other sites cannot use, limits on failed
 * attempts per address and in total, and signing out after a time without activity.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Inbox;

use AntennaBackend\Tests\Support\Http\Browser;
use AntennaBackend\Tests\Support\Mail\Eml;

/** @group database */
final class SignInTest extends InboxTestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        // Each test starts with no failed attempt and no code sent.
        $this->backend()->db->pdo()->exec('DELETE FROM inbox_signins');
        $this->backend()->db->pdo()->exec('DELETE FROM inbox_codes');
    }

    private function sessionCookie(Browser $browser): string
    {
        return $browser->cookies['antenna_inbox'] ?? '';
    }

    private function isSignedIn(Browser $browser): bool
    {
        return $browser->texts('//h1', $browser->get('/inbox/')) === ['Enquiries'];
    }

    public function testTheRightPasswordSignsInUnderANewSessionId(): void
    {
        $browser = $this->browser();
        $page = $browser->get('/inbox/');
        $this->assertSame(['Sign in'], $browser->texts('//h1'));
        $cookie = $page->header('set-cookie');
        $this->assertMatchesRegularExpression('/^antenna_inbox=[^;]+; path=\/inbox\/; HttpOnly; SameSite=Strict$/i', (string) $cookie);
        $before = $this->sessionCookie($browser);

        $r = $browser->submit(['action' => 'signin', 'password' => self::PASSWORD]);
        $this->assertSame([303, './'], [$r->status, $r->header('location')]);
        $after = $this->sessionCookie($browser);
        $this->assertNotSame($before, $after, 'the session id changes at sign-in');
        $this->assertTrue($this->isSignedIn($browser));

        $old = clone $browser;
        $old->cookies['antenna_inbox'] = $before;
        $this->assertFalse($this->isSignedIn($old), 'the id from before signing in is worth nothing');
        $this->assertSame(0, (int) $this->backend()->db->pdo()->query('SELECT COUNT(*) FROM inbox_signins')->fetchColumn(),
            'a right password leaves no failed attempt behind');
    }

    public function testASessionIdChosenByTheVisitorIsNeverUsed(): void
    {
        $browser = $this->browser();
        $browser->cookies['antenna_inbox'] = 'chosenbyanattacker0123456789abcdef';
        $browser->get('/inbox/');
        $this->assertNotSame('chosenbyanattacker0123456789abcdef', $this->sessionCookie($browser), 'strict mode: a new id');
        $browser->submit(['action' => 'signin', 'password' => self::PASSWORD]);
        $this->assertNotSame('chosenbyanattacker0123456789abcdef', $this->sessionCookie($browser));
        $this->assertTrue($this->isSignedIn($browser));
    }

    public function testTheCookieIsSecureWhenTheBrowserUsesHttps(): void
    {
        $r = $this->http()->request('GET', '/inbox/', ['X-Forwarded-Proto' => 'https']); // from the trusted proxy
        $this->assertStringContainsString('; secure', strtolower((string) $r->header('set-cookie')));
    }

    public function testAWrongPasswordIsRefused(): void
    {
        $browser = $this->browser();
        $browser->get('/inbox/');
        $r = $browser->submit(['action' => 'signin', 'password' => 'not the password']);
        $this->assertSame(403, $r->status);
        $this->assertSame(['That password is not right.'], $browser->texts('//*[@role="alert"]'));
        $this->assertFalse($this->isSignedIn($browser));
    }

    public function testFailedSignInsAreLimitedPerAddress(): void
    {
        $browser = $this->browser();
        for ($i = 0; $i < 5; $i++) {
            $browser->get('/inbox/');
            $this->assertSame(403, $browser->submit(['action' => 'signin', 'password' => "guess {$i}"])->status);
        }
        $browser->get('/inbox/');
        $r = $browser->submit(['action' => 'signin', 'password' => self::PASSWORD]);
        $this->assertSame(429, $r->status, 'even the right password waits');
        $this->assertSame(['Too many failed sign-ins from your address. Please wait 15 minutes and try again.'],
            $browser->texts('//*[@role="alert"]'));
        $this->assertFalse($this->isSignedIn($browser));
        $this->signedIn(); // another address is not affected
    }

    public function testFailedSignInsAreLimitedInTotalUntilThePasswordIsSetAgain(): void
    {
        $this->pauseSignIn();
        $browser = $this->browser();
        $this->assertSame(429, $browser->signIn(self::PASSWORD)->status);
        $this->assertStringStartsWith('Too many failed sign-ins. Signing in is paused', $browser->texts('//*[@role="alert"]')[0] ?? '');
        [$code] = $this->backend()->command('set-password.php', [], [], self::PASSWORD . "\n");
        $this->assertSame(0, $code);
        $this->signedIn();
    }

    /** Wrong guesses from four addresses, five each: the limit of failed sign-ins in total. */
    private function pauseSignIn(): void
    {
        for ($address = 0; $address < 4; $address++) {
            $browser = $this->browser();
            for ($i = 0; $i < 5; $i++) {
                $browser->get('/inbox/');
                $browser->submit(['action' => 'signin', 'password' => "guess {$address}.{$i}"]);
            }
        }
    }

    /** @return list<string> the one-time codes e-mailed so far, oldest first */
    private function emailedCodes(): array
    {
        $files = glob($this->backend()->mailDir . '/*-signin-code-*.eml') ?: [];
        sort($files);
        return array_map(function (string $file): string {
            $mail = Eml::fromFile($file);
            $this->assertSame('office@example.com, owner@example.com', $mail->header('To'), 'to the notification addresses');
            $this->assertSame(1, preg_match('/\b([A-Z2-9]{4}-[A-Z2-9]{4})\b/', $mail->body, $m), $mail->body);
            return $m[1];
        }, $files);
    }

    public function testWhileSignInIsPausedTheOwnerGetsInWithACodeEmailedToTheOffice(): void
    {
        $codesBefore = \count($this->emailedCodes());
        $browser = $this->browser();
        $browser->get('/inbox/');
        $browser->submit(['action' => 'send-code']);
        $this->assertCount($codesBefore, $this->emailedCodes(), 'no code while signing in is not paused');

        $this->pauseSignIn();
        $owner = $this->browser();
        $this->assertSame(429, $owner->signIn(self::PASSWORD)->status, 'paused, even for the right password');
        $this->assertContains('E-mail a one-time code to the office', $owner->texts('//button'));
        $this->assertSame(200, $owner->submit(['action' => 'send-code'])->status);
        $this->assertCount($codesBefore + 1, $this->emailedCodes(), 'one code, to the notification addresses');
        $code = $this->emailedCodes()[$codesBefore];
        $this->assertStringStartsWith('A one-time code was e-mailed', $owner->texts('//*[@role="status"]')[0] ?? '');
        $this->assertSame(200, $owner->submit(['action' => 'send-code'])->status);
        $this->assertCount($codesBefore + 1, $this->emailedCodes(), 'asked again: no second mail while the first code is valid');

        $this->assertSame(403, $owner->submit(['action' => 'signin-code', 'code' => 'AAAA-BBBB', 'password' => self::PASSWORD])->status);
        $this->assertSame(403, $owner->submit(['action' => 'signin-code', 'code' => $code, 'password' => 'not the password'])->status);
        $r = $owner->submit(['action' => 'signin-code', 'code' => strtolower(str_replace('-', ' ', $code)), 'password' => self::PASSWORD]);
        $this->assertSame([303, './'], [$r->status, $r->header('location')], 'the code, as typed, and the password');
        $this->assertTrue($this->isSignedIn($owner));

        $other = $this->browser();
        $other->get('/inbox/');
        $this->assertSame(403, $other->submit(['action' => 'signin-code', 'code' => $code, 'password' => self::PASSWORD])->status,
            'a code works once');
        $this->assertSame(429, $other->signIn(self::PASSWORD)->status, 'signing in stays paused for everyone else');
    }

    public function testASessionIdleForTooLongIsSignedOut(): void
    {
        $browser = $this->signedIn();
        $stmt = $this->backend()->db->pdo()->prepare('SELECT data FROM inbox_sessions WHERE id = :id');
        $stmt->execute([':id' => $this->sessionCookie($browser)]);
        $data = json_decode((string) $stmt->fetchColumn(), true);
        $this->assertIsInt($data['seen'] ?? null, 'the session records when the owner was last seen');
        $idle = json_encode(['seen' => time() - 31 * 60] + $data);
        $this->backend()->db->pdo()->prepare('UPDATE inbox_sessions SET data = :d WHERE id = :id')
            ->execute([':d' => $idle, ':id' => $this->sessionCookie($browser)]);
        $browser->get('/inbox/');
        $this->assertSame(['Sign in'], $browser->texts('//h1'));
        $this->assertSame(['You were signed out after 30 minutes without activity. Please sign in again.'], $browser->texts('//*[@role="alert"]'));
    }

    public function testSigningOutEndsTheSession(): void
    {
        $browser = $this->signedIn();
        $before = $this->sessionCookie($browser);
        $browser->get('/inbox/');
        $browser->submit(['action' => 'signout']);
        $this->assertSame(['You are signed out.'], $browser->texts('//*[@role="alert"]'));
        $browser->cookies['antenna_inbox'] = $before;
        $this->assertFalse($this->isSignedIn($browser));
    }

    public function testWithoutAPasswordNobodyCanSignIn(): void
    {
        $file = $this->backend()->dir . '/inbox-password.hash';
        rename($file, $file . '.away');
        try {
            $browser = $this->browser();
            $r = $browser->get('/inbox/');
            $this->assertSame(503, $r->status);
            $this->assertStringContainsString('php bin/set-password.php', $r->body);
            $this->assertSame([], $browser->texts('//input[@name="password"]'));
        } finally {
            rename($file . '.away', $file);
        }
    }

    public function testSetPasswordKeepsOnlyAHashAndRefusesAShortPassword(): void
    {
        $file = $this->backend()->dir . '/inbox-password.hash';
        $hash = (string) file_get_contents($file);
        $this->assertStringNotContainsString(self::PASSWORD, $hash);
        $this->assertTrue(password_verify(self::PASSWORD, trim($hash)));
        [$code, , $err] = $this->backend()->command('set-password.php', [], [], "short\n");
        $this->assertSame(2, $code);
        $this->assertStringContainsString('at least 12 characters', $err);
        $this->assertSame($hash, file_get_contents($file), 'nothing changed');
    }
}
