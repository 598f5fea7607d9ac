<?php
/**
 * The states of sign-ins already answered, kept until their sign-in would have expired, so that
 * each state works once: the first answer deletes the browser's cookie, but a client that keeps it
 * could otherwise bring the state back with a new code. Kept in the database beside the rest of
 * the backend's state (table backend_state, "cms_state:" and a hash of the state, never the state
 * itself), opened only when a sign-in is answered.
 */

declare(strict_types=1);

namespace AntennaBackend\CmsAuth;

use AntennaBackend\Config\Config;
use AntennaBackend\Storage\Store;

final class UsedStates
{
    private const PREFIX = 'cms_state:';
    /** Every name of PREFIX sorts below this one (';' follows ':'). */
    private const AFTER = 'cms_state;';

    private ?\PDO $pdo = null;

    /** @param \Closure(): \PDO $open */
    public function __construct(private readonly \Closure $open)
    {
    }

    public static function fromConfig(Config $config): self
    {
        return new self(static fn (): \PDO => Store::fromConfig($config)->pdo());
    }

    /**
     * Records $state as answered, until $expires: false when it was answered before. Forgets the
     * states whose sign-in has expired.
     *
     * @throws \Throwable when the database cannot record it (the sign-in is then refused)
     */
    public function spend(string $state, int $expires, int $now): bool
    {
        $this->pdo ??= ($this->open)();
        $this->pdo->prepare('DELETE FROM backend_state WHERE name >= :prefix AND name < :after AND value < :now')
            ->execute([':prefix' => self::PREFIX, ':after' => self::AFTER, ':now' => $now]);
        try {
            $this->pdo->prepare('INSERT INTO backend_state (name, value) VALUES (:name, :expires)')->execute([
                ':name' => self::PREFIX . rtrim(strtr(base64_encode(hash('sha256', $state, true)), '+/', '-_'), '='),
                ':expires' => $expires,
            ]);
        } catch (\PDOException $e) {
            if ($e->getCode() === '23000') {
                return false; // the name is taken: answered before
            }
            throw $e;
        }
        return true;
    }
}
