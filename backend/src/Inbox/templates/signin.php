<?php
/**
 * The sign-in page; while sign-in is paused for everyone (but not for this visitor's address
 * alone), also the way in with a one-time code e-mailed to the office.
 *
 * @var callable $h
 * @var string $csrf
 * @var ?string $message
 * @var bool $hasPassword
 * @var bool $offerCode
 * @var ?string $codeSent when a code was sent that can still be used
 */?>
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
  <?php if ($offerCode): ?>
  <h2>Sign in now with a one-time code</h2>
  <?php if ($codeSent === null): ?>
  <p>A code e-mailed to the office's notification address lets you in with the password while signing in is paused.</p>
  <form method="post" action="./">
    <input type="hidden" name="csrf" value="<?= $h($csrf) ?>">
    <button type="submit" name="action" value="send-code" class="secondary">E-mail a one-time code to the office</button>
  </form>
  <?php else: ?>
  <p class="notice" role="status"><?= $h($codeSent) ?></p>
  <form method="post" action="./">
    <input type="hidden" name="csrf" value="<?= $h($csrf) ?>">
    <label for="code">One-time code</label>
    <input id="code" name="code" autocomplete="one-time-code" autocapitalize="characters" spellcheck="false" required>
    <label for="code-password">Password</label>
    <input id="code-password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit" name="action" value="signin-code">Sign in with the code</button>
  </form>
  <?php endif ?>
  <?php endif ?>
</div>
