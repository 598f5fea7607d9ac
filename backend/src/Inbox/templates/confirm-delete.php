<?php
/** Asks before an enquiry is deleted. @var callable $h @var array<string, mixed> $row @var string $csrf */
$id = (int) $row['id'];
?>
<h1>Delete enquiry #<?= $id ?> from <?= $h($row['name']) ?>?</h1>
<p>The enquiry and the copy of its notification kept on the server are deleted for good. E-mails already in the office's mailbox are not touched.</p>
<div class="actions">
  <form method="post" action="./">
    <input type="hidden" name="csrf" value="<?= $h($csrf) ?>">
    <input type="hidden" name="id" value="<?= $id ?>">
    <button type="submit" name="action" value="delete" class="danger">Delete for good</button>
  </form>
  <a class="button secondary" href="<?= $h('./?id=' . $id) ?>">Keep it</a>
</div>
