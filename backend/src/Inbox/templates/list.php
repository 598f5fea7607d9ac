<?php
/**
 * The list of enquiries, newest first, with filters, search and pages.
 *
 * @var callable $h
 * @var array{rows: list<array<string, mixed>>, total: int, page: int, pages: int} $result
 * @var array<string, string> $query the current filters (status, form, service, q)
 * @var array<string, string> $forms form => how the office names it
 * @var array<string, \AntennaBackend\Enquiry\Field> $fields the declared fields the list shows
 * @var array<string, string> $services slug => label
 * @var callable $local UTC time -> local display
 * @var callable $shown (field, row) -> the value as the office reads it
 * @var callable $firstLine text -> first line
 * @var callable $link query overrides -> URL
 * @var ?string $flash
 */
$statuses = ['not-spam' => 'New and handled', 'new' => 'New', 'handled' => 'Handled', 'spam' => 'Spam', 'all' => 'All'];
$forms = ['' => 'All forms'] + $forms;
// On a narrow screen the list keeps the time, the name (the link to the enquiry), the first line of
// the message and the status; the other columns are "wide".
$wide = static fn (\AntennaBackend\Enquiry\Field $field): bool => $field->name !== 'name' && !$field->multiline();
?>
<h1>Enquiries</h1>
<?php if ($flash !== null): ?>
<p class="notice" role="status"><?= $h($flash) ?></p>
<?php endif ?>
<form class="filters" method="get" action="./" role="search">
  <div>
    <label for="status">Status</label>
    <select id="status" name="status">
      <?php foreach ($statuses as $value => $label): ?>
      <option value="<?= $h($value) ?>"<?= $query['status'] === $value ? ' selected' : '' ?>><?= $h($label) ?></option>
      <?php endforeach ?>
    </select>
  </div>
  <div>
    <label for="form">Form</label>
    <select id="form" name="form">
      <?php foreach ($forms as $value => $label): ?>
      <option value="<?= $h($value) ?>"<?= $query['form'] === $value ? ' selected' : '' ?>><?= $h($label) ?></option>
      <?php endforeach ?>
    </select>
  </div>
  <div>
    <label for="service">Service</label>
    <select id="service" name="service">
      <option value="">All services</option>
      <?php foreach ($services as $value => $label): ?>
      <option value="<?= $h($value) ?>"<?= $query['service'] === $value ? ' selected' : '' ?>><?= $h($label) ?></option>
      <?php endforeach ?>
    </select>
  </div>
  <div>
    <label for="q">Search name, e-mail, phone or text</label>
    <input id="q" name="q" type="search" value="<?= $h($query['q']) ?>">
  </div>
  <button type="submit">Show</button>
  <a class="button secondary" href="<?= $h($link(['export' => 'csv', 'page' => null])) ?>">Export CSV</a>
</form>
<div class="table">
  <table>
    <caption><?= $h(number_format($result['total'])) ?> <?= $result['total'] === 1 ? 'enquiry' : 'enquiries' ?><?= $result['pages'] > 1 ? ', page ' . $h($result['page']) . ' of ' . $h($result['pages']) : '' ?></caption>
    <thead>
      <tr>
        <th scope="col">Received</th><th scope="col" class="wide">Form</th>
        <?php foreach ($fields as $field): ?>
        <th scope="col"<?= $wide($field) ? ' class="wide"' : '' ?>><?= $h($field->officeLabel) ?></th>
        <?php endforeach ?>
        <th scope="col">Status</th>
      </tr>
    </thead>
    <tbody>
      <?php foreach ($result['rows'] as $row): ?>
      <tr>
        <td><?= $h($local($row['created_at'])) ?></td>
        <td class="wide"><?= $h($row['form']) ?></td>
        <?php foreach ($fields as $field): ?>
        <?php if ($field->name === 'name'): ?>
        <td><a href="<?= $h('./?id=' . (int) $row['id']) ?>"><?= $h($shown($field, $row)) ?></a></td>
        <?php elseif ($field->multiline()): ?>
        <td class="message"><?= $h($firstLine($shown($field, $row))) ?></td>
        <?php else: ?>
        <td class="wide<?= $field->type === 'tel' ? ' nowrap' : '' ?>"><?= $h($shown($field, $row)) ?></td>
        <?php endif ?>
        <?php endforeach ?>
        <td><span class="status status-<?= $h($row['status']) ?>"><?= $h($row['status']) ?></span></td>
      </tr>
      <?php endforeach ?>
    </tbody>
  </table>
</div>
<?php if ($result['pages'] > 1): ?>
<nav class="pages" aria-label="Pages">
  <?php if ($result['page'] > 1): ?><a href="<?= $h($link(['page' => $result['page'] - 1])) ?>" rel="prev">Newer</a><?php endif ?>
  <span>Page <?= $h($result['page']) ?> of <?= $h($result['pages']) ?></span>
  <?php if ($result['page'] < $result['pages']): ?><a href="<?= $h($link(['page' => $result['page'] + 1])) ?>" rel="next">Older</a><?php endif ?>
</nav>
<?php endif ?>
