<?php
/**
 * Checking the inbox's password (its hash is in inbox.password_file, written by
 * bin/set-password.php; there is no default), with failed sign-ins limited per address and in total
 * within inbox.signin_window. Each attempt is recorded before the password is checked, under a lock,
 * so that guesses sent at the same time cannot slip past the limits; a right one is forgotten.
 * While the limit in total pauses sign-in for everyone, the owner gets in with the password and a
 * one-time code e-mailed to the notification addresses (SignInCodes): such an attempt is limited by
 * its address only, and counted like any other, so that a wrong code costs the guesser's address a
 * try and never the code. Nobody from another address can lock the owner out.
 */

declare(strict_types=1);

namespace AntennaBackend\Inbox;

use AntennaBackend\Config\Config;
use AntennaBackend\Storage\Database;

final class SignIn
{
    public const OK = 'ok';
    public const WRONG = 'wrong';
    public const NO_PASSWORD = 'no-password';
    public const ADDRESS_LIMIT = 'address-limit';
    public const TOTAL_LIMIT = 'total-limit';
    public const WRONG_CODE = 'wrong-code';

    /** @param array<string, mixed> $settings config "inbox" */
    public function __construct(private readonly Database $db, private readonly array $settings)
    {
    }

    public static function fromConfig(Database $db, Config $config): self
    {
        return new self($db, $config->values['inbox']);
    }

    public function hasPassword(): bool
    {
        return $this->hash() !== null;
    }

    private function hash(): ?string
    {
        $file = $this->settings['password_file'];
        $hash = is_readable($file) ? trim((string) file_get_contents($file)) : '';
        return str_starts_with($hash, '$') ? $hash : null;
    }

    /** One of the constants above. */
    public function attempt(string $password, string $rateKey, int $now): string
    {
        $hash = $this->hash();
        if ($hash === null) {
            return self::NO_PASSWORD;
        }
        $recorded = $this->db->withLock('inbox-signin', fn () => $this->db->transaction(
            fn () => $this->limit($rateKey, $now) ?? $this->record($rateKey, $now)
        ));
        if (\is_string($recorded)) {
            return $recorded;
        }
        if (!password_verify($password, $hash)) {
            return self::WRONG;
        }
        $this->forget($recorded);
        return self::OK;
    }

    /** Records an attempt (it counts as failed until forget()): its id. */
    private function record(string $rateKey, int $now): int
    {
        $this->db->pdo->prepare('INSERT INTO inbox_signins (rate_key, created_ts) VALUES (:key, :now)')
            ->execute([':key' => $rateKey, ':now' => $now]);
        return (int) $this->db->pdo->lastInsertId();
    }

    /** A right attempt is no failure. */
    private function forget(int $id): void
    {
        $this->db->pdo->prepare('DELETE FROM inbox_signins WHERE id = :id')->execute([':id' => $id]);
    }

    /** The limit that stops an attempt from $rateKey at $now (ADDRESS_LIMIT or TOTAL_LIMIT), or null. */
    public function limit(string $rateKey, int $now): ?string
    {
        if ($this->failures($rateKey, $now) >= $this->settings['signin_per_address']) {
            return self::ADDRESS_LIMIT;
        }
        return $this->failures(null, $now) >= $this->settings['signin_total'] ? self::TOTAL_LIMIT : null;
    }

    /** Attempts recorded within the window, from $rateKey or (null) from anywhere. */
    private function failures(?string $rateKey, int $now): int
    {
        $count = $this->db->pdo->prepare('SELECT COUNT(*) FROM inbox_signins WHERE created_ts > :since'
            . ($rateKey === null ? '' : ' AND rate_key = :key'));
        $count->execute([':since' => $now - $this->settings['signin_window']] + ($rateKey === null ? [] : [':key' => $rateKey]));
        return (int) $count->fetchColumn();
    }

    /**
     * Signing in with a one-time code and the password, whatever the limit in total: OK,
     * ADDRESS_LIMIT (this address has failed too often), WRONG_CODE (no code can be used, or not
     * this one), WRONG (the code was right, the password not) or NO_PASSWORD. Recorded and
     * limited per address as attempt() is; a sign-in uses the code up.
     */
    public function attemptWithCode(string $code, string $password, string $rateKey, int $now): string
    {
        $hash = $this->hash();
        if ($hash === null) {
            return self::NO_PASSWORD;
        }
        $recorded = $this->db->withLock('inbox-signin', fn () => $this->db->transaction(function () use ($rateKey, $now) {
            if ($this->failures($rateKey, $now) >= $this->settings['signin_per_address']) {
                return self::ADDRESS_LIMIT;
            }
            return $this->record($rateKey, $now);
        }));
        if (\is_string($recorded)) {
            return $recorded;
        }
        $codes = new SignInCodes($this->db);
        $id = $codes->check($code, $now);
        if ($id === null) {
            return self::WRONG_CODE;
        }
        if (!password_verify($password, $hash)) {
            return self::WRONG;
        }
        if (!$codes->use($id, $now)) {
            return self::WRONG_CODE;
        }
        $this->forget($recorded);
        return self::OK;
    }

    /** Minutes until the limits let an attempt through again, at most. */
    public function waitMinutes(): int
    {
        return (int) ceil($this->settings['signin_window'] / 60);
    }

    /** Writes a new password's hash and lifts a pause of sign-ins (bin/set-password.php). */
    public function setPassword(string $password): void
    {
        $file = $this->settings['password_file'];
        $dir = \dirname($file);
        if (!is_dir($dir) && !@mkdir($dir, 0700, true) && !is_dir($dir)) {
            throw new \RuntimeException('cannot create ' . $dir);
        }
        $tmp = $file . '.' . bin2hex(random_bytes(4)) . '.tmp';
        if (@file_put_contents($tmp, password_hash($password, PASSWORD_DEFAULT) . "\n") === false
            || !@chmod($tmp, 0640) || !@rename($tmp, $file)) {
            @unlink($tmp);
            throw new \RuntimeException('cannot write ' . $file);
        }
        $this->db->pdo->exec('DELETE FROM inbox_signins');
    }
}
