<?php
/**
 * The database schema as numbered migrations, the same steps on SQLite and on MySQL/MariaDB
 * (each written in both dialects where they differ). Schema runs them.
 */

declare(strict_types=1);

namespace AntennaBackend\Storage;

final class Migrations
{
    /** The columns of an enquiry as the site's forms send it, in every SQLite version of the table. */
    private const SQLITE_FORM_COLUMNS = <<<'SQL'

                        id               INTEGER PRIMARY KEY AUTOINCREMENT,
                        created_at       TEXT    NOT NULL,            -- UTC, ISO 8601
                        created_ts       INTEGER NOT NULL,            -- Unix time
                        form             TEXT    NOT NULL CHECK (form IN ('enquiry', 'contact', 'quote')),
                        name             TEXT    NOT NULL,
                        email            TEXT    NOT NULL,
                        phone            TEXT,
                        address          TEXT,
                        city             TEXT,
                        service          TEXT,
                        subject          TEXT,
                        message          TEXT    NOT NULL,

        SQL;

    /**
     * The columns of a visit event in every SQLite version of its table, {kinds} the kinds it
     * takes. The notes are for the reader: the table made again by migration 8 was written
     * without them, and live databases hold that text, so the rebuild leaves them out.
     */
    private const SQLITE_VISIT_EVENT_COLUMNS = <<<'SQL'

            id       INTEGER PRIMARY KEY AUTOINCREMENT,
            day      TEXT    NOT NULL,                -- the business's local date, YYYY-MM-DD
            ts       INTEGER NOT NULL,                -- Unix time
            kind     TEXT    NOT NULL CHECK (kind IN ({kinds})),
            path     TEXT    NOT NULL,
            place    TEXT,                            -- taps: where on the page
            referrer TEXT,                            -- views: the referring site's host
            source   TEXT,
            medium   TEXT,
            campaign TEXT,
            device   TEXT    NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
            visitor  TEXT    NOT NULL
        SQL;

    /** @return list<array{sqlite: list<string>, mysql: list<string>}> migration N is element N-1 */
    public static function steps(): array
    {
        return [
            // 1: enquiries with their notification state
            [
                'sqlite' => [
                    'CREATE TABLE IF NOT EXISTS enquiries (' . self::SQLITE_FORM_COLUMNS . <<<'SQL'
                        page             TEXT,                        -- Referer: the page the form was on
                        client_ip        TEXT    NOT NULL,
                        rate_key         TEXT    NOT NULL,            -- client_ip, or its /64 for IPv6
                        user_agent       TEXT,
                        origin           TEXT,
                        notify_status    TEXT    NOT NULL DEFAULT 'pending'
                                         CHECK (notify_status IN ('pending', 'sent', 'failed')),
                        notify_attempts  INTEGER NOT NULL DEFAULT 0,
                        notify_error     TEXT,
                        notify_claimed_ts INTEGER,
                        notified_at      TEXT
                    )
                    SQL,
                    'CREATE INDEX IF NOT EXISTS enquiries_rate ON enquiries (rate_key, created_ts)',
                    'CREATE INDEX IF NOT EXISTS enquiries_status ON enquiries (notify_status, id)',
                ],
                'mysql' => [
                    <<<'SQL'
                    CREATE TABLE IF NOT EXISTS enquiries (
                        id                BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
                        created_at        CHAR(20)     NOT NULL,
                        created_ts        BIGINT       NOT NULL,
                        form              VARCHAR(16)  NOT NULL,
                        name              VARCHAR(100) NOT NULL,
                        email             VARCHAR(254) NOT NULL,
                        phone             VARCHAR(30)  NULL,
                        address           VARCHAR(200) NULL,
                        city              VARCHAR(100) NULL,
                        service           VARCHAR(64)  NULL,
                        subject           VARCHAR(150) NULL,
                        message           TEXT         NOT NULL,
                        page              VARCHAR(500) NULL,
                        client_ip         VARCHAR(64)  NOT NULL,
                        rate_key          VARCHAR(64)  NOT NULL,
                        user_agent        VARCHAR(300) NULL,
                        origin            VARCHAR(200) NULL,
                        notify_status     VARCHAR(16)  NOT NULL DEFAULT 'pending',
                        notify_attempts   INT          NOT NULL DEFAULT 0,
                        notify_error      TEXT         NULL,
                        notify_claimed_ts BIGINT       NULL,
                        notified_at       CHAR(20)     NULL,
                        CONSTRAINT enquiries_form CHECK (form IN ('enquiry', 'contact', 'quote')),
                        CONSTRAINT enquiries_notify CHECK (notify_status IN ('pending', 'sent', 'failed')),
                        KEY enquiries_rate (rate_key, created_ts),
                        KEY enquiries_status (notify_status, id)
                    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
                    SQL,
                ],
            ],
            // 2: the owner's inbox (status, spam, office note), privacy (address and browser can be
            //    removed), spam is not e-mailed ('skipped'), indexes of the inbox's filters, and the
            //    inbox's sessions and failed sign-ins. SQLite cannot change a CHECK in place, so its
            //    table is rebuilt, keeping every id and the id sequence.
            [
                'sqlite' => [
                    ...self::sqliteRebuild('enquiries', self::SQLITE_FORM_COLUMNS . <<<'SQL'
                        page             TEXT,                        -- Referer, pages of the site only
                        client_ip        TEXT,                        -- NULL once bin/purge.php anonymised it
                        rate_key         TEXT,                        -- client_ip, or its /64 for IPv6
                        user_agent       TEXT,
                        origin           TEXT,
                        status           TEXT    NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled', 'spam')),
                        spam_reason      TEXT,
                        note             TEXT,                        -- the office's note in the inbox
                        notify_status    TEXT    NOT NULL DEFAULT 'pending'
                                         CHECK (notify_status IN ('pending', 'sent', 'failed', 'skipped')),
                        notify_attempts  INTEGER NOT NULL DEFAULT 0,
                        notify_error     TEXT,
                        notify_claimed_ts INTEGER,
                        notified_at      TEXT
                    SQL, [
                        'id', 'created_at', 'created_ts', 'form', 'name', 'email', 'phone', 'address', 'city', 'service',
                        'subject', 'message', 'page', 'client_ip', 'rate_key', 'user_agent', 'origin', 'notify_status',
                        'notify_attempts', 'notify_error', 'notify_claimed_ts', 'notified_at',
                    ], [
                        'CREATE INDEX enquiries_rate ON enquiries (rate_key, created_ts)',
                        'CREATE INDEX enquiries_status ON enquiries (notify_status, id)',
                        'CREATE INDEX enquiries_inbox ON enquiries (status, id)',
                        'CREATE INDEX enquiries_form ON enquiries (form, id)',
                        'CREATE INDEX enquiries_service ON enquiries (service, id)',
                        'CREATE INDEX enquiries_created ON enquiries (created_ts)',
                    ], keepIds: true), // ids are never used twice (e-mail copies are named by id), even of deleted rows
                    'CREATE TABLE inbox_sessions (id TEXT PRIMARY KEY, data BLOB NOT NULL, updated_ts INTEGER NOT NULL)',
                    'CREATE INDEX inbox_sessions_updated ON inbox_sessions (updated_ts)',
                    'CREATE TABLE inbox_signins (id INTEGER PRIMARY KEY AUTOINCREMENT, rate_key TEXT NOT NULL, created_ts INTEGER NOT NULL)',
                    'CREATE INDEX inbox_signins_rate ON inbox_signins (rate_key, created_ts)',
                    'CREATE INDEX inbox_signins_time ON inbox_signins (created_ts)',
                ],
                'mysql' => [
                    <<<'SQL'
                    ALTER TABLE enquiries
                        MODIFY client_ip VARCHAR(64) NULL,
                        MODIFY rate_key VARCHAR(64) NULL,
                        ADD COLUMN status VARCHAR(16) NOT NULL DEFAULT 'new' AFTER origin,
                        ADD COLUMN spam_reason VARCHAR(200) NULL AFTER status,
                        ADD COLUMN note TEXT NULL AFTER spam_reason,
                        ADD CONSTRAINT enquiries_inbox_status CHECK (status IN ('new', 'handled', 'spam')),
                        ADD KEY enquiries_inbox (status, id),
                        ADD KEY enquiries_form (form, id),
                        ADD KEY enquiries_service (service, id),
                        ADD KEY enquiries_created (created_ts)
                    SQL,
                    'ALTER TABLE enquiries DROP CONSTRAINT enquiries_notify',
                    "ALTER TABLE enquiries ADD CONSTRAINT enquiries_notify
                         CHECK (notify_status IN ('pending', 'sent', 'failed', 'skipped'))",
                    <<<'SQL'
                    CREATE TABLE inbox_sessions (
                        id         VARCHAR(128) CHARACTER SET ascii COLLATE ascii_bin NOT NULL PRIMARY KEY,
                        data       MEDIUMBLOB NOT NULL,
                        updated_ts BIGINT     NOT NULL,
                        KEY inbox_sessions_updated (updated_ts)
                    ) ENGINE=InnoDB
                    SQL,
                    <<<'SQL'
                    CREATE TABLE inbox_signins (
                        id         BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
                        rate_key   VARCHAR(64) NOT NULL,
                        created_ts BIGINT      NOT NULL,
                        KEY inbox_signins_rate (rate_key, created_ts),
                        KEY inbox_signins_time (created_ts)
                    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
                    SQL,
                ],
            ],
            // 3: a fingerprint of each submission, so that one sent again is stored once (Store::insert),
            //    and the state the backend keeps between requests (the mail back-off).
            [
                'sqlite' => [
                    'ALTER TABLE enquiries ADD COLUMN dedup_key TEXT',
                    'CREATE UNIQUE INDEX enquiries_dedup ON enquiries (dedup_key)',
                    'CREATE TABLE backend_state (name TEXT PRIMARY KEY, value INTEGER NOT NULL)',
                ],
                'mysql' => [
                    <<<'SQL'
                    ALTER TABLE enquiries
                        ADD COLUMN dedup_key CHAR(64) CHARACTER SET ascii COLLATE ascii_bin NULL AFTER note,
                        ADD UNIQUE KEY enquiries_dedup (dedup_key)
                    SQL,
                    <<<'SQL'
                    CREATE TABLE backend_state (
                        name  VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL PRIMARY KEY,
                        value BIGINT NOT NULL
                    ) ENGINE=InnoDB
                    SQL,
                ],
            ],
            // 4: one-time codes for signing in to the inbox while sign-in is paused (Inbox/SignInCodes).
            //    `tries` is never written: wrong guesses are counted against the guesser's address
            //    (Inbox/SignIn), never against the code. It stays, since dropping a column takes SQLite
            //    3.35, which not every host's PHP has.
            [
                'sqlite' => [
                    'CREATE TABLE inbox_codes (id INTEGER PRIMARY KEY AUTOINCREMENT, code_hash TEXT NOT NULL,
                        created_ts INTEGER NOT NULL, expires_ts INTEGER NOT NULL, tries INTEGER NOT NULL DEFAULT 0, used_ts INTEGER)',
                ],
                'mysql' => [
                    <<<'SQL'
                    CREATE TABLE inbox_codes (
                        id         BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
                        code_hash  CHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
                        created_ts BIGINT NOT NULL,
                        expires_ts BIGINT NOT NULL,
                        tries      INT    NOT NULL DEFAULT 0,
                        used_ts    BIGINT NULL
                    ) ENGINE=InnoDB
                    SQL,
                ],
            ],
            // 5: when an enquiry was marked handled (the Numbers view's time to handle; those handled
            //    before have no time, and backend_state keeps when the times began), and the indexes
            //    the Numbers view reads instead of the table (Storage/EnquiryCounts), each led by the
            //    status, so that its counts need no sorting.
            [
                'sqlite' => [
                    'ALTER TABLE enquiries ADD COLUMN handled_ts INTEGER',
                    'CREATE INDEX enquiries_by_form ON enquiries (status, form, service, page, created_ts)',
                    'CREATE INDEX enquiries_by_time ON enquiries (status, created_ts, handled_ts, spam_reason)',
                    "INSERT INTO backend_state (name, value) VALUES ('handled_times_since', CAST(strftime('%s', 'now') AS INTEGER))",
                ],
                'mysql' => [
                    <<<'SQL'
                    ALTER TABLE enquiries
                        ADD COLUMN handled_ts BIGINT NULL AFTER note,
                        ADD KEY enquiries_by_form (status, form, service, page, created_ts),
                        ADD KEY enquiries_by_time (status, created_ts, handled_ts, spam_reason)
                    SQL,
                    "INSERT INTO backend_state (name, value) VALUES ('handled_times_since', UNIX_TIMESTAMP())",
                ],
            ],
            // 6: the first-party visit counter (Visits/): each day's raw events (visitor: a hash made
            //    with that day's salt, never the address or browser), the day's salt (deleted after the
            //    day), what an address and a day have added (the caps), and the daily counts the raw
            //    events are rolled up into (metric and up to three keys, e.g. taps: kind, page, place).
            [
                'sqlite' => [
                    'CREATE TABLE visit_events (' . self::sqliteVisitEventColumns("'view', 'call', 'whatsapp', 'email', 'quote'") . "\n)",
                    'CREATE INDEX visit_events_day ON visit_events (day, visitor, ts)',
                    'CREATE TABLE visit_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL)',
                    'CREATE TABLE visit_limits (bucket TEXT NOT NULL, period INTEGER NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (bucket, period))',
                    <<<'SQL'
                    CREATE TABLE visit_counts (
                        id     INTEGER PRIMARY KEY AUTOINCREMENT,
                        day    TEXT    NOT NULL,
                        metric TEXT    NOT NULL,
                        k1     TEXT    NOT NULL DEFAULT '',
                        k2     TEXT    NOT NULL DEFAULT '',
                        k3     TEXT    NOT NULL DEFAULT '',
                        n      INTEGER NOT NULL
                    )
                    SQL,
                    'CREATE INDEX visit_counts_metric ON visit_counts (metric, day)',
                    'CREATE TABLE visit_rollups (day TEXT PRIMARY KEY, rolled_ts INTEGER NOT NULL)',
                ],
                'mysql' => [
                    <<<'SQL'
                    CREATE TABLE visit_events (
                        id       BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
                        day      CHAR(10) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
                        ts       BIGINT       NOT NULL,
                        kind     VARCHAR(16)  NOT NULL,
                        path     VARCHAR(200) NOT NULL,
                        place    VARCHAR(16)  NULL,
                        referrer VARCHAR(100) NULL,
                        source   VARCHAR(100) NULL,
                        medium   VARCHAR(100) NULL,
                        campaign VARCHAR(100) NULL,
                        device   VARCHAR(16)  NOT NULL,
                        visitor  CHAR(32) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
                        CONSTRAINT visit_events_kind CHECK (kind IN ('view', 'call', 'whatsapp', 'email', 'quote')),
                        CONSTRAINT visit_events_device CHECK (device IN ('phone', 'tablet', 'desktop')),
                        KEY visit_events_day (day, visitor, ts)
                    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin
                    SQL,
                    <<<'SQL'
                    CREATE TABLE visit_salts (
                        day  CHAR(10) CHARACTER SET ascii COLLATE ascii_bin NOT NULL PRIMARY KEY,
                        salt CHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL
                    ) ENGINE=InnoDB
                    SQL,
                    <<<'SQL'
                    CREATE TABLE visit_limits (
                        bucket VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
                        period BIGINT NOT NULL,
                        n      INT    NOT NULL,
                        PRIMARY KEY (bucket, period)
                    ) ENGINE=InnoDB
                    SQL,
                    <<<'SQL'
                    CREATE TABLE visit_counts (
                        id     BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
                        day    CHAR(10) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
                        metric VARCHAR(24) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
                        k1     VARCHAR(200) NOT NULL DEFAULT '',
                        k2     VARCHAR(200) NOT NULL DEFAULT '',
                        k3     VARCHAR(100) NOT NULL DEFAULT '',
                        n      BIGINT       NOT NULL,
                        KEY visit_counts_metric (metric, day)
                    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin
                    SQL,
                    <<<'SQL'
                    CREATE TABLE visit_rollups (
                        day       CHAR(10) CHARACTER SET ascii COLLATE ascii_bin NOT NULL PRIMARY KEY,
                        rolled_ts BIGINT NOT NULL
                    ) ENGINE=InnoDB
                    SQL,
                ],
            ],
            // 7: lead alerts to the owner's phone (Alerts/): one row per enquiry once a sender has
            //    claimed its alert, with the targets already reached (a retry reaches only the rest).
            [
                'sqlite' => [
                    <<<'SQL'
                    CREATE TABLE enquiry_alerts (
                        enquiry_id INTEGER PRIMARY KEY,
                        status     TEXT    NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
                        attempts   INTEGER NOT NULL DEFAULT 0,
                        reached    TEXT    NOT NULL DEFAULT '',    -- the targets sent to, space-separated
                        error      TEXT,
                        claimed_ts INTEGER,
                        done_ts    INTEGER
                    )
                    SQL,
                ],
                'mysql' => [
                    <<<'SQL'
                    CREATE TABLE enquiry_alerts (
                        enquiry_id BIGINT UNSIGNED NOT NULL PRIMARY KEY,
                        status     VARCHAR(16) NOT NULL,
                        attempts   INT         NOT NULL DEFAULT 0,
                        reached    VARCHAR(1000) CHARACTER SET ascii COLLATE ascii_bin NOT NULL DEFAULT '',
                        error      TEXT        NULL,
                        claimed_ts BIGINT      NULL,
                        done_ts    BIGINT      NULL,
                        CONSTRAINT enquiry_alerts_status CHECK (status IN ('pending', 'sent', 'failed'))
                    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
                    SQL,
                ],
            ],
            // 8: where each enquiry came from (forms.json's hidden fields, filled in by the page:
            //    the page it was sent from, the page its visit began on, the visit's campaign or
            //    referring site), and a visit event "enquiry" (Visits/EnquiryEvent): the visit of
            //    the same day's visitor ended in an enquiry; and the index the Numbers view counts
            //    enquiries by landing page and campaign on, in the order it groups them, so nothing
            //    is sorted (led by the created time, 100,000 enquiries took 190 ms to group on
            //    SQLite, in this order 67 ms). SQLite cannot change a CHECK, so the events' table is
            //    made again with the same rows.
            [
                'sqlite' => [
                    'ALTER TABLE enquiries ADD COLUMN sent_from TEXT',
                    'ALTER TABLE enquiries ADD COLUMN landing_page TEXT',
                    'ALTER TABLE enquiries ADD COLUMN campaign TEXT',
                    'ALTER TABLE enquiries ADD COLUMN referrer TEXT',
                    'CREATE INDEX enquiries_by_source ON enquiries (status, landing_page, campaign, created_ts)',
                    ...self::sqliteRebuild(
                        'visit_events',
                        preg_replace('/ +--[^\n]*/', '', self::sqliteVisitEventColumns("'view', 'call', 'whatsapp', 'email', 'quote', 'enquiry'")),
                        ['id', 'day', 'ts', 'kind', 'path', 'place', 'referrer', 'source', 'medium', 'campaign', 'device', 'visitor'],
                        ['CREATE INDEX visit_events_day ON visit_events (day, visitor, ts)'],
                    ),
                ],
                'mysql' => [
                    <<<'SQL'
                    ALTER TABLE enquiries
                        ADD COLUMN sent_from    VARCHAR(200) NULL,
                        ADD COLUMN landing_page VARCHAR(200) NULL,
                        ADD COLUMN campaign     VARCHAR(310) NULL,
                        ADD COLUMN referrer     VARCHAR(100) NULL,
                        ADD KEY enquiries_by_source (status, landing_page, campaign, created_ts)
                    SQL,
                    <<<'SQL'
                    ALTER TABLE visit_events
                        DROP CONSTRAINT visit_events_kind,
                        ADD CONSTRAINT visit_events_kind CHECK (kind IN ('view', 'call', 'whatsapp', 'email', 'quote', 'enquiry'))
                    SQL,
                ],
            ],
        ];
    }

    /** @param string $kinds the kinds of event the table takes, as SQL strings */
    private static function sqliteVisitEventColumns(string $kinds): string
    {
        return str_replace('{kinds}', $kinds, self::SQLITE_VISIT_EVENT_COLUMNS);
    }

    /**
     * SQLite cannot change a CHECK in place, so a table is rebuilt: made again beside the old one as
     * {table}_v2, the old rows copied with their ids, the old table dropped and the new one renamed
     * (SQLite writes the new name into the stored CREATE), and its indexes made again.
     *
     * @param string $columns what stands between the CREATE's parentheses
     * @param list<string> $copied the old table's columns the rows keep
     * @param list<string> $indexes made after the rename
     * @param bool $keepIds the new table's id sequence starts where the old one's was, so that the
     *             id of a deleted last row is not given again
     * @return list<string>
     */
    private static function sqliteRebuild(string $table, string $columns, array $copied, array $indexes, bool $keepIds = false): array
    {
        $new = $table . '_v2';
        $list = implode(', ', $copied);
        $sequence = $keepIds ? [
            "UPDATE sqlite_sequence SET seq = MAX(seq, COALESCE((SELECT seq FROM sqlite_sequence WHERE name = '{$table}'), 0))
             WHERE name = '{$new}'",
            "INSERT INTO sqlite_sequence (name, seq) SELECT '{$new}', seq FROM sqlite_sequence
             WHERE name = '{$table}' AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '{$new}')",
        ] : [];
        return [
            'CREATE TABLE ' . $new . ' (' . $columns . "\n)",
            "INSERT INTO {$new} ({$list}) SELECT {$list} FROM {$table}",
            ...$sequence,
            'DROP TABLE ' . $table,
            "ALTER TABLE {$new} RENAME TO {$table}",
            ...$indexes,
        ];
    }
}
