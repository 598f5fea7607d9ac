<?php
/** @var callable $h @var string $csrf @var ?string $message @var bool $hasPassword */?>
<div class="signin">
  <h1>Sign in</h1>
  <?php if ($message !== null): ?>
  <p class="notice error" role="alert"><?= $h($message) ?></p>
  <?php endif ?>
  <?php if (!$hasPassword): ?>
  <p>The inbox has no password yet. Set one on the server with <code>php bin/set-password.php</code>.</p>
  <?php else: ?>
  <form method="post" action="./">
    <input type="hidden" name="csrf" value="<?= $h($csrf) ?>">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
    <button type="submit" name="action" value="signin">Sign in</button>
  </form>
  <?php endif ?>
</div>
