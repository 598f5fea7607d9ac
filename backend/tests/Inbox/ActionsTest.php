<?php
/** One enquiry in full, and what the office does with it: handled or not, spam or not, a note, deletion. */

declare(strict_types=1);

namespace AntennaBackend\Tests\Inbox;

use AntennaBackend\Tests\Support\Backend;
use AntennaBackend\Tests\Support\InboxTestCase;
use AntennaBackend\Tests\Support\Visitor;

/** @group database */
final class ActionsTest extends InboxTestCase
{
    private function status(int $id): string
    {
        return (string) $this->backend()->rows('id = ?', [$id])[0]['status'];
    }

    public function testMarkHandledAndNotHandled(): void
    {
        $id = $this->seed(['name' => 'To handle']);
        $browser = $this->signedIn();
        $browser->get("/inbox/?id={$id}");
        $r = $browser->submit(['action' => 'status', 'status' => 'handled', 'id' => (string) $id]);
        $this->assertSame([303, "./?id={$id}"], [$r->status, $r->header('location')]);
        $this->assertSame('handled', $this->status($id));
        $browser->get("/inbox/?id={$id}");
        $this->assertSame(['Marked handled.'], $browser->texts('//*[@role="status"]'));
        $this->assertContains('Mark not handled', $browser->texts('//button'));
        $browser->submit(['action' => 'status', 'status' => 'new', 'id' => (string) $id]);
        $this->assertSame('new', $this->status($id));
    }

    public function testMarkSpamAndNotSpam(): void
    {
        $id = $this->seed(['name' => 'Maybe spam']);
        $browser = $this->signedIn();
        $browser->get("/inbox/?id={$id}");
        $browser->submit(['action' => 'status', 'status' => 'spam', 'id' => (string) $id]);
        $this->assertSame('spam', $this->status($id));
        $this->assertNotContains($id, $browser->listedIds($browser->get('/inbox/')), 'spam leaves the default list');
        $browser->get("/inbox/?id={$id}");
        $browser->submit(['action' => 'status', 'status' => 'new', 'id' => (string) $id]);
        $this->assertSame('new', $this->status($id));
    }

    public function testTheOfficeNoteIsSaved(): void
    {
        $id = $this->seed(['name' => 'Noted']);
        $browser = $this->signedIn();
        $browser->get("/inbox/?id={$id}");
        $browser->submit(['action' => 'note', 'note' => "Called back Tuesday\nQuote sent: \$350", 'id' => (string) $id]);
        $this->assertSame("Called back Tuesday\nQuote sent: \$350", $this->backend()->rows('id = ?', [$id])[0]['note']);
        $this->assertSame(["Called back Tuesday\nQuote sent: \$350"],
            array_map(static fn ($n) => $n->textContent, iterator_to_array($browser->xpath($browser->get("/inbox/?id={$id}"))->query('//textarea'))));
    }

    public function testDeletingAsksFirstThenRemovesTheEnquiryAndItsEmailCopy(): void
    {
        $this->assertSame(200, $this->http()->post('/handleQuote.php', Visitor::quote(['name' => 'Delete Me']))->status);
        $backend = $this->backend();
        $id = (int) $backend->lastRow()['id'];
        $this->assertTrue(Backend::waitFor(static fn (): bool => $backend->mailFor($id) !== null), 'its e-mail copy exists');
        $browser = $this->signedIn();
        $browser->get("/inbox/?id={$id}&confirm=delete");
        $this->assertSame(["Delete enquiry #{$id} from Delete Me?"], $browser->texts('//h1'));
        $this->assertSame(1, $backend->count('id = ?', [$id]), 'asking deletes nothing');
        $r = $browser->submit(['action' => 'delete', 'id' => (string) $id]);
        $this->assertSame([303, './'], [$r->status, $r->header('location')]);
        $this->assertSame(0, $backend->count('id = ?', [$id]));
        $this->assertSame([], glob($backend->mailDir . "/*-enquiry-{$id}-*.eml"), 'its e-mail copy is gone');
        $browser->get('/inbox/');
        $this->assertSame(["Enquiry #{$id} from Delete Me was deleted."], $browser->texts('//*[@role="status"]'));
    }

    public function testAnEnquiryThatIsNotThereIs404(): void
    {
        $browser = $this->signedIn();
        $this->assertSame(404, $browser->get('/inbox/?id=999999')->status);
    }
}
