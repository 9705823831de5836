import type Database from 'better-sqlite3';
import type { StoredFile } from '#schemas/entities/file.ts';
import type { StoredForm } from '#schemas/entities/form.ts';
import type { LiveStats } from '#schemas/live.ts';
import type { Query } from './db.server.ts';
import { documentQueries, parseBody, type BodyRow, type Collection, type DocumentRow, type ListQuery } from './repositories/documents.server.ts';
import { fileOf, fileQueries } from './repositories/files.server.ts';
import { formOf, formQueries } from './repositories/forms.server.ts';
import { liveGameQueries, liveOfRow } from './repositories/live-games.server.ts';
import { indexQueries } from './repositories/search.server.ts';
import { settingQueries } from './repositories/settings.server.ts';
import { submissionQueries } from './repositories/submissions.server.ts';
import { templateQueries, toDraft, toTemplateRow, toVersion, type TemplateDraft, type TemplateKey, type TemplateRow, type TemplateVersion } from './repositories/templates.server.ts';
import { tenantQueries } from './repositories/tenants.server.ts';
import type { SqliteDb, SqliteStatements } from './sqlite-db.server.ts';

/**
 * The store's synchronous methods, kept only while the widget resolvers (and the page resolver that calls them)
 * are synchronous: they run the repositories' own queries, synchronously. Everything else goes through the
 * async repositories; once the resolvers are async, this class goes.
 *
 * Reads run on a connection of their own (read-only, when the store is a file): SQLite gives one transaction
 * per connection, and a read on the writing connection while an async transaction awaits would see its
 * uncommitted rows. Writes (the seed, tests) refuse to run while an async transaction is open.
 */
export abstract class LegacySyncStore {
  private readonly main: SqliteStatements;
  private readonly readOnly: SqliteStatements;
  private readonly asyncDb: SqliteDb;
  private readonly syncMemo = new Map<string, { version: number; value: unknown }>();
  private syncTransactions = 0;

  protected constructor(main: SqliteStatements, readOnly: SqliteStatements, asyncDb: SqliteDb) {
    this.main = main;
    this.readOnly = readOnly;
    this.asyncDb = asyncDb;
  }

  /** Inside a synchronous transaction, reads see its writes. */
  private get reader(): SqliteStatements {
    return this.syncTransactions > 0 ? this.main : this.readOnly;
  }

  private get writer(): SqliteStatements {
    if (this.asyncDb.inTransaction) throw new Error('A synchronous store write while an async transaction is open: use the repositories');
    return this.main;
  }

  private read<R>([sql, params]: Query): R | undefined {
    return this.reader.get<R>(sql, params);
  }

  private write(...queries: Query[]): void {
    const writer = this.writer;
    for (const [sql, params] of queries) writer.run(sql, params);
  }

  /**
   * The reading connection, for the four widget resolvers that still prepare SQL of their own (on-this-day,
   * tags, story-archive, cume-stats) and the search ones: goes once they are async and call the repositories.
   */
  get legacySyncDb(): Database.Database {
    return this.reader.connection;
  }

  /** @deprecated The name the widget resolvers still use for legacySyncDb; goes with it. */
  get db(): Database.Database {
    return this.legacySyncDb;
  }

  /** A synchronous transaction (the seed): reads inside it see its writes. */
  legacySyncTransaction<T>(fn: () => T, { immediate = false } = {}): T {
    const transaction = this.writer.connection.transaction(fn);
    this.syncTransactions += 1;
    try {
      return immediate ? transaction.immediate() : transaction();
    } finally {
      this.syncTransactions -= 1;
    }
  }

  /** Computed once per content version (see ContentMemo; this is its synchronous twin, apart from it). */
  cached<T>(tenant: string, key: string, compute: () => T): T {
    const version = this.contentVersion(tenant);
    const memoKey = `${tenant}|${key}`;
    const hit = this.syncMemo.get(memoKey);
    if (hit && hit.version === version) return hit.value as T;
    const value = compute();
    this.syncMemo.set(memoKey, { version, value });
    return value;
  }

  hasTenant(tenant: string): boolean {
    return this.read(tenantQueries.has(tenant)) !== undefined;
  }

  addTenant(tenant: string, name: string): void {
    this.write(tenantQueries.add(tenant, name));
  }

  contentVersion(tenant: string): number {
    return this.read<{ v: number }>(tenantQueries.contentVersion(tenant))?.v ?? 0;
  }

  bumpVersion(tenant: string): void {
    this.write(tenantQueries.bumpVersion(tenant));
  }

  putDocuments(tenant: string, collection: Collection, rows: readonly DocumentRow[]): void {
    const now = new Date().toISOString();
    this.legacySyncTransaction(() =>
      this.write(...rows.map((row) => documentQueries.upsert(tenant, collection, row, now)), ...indexQueries(tenant, collection, rows), tenantQueries.bumpVersion(tenant)),
    );
  }

  list(tenant: string, collection: Collection, query: ListQuery = {}): { items: unknown[]; total: number } {
    const queries = documentQueries.list(tenant, collection, query);
    const total = this.read<{ n: number }>(queries.total)?.n ?? 0;
    return { items: this.reader.all<BodyRow>(...queries.items).map(parseBody), total };
  }

  get(tenant: string, collection: Collection, id: number, publishedOnly = true): unknown {
    return parseBody(this.read<BodyRow>(documentQueries.get(tenant, collection, id, publishedOnly)));
  }

  bySlug(tenant: string, collection: Collection, slug: string, publishedOnly = true): unknown {
    return parseBody(this.read<BodyRow>(documentQueries.bySlug(tenant, collection, slug, publishedOnly)));
  }

  seasons(tenant: string, collection: Collection, sportId: number): string[] {
    return this.reader.all<{ season: string }>(...documentQueries.seasons(tenant, collection, sportId)).map((row) => row.season);
  }

  getSetting(tenant: string, key: string): unknown {
    return parseBody(this.read<BodyRow>(settingQueries.get(tenant, key)));
  }

  putSetting(tenant: string, key: string, body: unknown): void {
    this.legacySyncTransaction(() => this.write(settingQueries.put(tenant, key, body), tenantQueries.bumpVersion(tenant)));
  }

  /** The newest version of a page's template, for a sport (sportId > 0) or the default one (0). */
  template(tenant: string, page: string, sportId: number): TemplateRow | undefined {
    const row = this.read<{ body: string; version: number; created_at: string }>(templateQueries.latest({ tenant, page, sportId }));
    return row && toTemplateRow(row);
  }

  /** Appends a new template version (the seed's; the editor's go through the templates repository). */
  putTemplate(tenant: string, page: string, sportId: number, body: unknown, author: string): number {
    const key = { tenant, page, sportId };
    return this.legacySyncTransaction(() => {
      const version = (this.read<{ v: number | null }>(templateQueries.liveVersion(key))?.v ?? 0) + 1;
      this.write(templateQueries.append(key, version, body, author, '', null), tenantQueries.bumpVersion(tenant));
      return version;
    });
  }

  /** A staff preview's draft (the page resolver shows it). */
  templateDraft(key: TemplateKey): TemplateDraft | null {
    const row = this.read<Parameters<typeof toDraft>[0]>(templateQueries.draft(key));
    return row ? toDraft(row) : null;
  }

  /** A staff preview's old version. */
  templateVersion(key: TemplateKey, version: number): TemplateVersion | null {
    const row = this.read<Parameters<typeof toVersion>[0]>(templateQueries.version(key, version));
    return row ? toVersion(row) : null;
  }

  /** A form, for the form widget. */
  form(tenant: string, id: number): StoredForm | null {
    return formOf(id, this.read<BodyRow>(formQueries.get(tenant, id)));
  }

  formSubmissionCount(tenant: string, formId: number): number {
    return this.read<{ n: number }>(submissionQueries.count(tenant, formId))?.n ?? 0;
  }

  hasForms(tenant: string): boolean {
    return this.read(formQueries.any(tenant)) !== undefined;
  }

  /** The seed's forms. */
  putForms(tenant: string, forms: readonly StoredForm[]): void {
    const now = new Date().toISOString();
    this.legacySyncTransaction(() => this.write(...forms.map((form) => formQueries.put(tenant, form, now)), tenantQueries.bumpVersion(tenant)));
  }

  /** Stores a file's row (its bytes are already beside the store), inside the demo seed's synchronous transaction. */
  putFileRow(tenant: string, file: StoredFile): void {
    this.write(fileQueries.put(tenant, file), tenantQueries.bumpVersion(tenant));
  }

  /** A stored file's metadata, for the document and podcast widgets. */
  file(tenant: string, key: string): StoredFile | undefined {
    return fileOf(this.read<BodyRow>(fileQueries.find(tenant, key)));
  }

  /** A game's stored live stats, for the game center widget. */
  liveGame(tenant: string, gameId: number): LiveStats | null {
    return liveOfRow(this.read<BodyRow>(liveGameQueries.get(tenant, gameId)));
  }
}
