<?php
/** A page with one sentence (refusals, errors). @var callable $h @var string $heading @var string $text */?>
<h1><?= $h($heading) ?></h1>
<p><?= $h($text) ?></p>
<p><a href="./">Back to the inbox</a></p>
