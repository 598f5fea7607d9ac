<?php
/** The frame of every inbox page. @var callable $h @var string $title @var string $body @var bool $signedIn @var string $csrf @var string $css @var string $current */
$views = ['list' => ['./', 'Enquiries'], 'numbers' => ['./?view=numbers', 'Numbers']];
?>
<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title><?= $h($title) ?> · Enquiry inbox</title>
<style><?= $css ?></style>
</head>
<body>
<header>
  <a class="site" href="./">Enquiry inbox</a>
  <?php if ($signedIn): ?>
  <nav aria-label="Views">
    <?php foreach ($views as $view => [$href, $label]): ?>
    <a href="<?= $h($href) ?>"<?= $current === $view ? ' aria-current="page"' : '' ?>><?= $h($label) ?></a>
    <?php endforeach ?>
  </nav>
  <form method="post" action="./">
    <input type="hidden" name="csrf" value="<?= $h($csrf) ?>">
    <button type="submit" name="action" value="signout">Sign out</button>
  </form>
  <?php endif ?>
</header>
<main>
<?= $body ?>
</main>
</body>
</html>
