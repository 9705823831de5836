import type Database from 'better-sqlite3';

/** Versioned migrations: each runs once, in order, inside a transaction; the applied ones are recorded. */
const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'content documents, settings, templates',
    sql: `
      CREATE TABLE tenants (id TEXT PRIMARY KEY, name TEXT NOT NULL, content_version INTEGER NOT NULL DEFAULT 1);
      CREATE TABLE documents (
        tenant TEXT NOT NULL REFERENCES tenants(id),
        collection TEXT NOT NULL,
        id INTEGER NOT NULL,
        sport_id INTEGER,
        season TEXT,
        sort_date TEXT,
        slug TEXT,
        published INTEGER NOT NULL DEFAULT 1,
        body TEXT NOT NULL CHECK (json_valid(body)),
        updated_at TEXT NOT NULL,
        PRIMARY KEY (tenant, collection, id)
      );
      CREATE INDEX documents_by_sport_date ON documents (tenant, collection, sport_id, sort_date);
      CREATE INDEX documents_by_date ON documents (tenant, collection, sort_date);
      CREATE INDEX documents_by_slug ON documents (tenant, collection, slug);
      CREATE TABLE settings (
        tenant TEXT NOT NULL REFERENCES tenants(id),
        key TEXT NOT NULL,
        body TEXT NOT NULL CHECK (json_valid(body)),
        PRIMARY KEY (tenant, key)
      );
      CREATE TABLE templates (
        tenant TEXT NOT NULL REFERENCES tenants(id),
        page TEXT NOT NULL,
        sport_id INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL,
        body TEXT NOT NULL CHECK (json_valid(body)),
        author TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (tenant, page, sport_id, version)
      );
    `,
  },
  {
    version: 2,
    name: 'promotion impressions',
    sql: `
      CREATE TABLE impressions (
        tenant TEXT NOT NULL REFERENCES tenants(id),
        campaign_id INTEGER NOT NULL,
        day TEXT NOT NULL,
        count INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (tenant, campaign_id, day)
      );
    `,
  },
  {
    version: 3,
    name: 'forms and submissions',
    sql: `
      CREATE TABLE forms (
        tenant TEXT NOT NULL REFERENCES tenants(id),
        id INTEGER NOT NULL,
        body TEXT NOT NULL CHECK (json_valid(body)),
        updated_at TEXT NOT NULL,
        PRIMARY KEY (tenant, id)
      );
      CREATE TABLE form_submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        tenant TEXT NOT NULL,
        form_id INTEGER NOT NULL,
        body TEXT NOT NULL CHECK (json_valid(body)),
        created_at TEXT NOT NULL,
        ip_hash TEXT NOT NULL,
        FOREIGN KEY (tenant, form_id) REFERENCES forms (tenant, id)
      );
      CREATE INDEX form_submissions_by_form ON form_submissions (tenant, form_id, id);
    `,
  },
  {
    // Numbered 6: versions 4 and 5 (search index, subscribers) were taken by work landing at the same time.
    version: 6,
    name: 'rate limits shared by every worker process',
    sql: `
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        window_start INTEGER NOT NULL,
        count INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX rate_limits_by_start ON rate_limits (window_start);
    `,
  },
  {
    version: 7,
    name: 'files (documents, sport files): metadata here, bytes in DATA_DIR/files by content hash',
    sql: `
      CREATE TABLE files (
        tenant TEXT NOT NULL REFERENCES tenants(id),
        path TEXT NOT NULL,
        body TEXT NOT NULL CHECK (json_valid(body)),
        sport_id INTEGER,
        published INTEGER NOT NULL DEFAULT 1,
        PRIMARY KEY (tenant, path)
      );
    `,
  },
  {
    version: 8,
    name: 'full-text search: searchable documents and their FTS5 index, kept in step by triggers',
    sql: `
      CREATE TABLE search_docs (
        rowid INTEGER PRIMARY KEY,
        tenant TEXT NOT NULL,
        collection TEXT NOT NULL,
        doc_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        sport_id INTEGER,
        season TEXT,
        slug TEXT,
        published INTEGER NOT NULL,
        sort_date TEXT,
        title TEXT NOT NULL,
        text TEXT NOT NULL,
        -- Filter words (kind, sport, published) so filters narrow inside the index, not after it.
        facets TEXT NOT NULL,
        UNIQUE (tenant, collection, doc_id)
      );
      CREATE INDEX search_docs_by_kind ON search_docs (tenant, kind, sport_id, season);
      CREATE VIRTUAL TABLE search_fts USING fts5(
        title, text, facets, content = 'search_docs', content_rowid = 'rowid', tokenize = 'porter unicode61 remove_diacritics 2'
      );
      CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs BEGIN
        INSERT INTO search_fts (rowid, title, text, facets) VALUES (new.rowid, new.title, new.text, new.facets);
      END;
      CREATE TRIGGER search_docs_ad AFTER DELETE ON search_docs BEGIN
        INSERT INTO search_fts (search_fts, rowid, title, text, facets) VALUES ('delete', old.rowid, old.title, old.text, old.facets);
      END;
      CREATE TRIGGER search_docs_au AFTER UPDATE ON search_docs BEGIN
        INSERT INTO search_fts (search_fts, rowid, title, text, facets) VALUES ('delete', old.rowid, old.title, old.text, old.facets);
        INSERT INTO search_fts (rowid, title, text, facets) VALUES (new.rowid, new.title, new.text, new.facets);
      END;
    `,
  },
  {
    version: 9,
    name: 'published listings by date read from an index (counting an archive never reads the documents)',
    sql: `
      CREATE INDEX documents_published_by_date ON documents (tenant, collection, published, sort_date, id);
      CREATE INDEX documents_published_by_sport_date ON documents (tenant, collection, sport_id, published, sort_date, id);
    `,
  },
  {
    version: 10,
    name: 'newsletter subscribers (double opt-in) and the outbox a mailer sends from',
    sql: `
      CREATE TABLE newsletter_subscribers (
        tenant TEXT NOT NULL,
        email TEXT NOT NULL,
        sports TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        -- SHA-256 of the pending confirmation token: the token itself is only in the message.
        token_hash TEXT,
        token_expires_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        confirmed_at TEXT,
        PRIMARY KEY (tenant, email)
      );
      CREATE UNIQUE INDEX newsletter_subscribers_by_token ON newsletter_subscribers (token_hash) WHERE token_hash IS NOT NULL;
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        tenant TEXT NOT NULL,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        headers TEXT NOT NULL,
        created_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX outbox_unsent ON outbox (sent_at, id);
    `,
  },
  {
    version: 11,
    name: 'live game stats, outside the documents: a score change must not flush every cached page',
    sql: `
      CREATE TABLE live_games (
        tenant TEXT NOT NULL,
        game_id INTEGER NOT NULL,
        version INTEGER NOT NULL,
        body TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (tenant, game_id)
      );
    `,
  },
  {
    version: 12,
    name: 'splash clicks per day',
    sql: `
      CREATE TABLE splash_clicks (
        tenant TEXT NOT NULL,
        splash_id INTEGER NOT NULL,
        day TEXT NOT NULL,
        count INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (tenant, splash_id, day)
      );
    `,
  },
  {
    version: 13,
    name: 'staff sessions ended by sign-out',
    sql: `
      CREATE TABLE ended_sessions (
        id TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    // Staff accounts. Sessions live here (every worker sees a sign-out: the row is gone), which replaces
    // migration 13's list of ended sessions. Usernames are unique per tenant whatever their case (NOCASE).
    version: 15,
    name: 'staff users and their sessions',
    sql: `
      CREATE TABLE staff_users (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        tenant TEXT NOT NULL,
        username TEXT NOT NULL COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('editor', 'admin')),
        disabled INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (tenant, username)
      );
      CREATE TABLE staff_sessions (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        csrf_token TEXT NOT NULL
      );
      CREATE INDEX staff_sessions_by_user ON staff_sessions (user_id);
      DROP TABLE ended_sessions;
    `,
  },
  {
    version: 16,
    name: 'template editor: version notes and restores, drafts with scheduled publish, an audit log',
    sql: `
      ALTER TABLE templates ADD COLUMN note TEXT NOT NULL DEFAULT '';
      ALTER TABLE templates ADD COLUMN restored_from INTEGER;
      CREATE TABLE template_drafts (
        tenant TEXT NOT NULL REFERENCES tenants(id),
        page TEXT NOT NULL,
        sport_id INTEGER NOT NULL DEFAULT 0,
        base_version INTEGER NOT NULL,
        revision INTEGER NOT NULL DEFAULT 1,
        body TEXT NOT NULL CHECK (json_valid(body)),
        author TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        publish_at TEXT,
        publish_note TEXT,
        PRIMARY KEY (tenant, page, sport_id)
      );
      CREATE INDEX template_drafts_due ON template_drafts (publish_at) WHERE publish_at IS NOT NULL;
      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        tenant TEXT NOT NULL,
        at TEXT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        page TEXT,
        sport_id INTEGER,
        version INTEGER,
        detail TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX audit_log_by_tenant ON audit_log (tenant, id);
    `,
  },
  {
    // The draft's author is whoever saved it last; the editor lists who scheduled the publish. Schedules made
    // before this column existed are credited to the draft's author, the best that is known of them.
    version: 17,
    name: 'scheduled publishes record who scheduled them',
    sql: `
      ALTER TABLE template_drafts ADD COLUMN publish_by TEXT;
      UPDATE template_drafts SET publish_by = author WHERE publish_at IS NOT NULL;
    `,
  },
  {
    version: 18,
    name: 'alerts, promotions and splash pages: versions and drafts, as templates have',
    sql: `
      CREATE TABLE content_versions (
        tenant TEXT NOT NULL REFERENCES tenants(id),
        collection TEXT NOT NULL,
        doc_id INTEGER NOT NULL,
        version INTEGER NOT NULL,
        body TEXT NOT NULL CHECK (json_valid(body)),
        author TEXT NOT NULL,
        created_at TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT '',
        restored_from INTEGER,
        PRIMARY KEY (tenant, collection, doc_id, version)
      );
      CREATE TABLE content_drafts (
        tenant TEXT NOT NULL REFERENCES tenants(id),
        collection TEXT NOT NULL,
        doc_id INTEGER NOT NULL,
        base_version INTEGER NOT NULL,
        revision INTEGER NOT NULL DEFAULT 1,
        body TEXT NOT NULL CHECK (json_valid(body)),
        author TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (tenant, collection, doc_id)
      );
    `,
  },
  {
    // A content draft is scheduled as a template draft is (docs/decisions/0022-scheduled-publish-on-the-draft.md):
    // the schedule lives on the draft, one pending publish per document.
    version: 19,
    name: 'content drafts can be scheduled to publish',
    sql: `
      ALTER TABLE content_drafts ADD COLUMN publish_at TEXT;
      ALTER TABLE content_drafts ADD COLUMN publish_note TEXT;
      ALTER TABLE content_drafts ADD COLUMN publish_by TEXT;
      CREATE INDEX content_drafts_due ON content_drafts (tenant, publish_at) WHERE publish_at IS NOT NULL;
    `,
  },
  {
    // One row per periodic job (the SIDEARM sync): who holds it until when, and when it last started and last
    // succeeded. Not content: claiming it moves no content version. Times are ISO strings (UTC, so they sort).
    version: 20,
    name: 'periodic jobs: a lease per job, held by one process of any machine at a time',
    sql: `
      CREATE TABLE job_runs (
        name TEXT PRIMARY KEY,
        holder TEXT,
        lease_until TEXT NOT NULL,
        last_started_at TEXT,
        last_success_started_at TEXT
      );
    `,
  },
  {
    // A query matching many (search.server.ts): the kind joins the sport among the index terms, so a common word's
    // players are found among the players; and a document's row id becomes its place in time (its date's minute
    // times 2^24, plus its order in that minute; undated: minute 0; within 2^28 minutes of 1970), so FTS5 reads a
    // word's newest matches first. The table is copied with its new ids, and the FTS5 index rebuilt from it.
    version: 21,
    name: 'search: the kind among the index terms, and row ids in date order',
    sql: `
      DROP TRIGGER search_docs_ai;
      DROP TRIGGER search_docs_ad;
      DROP TRIGGER search_docs_au;
      DROP TABLE search_fts;
      CREATE TABLE search_docs_dated (
        rowid INTEGER PRIMARY KEY,
        tenant TEXT NOT NULL,
        collection TEXT NOT NULL,
        doc_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        sport_id INTEGER,
        season TEXT,
        slug TEXT,
        published INTEGER NOT NULL,
        sort_date TEXT,
        title TEXT NOT NULL,
        text TEXT NOT NULL,
        -- Filter words (the sport and the kind) so filters narrow inside the index, not after it.
        facets TEXT NOT NULL,
        UNIQUE (tenant, collection, doc_id)
      );
      INSERT INTO search_docs_dated (rowid, tenant, collection, doc_id, kind, sport_id, season, slug, published, sort_date, title, text, facets)
        SELECT base + row_number() OVER (PARTITION BY base ORDER BY rowid) - 1,
          tenant, collection, doc_id, kind, sport_id, season, slug, published, sort_date, title, text,
          'sport' || coalesce(sport_id, 0) || ' kind' || kind
        FROM (SELECT *, max(-268435456, min(268435455, coalesce(unixepoch(sort_date) / 60, 0))) * 16777216 AS base FROM search_docs);
      DROP TABLE search_docs;
      ALTER TABLE search_docs_dated RENAME TO search_docs;
      CREATE INDEX search_docs_by_kind ON search_docs (tenant, kind, sport_id, season);
      CREATE VIRTUAL TABLE search_fts USING fts5(
        title, text, facets, content = 'search_docs', content_rowid = 'rowid', tokenize = 'porter unicode61 remove_diacritics 2'
      );
      INSERT INTO search_fts (search_fts) VALUES ('rebuild');
      CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs BEGIN
        INSERT INTO search_fts (rowid, title, text, facets) VALUES (new.rowid, new.title, new.text, new.facets);
      END;
      CREATE TRIGGER search_docs_ad AFTER DELETE ON search_docs BEGIN
        INSERT INTO search_fts (search_fts, rowid, title, text, facets) VALUES ('delete', old.rowid, old.title, old.text, old.facets);
      END;
      CREATE TRIGGER search_docs_au AFTER UPDATE ON search_docs BEGIN
        INSERT INTO search_fts (search_fts, rowid, title, text, facets) VALUES ('delete', old.rowid, old.title, old.text, old.facets);
        INSERT INTO search_fts (rowid, title, text, facets) VALUES (new.rowid, new.title, new.text, new.facets);
      END;
    `,
  },
];

export const LATEST_MIGRATION = MIGRATIONS.at(-1)?.version ?? 0;

export function migrate(db: Database.Database): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM migrations')
      .all()
      .map((row) => row.version),
  );
  const ran: number[] = [];
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    })();
    ran.push(migration.version);
  }
  return ran;
}
