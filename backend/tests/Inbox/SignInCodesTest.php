<?php
/**
 * The one-time codes of the inbox's sign-in under attack, in-process (Inbox\App): an outsider,
 * from one address or many, can neither fill the office's mailbox with codes nor spoil the code
 * the owner is reading; wrong guesses cost the guesser's address its tries, never the code; and
 * the codes' own schedule (SignInCodes) sends at most one a quarter of an hour and four a day
 * while always leaving one that can be used.
 */

declare(strict_types=1);

namespace AntennaBackend\Tests\Inbox;

use AntennaBackend\Config\Config;
use AntennaBackend\Http\Request;
use AntennaBackend\Inbox\App;
use AntennaBackend\Inbox\SignIn;
use AntennaBackend\Inbox\SignInCodes;
use AntennaBackend\Storage\Store;
use AntennaBackend\Tests\Support\BackendTestCase;
use AntennaBackend\Tests\Support\Http\Browser;
use AntennaBackend\Tests\Support\Http\InProcessClient;
use AntennaBackend\Tests\Support\Mail\Eml;

/** @group database */
final class SignInCodesTest extends BackendTestCase
{
    private const PASSWORD = 'the owner password of the codes test';

    private Config $config;
    private Store $store;
    private int $addresses = 0;

    protected static function startsServer(): bool
    {
        return false;
    }

    protected function setUp(): void
    {
        parent::setUp();
        $this->config = $this->inProcess();
        $this->store = Store::fromConfig($this->config);
        SignIn::fromConfig($this->store->db, $this->config)->setPassword(self::PASSWORD); // and no failed sign-in left
        $this->store->pdo()->exec('DELETE FROM inbox_codes');
        array_map('unlink', glob($this->backend()->mailDir . '/*-signin-code-*.eml') ?: []);
    }

    /** A visitor of the inbox from an address of its own, answered in-process. */
    private function visitor(): Browser
    {
        $handle = fn (Request $request) => App::handle($request, $this->config);
        return new Browser(new InProcessClient($handle), '198.51.100.' . ++$this->addresses);
    }

    /** Five wrong passwords from each of four addresses: sign-in is paused for everyone. */
    private function pauseSignIn(): void
    {
        for ($address = 0; $address < 4; $address++) {
            $this->fail5Times($this->visitor());
        }
    }

    private function fail5Times(Browser $visitor): void
    {
        for ($i = 0; $i < 5; $i++) {
            $this->assertSame(403, $visitor->signIn("a wrong guess {$i}")->status);
        }
    }

    /** @return list<string> the codes e-mailed so far, oldest first */
    private function emailedCodes(): array
    {
        $files = glob($this->backend()->mailDir . '/*-signin-code-*.eml') ?: [];
        sort($files);
        return array_map(static function (string $file): string {
            preg_match('/\b([A-Z2-9]{4}-[A-Z2-9]{4})\b/', Eml::fromFile($file)->body, $m);
            return $m[1] ?? '';
        }, $files);
    }

    private function askForACode(Browser $visitor): int
    {
        $visitor->get('/inbox/');
        return $visitor->submit(['action' => 'send-code'])->status;
    }

    private function signInWithCode(Browser $visitor, string $code, string $password = self::PASSWORD): int
    {
        $visitor->get('/inbox/');
        return $visitor->submit(['action' => 'signin-code', 'code' => $code, 'password' => $password])->status;
    }

    private function isSignedIn(Browser $visitor): bool
    {
        return $visitor->texts('//h1', $visitor->get('/inbox/')) === ['Enquiries'];
    }

    /**
     * The attack of the report: one address sets off its own limit with five wrong passwords, then
     * asks for a code and guesses it five times, again and again. A code is tried under the
     * address's limit, so that address is offered none, and none is e-mailed.
     */
    public function testAnAddressThatFailedGetsNoCodeHoweverOftenItAsks(): void
    {
        $outsider = $this->visitor();
        $this->fail5Times($outsider);
        for ($round = 0; $round < 6; $round++) {
            $this->assertSame(403, $this->askForACode($outsider));
            $this->assertSame([], $outsider->texts('//button[@value="send-code"]'), 'no code is offered to it');
            for ($i = 0; $i < 5; $i++) {
                $this->assertSame(429, $this->signInWithCode($outsider, "WXYZ-{$i}{$round}{$i}{$round}"));
            }
        }
        $this->assertSame([], $this->emailedCodes());
    }

    /**
     * While sign-in is paused for everyone, outsiders from eight more addresses each ask for a
     * code, guess it five times and ask again: one code reaches the office, and it still lets the
     * owner in from an address that has not failed.
     */
    public function testOutsidersFromManyAddressesGetOneCodeSentAndNeverSpoilIt(): void
    {
        $this->pauseSignIn();
        for ($address = 0; $address < 8; $address++) {
            $outsider = $this->visitor();
            $this->assertSame(200, $this->askForACode($outsider));
            for ($i = 0; $i < 5; $i++) {
                $this->assertSame(403, $this->signInWithCode($outsider, "WXYZ-{$address}{$i}{$i}{$i}"));
            }
            $this->assertSame(429, $this->signInWithCode($outsider, 'WXYZ-9999'), 'its own address is used up');
            $this->assertSame(403, $this->askForACode($outsider));
        }
        $codes = $this->emailedCodes();
        $this->assertCount(1, $codes, 'one code e-mailed, however many asked');

        $owner = $this->visitor();
        $this->assertSame(200, $this->askForACode($owner));
        $this->assertStringStartsWith('A one-time code was e-mailed to the office at', $owner->texts('//*[@role="status"]')[0] ?? '');
        $this->assertCount(1, $this->emailedCodes(), 'asking while it is valid sends none');
        $this->assertSame(303, $this->signInWithCode($owner, $codes[0]));
        $this->assertTrue($this->isSignedIn($owner));
    }

    /** Five wrong codes use up the guesser's address, as five wrong passwords do; the code stays good. */
    public function testWrongCodesCountAgainstTheGuessersAddressNotAgainstTheCode(): void
    {
        $this->pauseSignIn();
        $owner = $this->visitor();
        $this->assertSame(200, $this->askForACode($owner));
        [$code] = $this->emailedCodes();

        $outsider = $this->visitor();
        for ($i = 0; $i < 5; $i++) {
            $this->assertSame(403, $this->signInWithCode($outsider, "WXYZ-{$i}{$i}{$i}{$i}"));
        }
        $this->assertSame(429, $this->signInWithCode($outsider, $code), 'that address waits, even with the right code and password');
        $this->assertSame(['Too many failed sign-ins from your address. Please wait 15 minutes and try again.'],
            $outsider->texts('//*[@role="alert"]'));
        $this->assertFalse($this->isSignedIn($outsider));

        $this->assertSame(403, $this->signInWithCode($owner, $code, 'not the password'), 'the code alone is not enough');
        $this->assertSame(303, $this->signInWithCode($owner, $code));
        $this->assertTrue($this->isSignedIn($owner));
        $this->assertSame(403, $this->signInWithCode($this->visitor(), $code), 'a code works once');
    }

    /**
     * Asked every five minutes for three days: a code goes out at most once a quarter of an hour
     * and four times in any 24 hours, and from the first on there is always one that can be used.
     * A code that let the owner in does not count: the next can be sent at once.
     */
    public function testCodesGoOutAtMostOnceAQuarterAndFourADayAndOneIsAlwaysValid(): void
    {
        $codes = new SignInCodes($this->store->db);
        $start = 1_750_000_000;
        $sent = [];
        for ($now = $start; $now < $start + 3 * SignInCodes::DAY; $now += 300) {
            if ($codes->create($now) !== null) {
                $sent[] = $now;
            }
            $this->assertNotNull($codes->active($now), 'a code can be used at ' . ($now - $start));
        }
        $this->assertSame([0, 900, 1800, 2700], \array_slice(array_map(static fn (int $t): int => $t - $start, $sent), 0, 4));
        foreach ($sent as $i => $at) {
            $this->assertLessThanOrEqual(SignInCodes::PER_DAY, \count(array_filter($sent, static fn (int $t): bool => $t > $at - SignInCodes::DAY && $t <= $at)));
            $this->assertTrue($i === 0 || $at - $sent[$i - 1] >= SignInCodes::INTERVAL);
        }
        $this->assertCount(12, $sent, 'four a day');

        $now = $start + 3 * SignInCodes::DAY - 300; // the last time asked
        $active = $codes->active($now);
        $this->assertNotNull($active);
        $this->assertTrue($codes->use($active['id'], $now));
        $this->assertFalse($codes->use($active['id'], $now), 'once');
        $this->assertNotNull($codes->create($now + 1), 'after the owner got in, a new code at once');
    }
}
