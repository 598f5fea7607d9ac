<?php
/**
 * The Numbers view's visits (the visit counter), each chart with its table: visitors and views
 * against last year, where visits came from, the pages read, the taps and their places, and by
 * landing page and campaign the enquiries and the visits that ended in a tap or an enquiry.
 *
 * @var callable $h
 * @var array<string, mixed> $v what VisitNumbers::at() returned
 * @var callable $date DateTimeInterface|int -> "Mon 24 Nov 2025"
 */
use AntennaBackend\Inbox\Charts;
use AntennaBackend\Inbox\Tables;
use AntennaBackend\Inbox\VisitNumbers;
use AntennaBackend\Visits\Channels;

$count = static fn (int $value): string => number_format($value);
$path = static fn (string $page): string => $page === '' ? 'Not known' : (string) preg_replace('~([/-])(?=.)~', '$1<wbr>', $h($page));
$share = static fn (int $part, int $all): string => $all === 0 ? '-' : round($part / $all * 100) . '%';
$totals = $v['totals'];
/** @param list<array{label: ?string, minor: bool}> $labels */
$columns = static function (array $periods, array $labels, callable $title): array {
    $columns = [];
    foreach ($periods as $i => $period) {
        $columns[] = $labels[$i] + ['values' => [$period['visitors'], $period['then']['visitors']], 'title' => $title($period)];
    }
    return $columns;
};
$weekColumns = $columns($v['weeks'], Charts::monthLabels(array_column($v['weeks'], 'start')),
    static fn (array $w): string => 'Week of ' . $w['start']->format('j M Y') . ': ' . $w['visitors'] . ' visitors, a year before '
        . $w['then']['visitors']);
// The days: each week's Monday named (every other one only where the page is narrow).
$dayLabels = array_map(static fn (array $d): array => $d['date']->format('N') === '1'
    ? ['label' => $d['date']->format('j M'), 'minor' => (int) $d['date']->format('W') % 2 === 1] : ['label' => null, 'minor' => false], $v['days']);
$dayColumns = $columns($v['days'], $dayLabels,
    static fn (array $d): string => $d['date']->format('D j M Y') . ': ' . $d['visitors'] . ' visitors, ' . $d['lastYear']->format('D j M Y')
        . ' ' . $d['then']['visitors']);
/** Taps by kind, as table cells. @param array<string, int> $taps */
$tapCells = static fn (array $taps): string => implode('', array_map(static fn (string $kind): string => '<td>' . $count($taps[$kind] ?? 0) . '</td>',
    array_keys(VisitNumbers::TAPS)));
$tapHeads = '<th scope="colgroup" colspan="' . \count(VisitNumbers::TAPS) . '">Taps on</th>';
$tapKinds = implode('', array_map(static fn (string $label): string => '<th scope="col">' . $h($label) . '</th>', VisitNumbers::TAPS));
/** @param list<array<string, mixed>> $periods */
$periodTable = static function (string $id, string $caption, array $periods, callable $label) use ($h, $count): string {
    $rows = '';
    foreach ($periods as $p) {
        $rows .= '<tr><th scope="row">' . $h($label($p)) . '</th><td>' . $count($p['visitors']) . '</td><td>' . $count($p['views'])
            . '</td><td>' . $count($p['then']['visitors']) . '</td><td>' . $count($p['then']['views']) . '</td></tr>';
    }
    return Tables::box($id, $caption, '<tr><th scope="col" rowspan="2">Period</th><th scope="colgroup" colspan="2">This year</th>'
        . '<th scope="colgroup" colspan="2">A year before</th></tr><tr><th scope="col">Visitors</th><th scope="col">Views</th>'
        . '<th scope="col">Visitors</th><th scope="col">Views</th></tr>', $rows, '', 'The numbers as a table');
};
$conversions = VisitNumbers::CONVERSIONS;
?>
<section aria-labelledby="visits-heading">
  <h2 id="visits-heading">Visitors and views</h2>
  <p>Counted by the website itself, without cookies: a visitor is one browser at one address on one day, so a person who comes
  back another day counts again. Robots, browsers that ask not to be tracked (Global Privacy Control) and visits of more than the
  counter's limits are not counted.</p>
  <dl class="figures">
    <div><dt>Visitors (each day's, added up)</dt><dd id="visits-visitors"><?= $count($totals['visitors']) ?></dd></div>
    <div><dt>Visits</dt><dd id="visits-visits"><?= $count($totals['visits']) ?></dd></div>
    <div><dt>Page views</dt><dd id="visits-views"><?= $count($totals['views']) ?></dd></div>
    <?php foreach (VisitNumbers::TAPS as $kind => $label): ?>
    <div><dt>Taps on <?= $h($label) ?></dt><dd id="visits-taps-<?= $h($kind) ?>"><?= $count($totals['taps'][$kind]) ?></dd></div>
    <?php endforeach ?>
  </dl>
  <p class="legend"><span class="key visits"></span> This year <span class="key last-year"></span> The same week a year before</p>
  <div class="chart">
    <?= Charts::columns('visit-weeks', 'Visitors per week against the same week a year before', \count($v['weeks']) . ' weeks from '
        . $date($v['weeks'][0]['start']) . ': ' . $totals['visitors'] . ' visitors; the table below gives every week.', $weekColumns,
        ['visits', 'last-year'], true) ?>
  </div>
  <?= $periodTable('visit-weeks-table', 'Visitors and views per week, weeks from Monday, and the same week a year before', $v['weeks'],
      static fn (array $w): string => 'Week of ' . $w['start']->format('j M Y')) ?>
  <h3>The last four weeks, day by day</h3>
  <p class="legend"><span class="key visits"></span> This year <span class="key last-year"></span> The same weekday a year before</p>
  <div class="chart">
    <?= Charts::columns('visit-days', 'Visitors per day against the same weekday a year before', 'The last ' . \count($v['days'])
        . ' days; the table below gives every day.', $dayColumns, ['visits', 'last-year'], true) ?>
  </div>
  <?= $periodTable('visit-days-table', 'Visitors and views per day, and the same weekday a year before', $v['days'],
      static fn (array $d): string => $d['date']->format('D j M Y')) ?>
</section>

<section aria-labelledby="sources-heading">
  <h2 id="sources-heading">Where visits come from</h2>
  <p>By the first page of each visit: a campaign when its address carried campaign tags (<code>utm_source</code>, or the short
  <code>src</code> of a flyer's QR code), otherwise the site that linked to it; "Direct" when no site is named (typed in, a
  bookmark, an app).</p>
  <div class="chart">
    <?= Charts::bars('sources', 'Visits by where they came from', 'Visits of the year shown by where they came from; the table below has the same numbers and the sites.',
        array_combine(array_values(Channels::NAMES), array_column($v['sources'], 'visits')), 'visits') ?>
  </div>
  <?= Tables::box('sources-table', 'Visits by where they came from, with the sites and campaign sources in each',
      '<tr><th scope="col">From</th><th scope="col">Visits</th></tr>',
      Tables::rows($v['sources'], static fn (array $source, string $channel): string => '<tr><th scope="row">' . $h(Channels::NAMES[$channel])
          . '</th><td>' . $count($source['visits']) . '</td></tr>' . Tables::rows(array_slice($source['names'], 0, VisitNumbers::ROWS, true),
          static fn (int $n, string|int $name): string => '<tr class="sub"><th scope="row" class="path">' . $h($name) . '</th><td>'
              . $count($n) . '</td></tr>'))) ?>
</section>

<section aria-labelledby="pages-read-heading">
  <h2 id="pages-read-heading">Pages read</h2>
  <?= Tables::box('visit-pages-table', "Page views, visitors (each day's, added up) and taps on Call, WhatsApp, e-mail and Get Quote, by page (each kind of tap: below)",
      '<tr><th scope="col">Page</th><th scope="col">Views</th><th scope="col">Visitors</th><th scope="col">Taps</th></tr>',
      Tables::rows($v['pages'], static fn (array $page): string => '<tr><th scope="row" class="path">' . $path($page['page']) . '</th><td>'
          . $count($page['views']) . '</td><td>' . $count($page['visitors']) . '</td><td>' . $count(array_sum($page['taps'])) . '</td></tr>')) ?>
</section>

<section aria-labelledby="taps-heading">
  <h2 id="taps-heading">Taps on Call, WhatsApp, e-mail and Get Quote</h2>
  <p>A tap is counted when a visitor taps the link or button: a tap on Call opens the phone's dialler, which does not mean the call was
  made. By where on the page it was: the header, the page's first screen, the phone bar along the bottom of a phone's screen, the
  floating buttons of a wider screen, the footer, or the page's body.</p>
  <div class="chart">
    <?= Charts::bars('taps-by-place', 'Taps on Call by place on the page', 'Taps on Call of the year shown by where on the page they were; the table below has every kind of tap.',
        array_combine(array_values(VisitNumbers::PLACES), array_column($v['places'], 'call')), 'visits') ?>
  </div>
  <?= Tables::box('taps-places-table', 'Taps by place on the page and kind',
      '<tr><th scope="col" rowspan="2">Place</th>' . $tapHeads . '</tr><tr>' . $tapKinds . '</tr>',
      Tables::rows($v['places'], static fn (array $byKind, string $place): string => '<tr><th scope="row">' . $h(VisitNumbers::PLACES[$place])
          . '</th>' . $tapCells($byKind) . '</tr>')) ?>
  <?= Tables::box('taps-pages-table', 'Taps by page, place on the page and kind',
      '<tr><th scope="col" rowspan="2">Page, place</th>' . $tapHeads . '</tr><tr>' . $tapKinds . '</tr>',
      Tables::rows($v['tapsByPage'], static fn (array $row): string => '<tr><th scope="row" class="path">' . $path($row['page'])
          . '<span class="place"><span class="visually-hidden">, </span>' . $h($row['place']) . '</span></th>' . $tapCells($row['taps']) . '</tr>'),
      '', 'Taps by page and place') ?>
</section>

<section aria-labelledby="landings-heading">
  <h2 id="landings-heading">Landing pages and campaigns</h2>
  <p>Each visit by the page it began on, and by its campaign; the enquiries sent in visits that began there (as the visitor's
  browser noted it for the form); and the share of those visits that ended in a tap on Call, WhatsApp, e-mail or Get Quote, or
  in an enquiry. An enquiry from a browser the counter does not count (one that asks not to be tracked) has no visit.</p>
  <?php foreach (['landings' => ['Landing page', 'Visits by the page they began on'], 'campaigns' => ['Campaign (source / medium / name)', 'Visits by campaign']] as $list => [$what, $caption]): ?>
  <?= Tables::box($list . '-table', $caption, '<tr><th scope="col">' . $h($what) . '</th><th scope="col">Visits</th><th scope="col">Enquiries</th>'
      . Tables::rows($conversions, static fn (array $c): string => '<th scope="col">' . $h($c[2]) . '</th><th scope="col">Share</th>') . '</tr>',
      Tables::rows($v[$list], static fn (array $row): string => '<tr><th scope="row" class="path">' . ($list === 'landings' ? $path($row['name']) : $h($row['name']))
          . '</th><td>' . $count($row['visits']) . '</td><td>' . $count($row['enquiries']) . '</td>'
          . Tables::rows(array_keys($conversions), static fn (string $conversion): string => '<td>' . $count($row['converted'][$conversion]) . '</td><td>'
              . $h($share($row['converted'][$conversion], $row['visits'])) . '</td>') . '</tr>')
      . ($v[$list] === [] ? '<tr><td colspan="' . (3 + 2 * count($conversions)) . '">None in the year shown.</td></tr>' : '')) ?>
  <?php endforeach ?>
</section>

<section aria-labelledby="devices-heading">
  <h2 id="devices-heading">Phones, tablets and desktops</h2>
  <p>Told apart by the width of the screen alone: phones narrower than 768 pixels, tablets up to 1,023, desktops from 1,024.</p>
  <div class="chart">
    <?= Charts::bars('devices', 'Visitors by kind of device', 'Visitors of the year shown by the width of their screen.',
        array_combine(array_values(VisitNumbers::DEVICES), array_values($v['devices'])), 'visits') ?>
  </div>
  <?= Tables::counts('devices-table', 'Visitors by kind of device', 'Device', 'Visitors',
      array_combine(array_values(VisitNumbers::DEVICES), array_values($v['devices']))) ?>
</section>
