<?php
/**
 * One enquiry in full, with what the office can do with it.
 *
 * @var callable $h
 * @var array<string, mixed> $row
 * @var string $csrf
 * @var callable $local UTC time -> local display
 * @var array<string, \AntennaBackend\Enquiry\Field> $fields the declared fields
 * @var callable $shown (field, row) -> the value as the office reads it
 * @var ?string $flash
 */
$id = (int) $row['id'];
$removed = 'removed after the retention period';
// [label, value, whether it may span lines]: what the enquiry holds, the declared fields in their order.
$lines = [
    ['Received', $local($row['created_at']), false],
    ['Form', $row['form'], false],
    ['Status', $row['status'] . ($row['spam_reason'] !== null ? ' (' . $row['spam_reason'] . ')' : ''), false],
    ['Marked handled', $row['handled_ts'] === null ? null : $local(gmdate('Y-m-d\TH:i:s\Z', (int) $row['handled_ts'])), false],
    ...array_map(static fn (\AntennaBackend\Enquiry\Field $field): array => [$field->officeLabel, $shown($field, $row), $field->multiline()],
        array_values($fields)),
    ['Page', $row['page'], false],
    ['Sent from', $row['client_ip'] ?? $removed, false],
    ['Browser', $row['user_agent'] ?? ($row['client_ip'] === null ? $removed : ''), false],
    ['E-mail notification', $row['notify_status'] . ($row['notified_at'] !== null ? ', ' . $local($row['notified_at']) : '')
        . ($row['notify_error'] !== null ? ' (' . $row['notify_error'] . ')' : ''), false],
];
$action = static fn (string $name, string $value, string $label, string $class = '') => '<form method="post" action="./">'
    . '<input type="hidden" name="csrf" value="' . $h($csrf) . '"><input type="hidden" name="id" value="' . $id . '">'
    . '<input type="hidden" name="' . $h($name) . '" value="' . $h($value) . '">'
    . '<button type="submit" name="action" value="status"' . ($class !== '' ? ' class="' . $class . '"' : '') . '>' . $h($label) . '</button></form>';
?>
<p><a href="./">Back to the enquiries</a></p>
<h1>Enquiry #<?= $id ?> from <?= $h($row['name']) ?></h1>
<?php if ($flash !== null): ?>
<p class="notice" role="status"><?= $h($flash) ?></p>
<?php endif ?>
<div class="actions">
  <?= $row['status'] === 'handled' ? $action('status', 'new', 'Mark not handled', 'secondary') : $action('status', 'handled', 'Mark handled') ?>
  <?= $row['status'] === 'spam' ? $action('status', 'new', 'Not spam', 'secondary') : $action('status', 'spam', 'Mark spam', 'secondary') ?>
  <a class="button secondary" href="<?= $h('./?id=' . $id . '&confirm=delete') ?>">Delete…</a>
</div>
<dl>
  <?php foreach ($lines as [$label, $value, $text]): ?>
  <?php if ($value !== null && $value !== ''): ?>
  <dt><?= $h($label) ?></dt>
  <dd<?= $text ? ' class="text"' : '' ?>><?= $h($value) ?></dd>
  <?php endif ?>
  <?php endforeach ?>
</dl>
<h2 id="note-heading">Office note</h2>
<form method="post" action="./" aria-labelledby="note-heading">
  <input type="hidden" name="csrf" value="<?= $h($csrf) ?>">
  <input type="hidden" name="id" value="<?= $id ?>">
  <label for="note">Note (seen only in this inbox)</label>
  <textarea id="note" name="note" maxlength="5000"><?= $h($row['note']) ?></textarea>
  <p><button type="submit" name="action" value="note">Save note</button></p>
</form>
