<?php
/**
 * The Numbers view: what the visit counter and the stored enquiries say about the business, each
 * chart with its table.
 *
 * @var callable $h
 * @var array<string, mixed> $n what Numbers::at() returned
 * @var array<string, mixed> $v what VisitNumbers::at() returned (templates/numbers-visits.php)
 * @var callable $duration seconds -> "3 h 20 min"
 * @var callable $date DateTimeInterface|int -> "Mon 24 Nov 2025"
 */
use AntennaBackend\Inbox\Charts;
use AntennaBackend\Inbox\Numbers;
use AntennaBackend\Inbox\Tables;
use AntennaBackend\Inbox\View;

$count = static fn (int $value): string => number_format($value);
// A duration breaks only between its parts ("2 days" / "12 h"), a page's path only after a "/" or "-".
$keep = static fn (string $text): string => (string) preg_replace('/(\d+) (\S+)/', '<span class="nowrap">$1 $2</span>', $h($text));
$path = static fn (string $page): string => (string) preg_replace('~([/-])(?=.)~', '$1<wbr>', $h($page));
$weeks = $n['weeks'];
$enquiries = array_sum(array_column($weeks, 'enquiries'));
$spam = array_sum(array_column($weeks, 'spam'));
$month = $n['month'];
$change = $month['lastYearSoFar'] === 0 ? null : (int) round(($month['this'] - $month['lastYearSoFar']) / $month['lastYearSoFar'] * 100);
$handled = $n['handled'];
$labels = Charts::monthLabels(array_column($weeks, 'start'));
$columns = [];
foreach ($weeks as $i => $week) {
    $columns[] = $labels[$i] + ['values' => [$week['enquiries'], $week['spam']],
        'title' => 'Week of ' . $week['start']->format('j M Y') . ': ' . $week['enquiries'] . ' enquiries, ' . $week['spam'] . ' spam'];
}
?>
<h1>Numbers</h1>
<p class="lead">From <?= $h($date($n['since'])) ?> to today, <?= $h($date($n['today'])) ?>: what the website's own visit counter
counted (visitors, pages, taps on Call, WhatsApp, e-mail and Get Quote), then the enquiries stored here,
<strong><?= $count($enquiries) ?></strong> and <?= $count($spam) ?> spam.</p>

<?= View::render('numbers-visits', ['v' => $v, 'date' => $date]) ?>

<section aria-labelledby="month-heading">
  <h2 id="month-heading">This month against the same month last year</h2>
  <dl class="figures">
    <div><dt><?= $h($month['thisLabel']) ?>, days 1 to <?= $h($month['days']) ?></dt><dd id="month-this"><?= $count($month['this']) ?></dd></div>
    <div><dt><?= $h($month['lastYearLabel']) ?>, the same days</dt><dd id="month-last-year-so-far"><?= $count($month['lastYearSoFar']) ?></dd></div>
    <div><dt>Change</dt><dd><?= $change === null ? 'none last year' : $h(sprintf('%+d%%', $change)) ?></dd></div>
    <div><dt>All of <?= $h($month['lastYearLabel']) ?></dt><dd id="month-last-year"><?= $count($month['lastYear']) ?></dd></div>
  </dl>
</section>

<section aria-labelledby="weeks-heading">
  <h2 id="weeks-heading">Enquiries per week</h2>
  <p class="legend"><span class="key enquiries"></span> Enquiries <span class="key spam"></span> Spam (counted apart, never e-mailed)</p>
  <div class="chart">
    <?= Charts::columns('weeks', 'Enquiries per week, with spam on top', \count($weeks) . ' weeks from ' . $date($n['since'])
        . ': ' . $enquiries . ' enquiries and ' . $spam . ' spam; the table below gives every week.', $columns, ['enquiries', 'spam']) ?>
  </div>
  <?= Tables::box('weeks-table', 'Enquiries and spam per week, weeks from Monday',
      '<tr><th scope="col">Week of</th><th scope="col">Enquiries</th><th scope="col">Spam</th></tr>',
      Tables::rows($weeks, static fn (array $week): string => '<tr><th scope="row">' . $h($week['start']->format('j M Y')) . '</th><td>'
          . $count($week['enquiries']) . '</td><td>' . $count($week['spam']) . '</td></tr>'),
      '<tr><th scope="row">All</th><td>' . $count($enquiries) . '</td><td>' . $count($spam) . '</td></tr>', 'Every week as a table') ?>
</section>

<section aria-labelledby="services-heading">
  <h2 id="services-heading">By service</h2>
  <div class="chart">
    <?= Charts::bars('services', 'Enquiries by the service chosen', 'Enquiries of the year shown, by the service chosen on the form; the table below has the same numbers.', $n['services']) ?>
  </div>
  <?= Tables::counts('services-table', 'Enquiries by service', 'Service', 'Enquiries', $n['services']) ?>
</section>

<section aria-labelledby="forms-heading">
  <h2 id="forms-heading">By form and page</h2>
  <div class="chart">
    <?= Charts::bars('forms', 'Enquiries by form', 'Enquiries of the year shown, by the form they were sent with.',
        array_combine(array_values(Numbers::FORMS), array_values($n['forms']))) ?>
  </div>
  <p>The page is the one the form was on, as the visitor's browser named it. It is known when the site and these forms share
  an address; otherwise browsers name only the site, and the page shows as "/". The quote request can be sent from any page.</p>
  <?= Tables::box('pages-table', 'Enquiries by page and form (enquiry form, contact form, quote request)',
      '<tr><th scope="col">Page</th><th scope="col">Enquiry</th><th scope="col">Contact</th><th scope="col">Quote</th><th scope="col">All</th></tr>',
      Tables::rows($n['pages'], static fn (array $page): string => '<tr><th scope="row" class="path">' . $path($page['page']) . '</th>'
          . Tables::rows(array_keys(Numbers::FORMS), static fn (string $form): string => '<td>' . $count($page['forms'][$form]) . '</td>')
          . '<td>' . $count($page['total']) . '</td></tr>'),
      '<tr><th scope="row">All pages</th>' . Tables::rows($n['forms'], static fn (int $value): string => '<td>' . $count($value) . '</td>')
          . '<td>' . $count(array_sum($n['forms'])) . '</td></tr>') ?>
</section>

<section aria-labelledby="handled-heading">
  <h2 id="handled-heading">Time to handled</h2>
  <dl class="figures">
    <div><dt>Half were handled within</dt><dd id="handled-median"><?= $handled['median'] === null ? 'none yet' : $keep($duration($handled['median'])) ?></dd></div>
    <div><dt>Nine in ten within</dt><dd id="handled-p90"><?= $handled['p90'] === null ? 'none yet' : $keep($duration($handled['p90'])) ?></dd></div>
    <div><dt>Not handled yet</dt><dd id="handled-open"><?= $count($handled['open']) ?></dd></div>
  </dl>
  <p>From receipt to "Mark handled", for the <?= $count($handled['count']) ?> enquiries of the year shown that were marked handled
  since the inbox keeps that time<?= $handled['since'] === null ? '' : ' (since ' . $h($date($handled['since'])) . ')' ?>.
  <?= $handled['untimed'] > 0 ? $count($handled['untimed']) . ' marked handled before then are not counted.' : '' ?></p>
  <div class="chart">
    <?= Charts::bars('handled', 'Time from receipt to handled', 'How many enquiries were marked handled within each span of time.', $handled['within'], 'handled') ?>
  </div>
  <?= Tables::counts('handled-table', 'Enquiries by time to handled', 'Marked handled', 'Enquiries', $handled['within']) ?>
</section>

<section aria-labelledby="spam-heading">
  <h2 id="spam-heading">Spam caught</h2>
  <p><strong id="spam-total"><?= $count($n['spam']['total']) ?></strong> of <?= $count($enquiries + $spam) ?> posts of the year shown were spam<?=
    $enquiries + $spam > 0 ? ' (' . $h(round($n['spam']['total'] / ($enquiries + $spam) * 100)) . '%)' : '' ?>: stored apart, never e-mailed.</p>
  <div class="chart">
    <?= Charts::bars('spam', 'Spam by why it was caught', 'Spam of the year shown by the rule that caught it.', $n['spam']['kinds'], 'spam') ?>
  </div>
  <?= Tables::counts('spam-table', 'Spam by why it was caught', 'Caught because', 'Spam', $n['spam']['kinds']) ?>
</section>
