<?php
/**
 * Which enquiries a listing shows: the inbox's filters and search, and the export's options,
 * as one SQL condition (portable: SQLite and MySQL).
 */

declare(strict_types=1);

namespace AntennaBackend\Storage;

final class EnquiryFilter
{
    public const STATUSES = ['new', 'handled', 'spam'];
    /** The inbox's default: everything but spam. */
    public const NOT_SPAM = 'not-spam';
    public const NOTIFICATIONS = ['pending', 'sent', 'failed', 'skipped'];

    /**
     * @param string|null $status one of STATUSES, NOT_SPAM, or null for all
     * @param string|null $since UTC 'Y-m-d\TH:i:s\Z', inclusive
     * @param string|null $until UTC 'Y-m-d\TH:i:s\Z', exclusive
     * @param string|null $search words looked for in the name, e-mail, phone, suburb, subject and message
     */
    public function __construct(
        public readonly ?string $status = null,
        public readonly ?string $form = null,
        public readonly ?string $service = null,
        public readonly ?string $search = null,
        public readonly ?string $since = null,
        public readonly ?string $until = null,
        public readonly ?string $notification = null,
    ) {
    }

    /** @return array{0: string, 1: array<string, string>} WHERE condition and its parameters */
    public function where(): array
    {
        $where = [];
        $params = [];
        if ($this->status === self::NOT_SPAM) {
            $where[] = "status <> 'spam'";
        } elseif ($this->status !== null) {
            $where[] = 'status = :status';
            $params[':status'] = $this->status;
        }
        foreach (['form' => $this->form, 'service' => $this->service, 'notify_status' => $this->notification] as $column => $value) {
            if ($value !== null) {
                $where[] = "{$column} = :{$column}";
                $params[":{$column}"] = $value;
            }
        }
        if ($this->since !== null) {
            $where[] = 'created_at >= :since';
            $params[':since'] = $this->since;
        }
        if ($this->until !== null) {
            $where[] = 'created_at < :until';
            $params[':until'] = $this->until;
        }
        foreach (preg_split('/\s+/u', trim((string) $this->search), -1, PREG_SPLIT_NO_EMPTY) ?: [] as $i => $word) {
            // Every word somewhere; a phone number matches with or without its spaces. "!" escapes
            // LIKE's wildcards (a backslash would mean something else to MySQL's string literals).
            $like = '%' . strtr($word, ['!' => '!!', '%' => '!%', '_' => '!_']) . '%';
            $where[] = "(name LIKE :w{$i} ESCAPE '!' OR email LIKE :w{$i} ESCAPE '!' OR city LIKE :w{$i} ESCAPE '!'
                OR subject LIKE :w{$i} ESCAPE '!' OR message LIKE :w{$i} ESCAPE '!' OR REPLACE(phone, ' ', '') LIKE :p{$i} ESCAPE '!')";
            $params[":w{$i}"] = $like;
            $params[":p{$i}"] = str_replace(' ', '', $like);
        }
        return [$where === [] ? '1 = 1' : implode(' AND ', $where), $params];
    }
}
