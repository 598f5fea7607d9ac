<?php
/**
 * The e-mail copies the backend keeps: the .eml files of the "file" transport in mail.file_dir,
 * one per notification, named <UTC time>-enquiry-<id>-<random>.eml. Deleting an enquiry deletes
 * them too (the copies in the office's mailbox are the business's to delete). The inbox's
 * one-time sign-in codes are <UTC time>-signin-code-<random>.eml, deleted once they expired.
 */

declare(strict_types=1);

namespace AntennaBackend\Mail;

use AntennaBackend\Config\Config;
use AntennaBackend\Config\Settings;

final class MailCopies
{
    private function __construct(private readonly ?string $dir)
    {
    }

    /** No copies while the mail settings cannot be used: none were written where they point. */
    public static function fromConfig(Config $config): self
    {
        return new self($config->problem(Settings::MAIL) === null ? $config->values['mail']['file_dir'] : null);
    }

    /** @return list<string> the copies of enquiry $id */
    public function of(int $id): array
    {
        return $this->dir === null ? [] : (glob($this->dir . '/*-enquiry-' . $id . '-*.eml') ?: []);
    }

    /** @return array<int, list<string>> enquiry id => its copies, for every copy there is */
    public function all(): array
    {
        $byId = [];
        foreach ($this->dir === null ? [] : (glob($this->dir . '/*-enquiry-*-*.eml') ?: []) as $file) {
            if (preg_match('/-enquiry-(\d+)-[0-9a-f]+\.eml$/', $file, $m) === 1) {
                $byId[(int) $m[1]][] = $file;
            }
        }
        return $byId;
    }

    /** @return list<string> the copies of one-time sign-in codes written before $before (Unix time) */
    public function signInCodesBefore(int $before): array
    {
        return array_values(array_filter($this->dir === null ? [] : (glob($this->dir . '/*-signin-code-*.eml') ?: []),
            static fn (string $file): bool => (int) @filemtime($file) < $before));
    }

    /**
     * @param list<string> $files
     * @return int files deleted
     * @throws \RuntimeException when one cannot be deleted (it would outlive the enquiry)
     */
    public static function remove(array $files): int
    {
        foreach ($files as $file) {
            if (!@unlink($file) && file_exists($file)) {
                throw new \RuntimeException('cannot delete the e-mail copy ' . $file);
            }
        }
        return \count($files);
    }
}
