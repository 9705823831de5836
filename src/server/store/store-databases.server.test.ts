// What a port of the store to PostgreSQL gets wrong first, checked on both databases: concurrent first starts,
// case-insensitive usernames, numbers that come back as strings, NULL order, and reads that differ between them.
import { tmpdir } from 'node:os';
import { expect, it } from 'vitest';
import { describePostgres } from '#tests/support/postgres.ts';
import { buildSchool, FORM_IDS } from '#fixtures/school/index.ts';
import { liveFromGame } from '#schemas/live.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { describeDatabases, emptyStores, seededStore } from '#tests/support/seeded-store.ts';
import { matchExpression } from '../search/query.server.ts';
import { PgDb } from './pg-db.server.ts';
import { LATEST_PG_MIGRATION } from './pg-migrations.server.ts';
import { seedIfEmpty } from './seed.server.ts';
import { Store } from './store.server.ts';

/** Generous: three first starts seed the whole school one after the other on a busy two-core machine. */
const SLOW_MS = 120_000;

describePostgres('several processes starting at once on an empty PostgreSQL database', () => {
  const stores = emptyStores('postgres', 'pg-first-start');

  it(
    'migrate once and seed once: one of them seeds, the others find the school there',
    async () => {
      const school = buildSchool();
      // Three processes' stores: each connects (and migrates) at the same moment, then seeds if the database is empty.
      const opened = await Promise.all([stores.open(), stores.open(), stores.open()]);
      const seeded = await Promise.all(opened.map((store) => seedIfEmpty(store, school, defaultTemplates())));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const db = PgDb.open({ connectionString: stores.url()! });
      try {
        expect(await db.all('SELECT version FROM migrations ORDER BY version')).toEqual(
          Array.from({ length: LATEST_PG_MIGRATION }, (_, i) => ({ version: i + 1 })),
        );
        expect(await db.get('SELECT count(*) AS n FROM tenants')).toEqual({ n: 1 });
      } finally {
        await db.close();
      }
      const [first] = opened;
      const page = defaultTemplates()[0]!.page;
      // One seed: each default template has its first version only, whichever process looks.
      for (const store of opened) {
        expect((await store.templates.versions({ tenant: school.tenant, page, sportId: 0 })).map((v) => v.version)).toEqual([1]);
      }
      expect((await first!.documents.list(school.tenant, 'stories', { publishedOnly: false })).total).toBe(school.stories.length);
      // A later start finds everything done.
      const later = await stores.open();
      expect(await seedIfEmpty(later, school, defaultTemplates())).toBe(false);
    },
    SLOW_MS,
  );
});

describePostgres('a PostgreSQL database the store cannot use', () => {
  const stores = emptyStores('postgres', 'pg-latin1');

  it('is refused with a message saying why: not UTF8', async () => {
    const url = new URL(stores.url()!);
    // Beside the block's own database in the test cluster, named after it (another file's test may run at once).
    const name = `${url.pathname.slice(1)}_latin1`;
    const admin = PgDb.open({ connectionString: url.toString() });
    try {
      await admin.exec(`CREATE DATABASE ${name} ENCODING 'LATIN1' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0`);
      url.pathname = `/${name}`;
      await expect(Store.connect({ dataDir: tmpdir(), databaseUrl: url.toString() })).rejects.toThrow(
        /^The PostgreSQL database at .* is encoded LATIN1: the store needs a UTF8 database/,
      );
    } finally {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    }
  });
});

describeDatabases('the store on %s', (database) => {
  it('measures a story’s age for the search recency boost in UTC, whatever the server’s time zone', async () => {
    // On PostgreSQL the session runs 14 hours ahead of UTC: a date-only sort date read there would be 14 hours older.
    const s =
      database === 'sqlite'
        ? await fresh()
        : await Store.connect({ dataDir: tmpdir(), databaseUrl: `${stores.url()!}?options=-c%20TimeZone%3DPacific%2FKiritimati` });
    try {
      await s.tenants.add('tz', 'Time zones');
      const story = (id: number, date: string) => ({ id, title: 'Zanzibar Cup', teaser: 'A final.', sort_date: date });
      await s.documents.put('tz', 'stories', [
        { id: 501, sort_date: '2026-11-20T20:00:00Z', body: story(501, '2026-11-20T20:00:00Z') },
        { id: 502, sort_date: '2026-11-21', body: story(502, '2026-11-21') },
      ]);
      const filter = {
        tenant: 'tz',
        match: matchExpression('zanzibar')!,
        staff: false,
        kind: 'story' as const,
        now: '2026-11-21T06:00:00Z',
      };
      // 502 is 6 hours old in UTC (30 in the session's zone), 501 is 10: 502 first.
      expect((await s.search.page(filter, 0, 10)).map((hit) => hit.doc_id)).toEqual([502, 501]);
    } finally {
      if (database === 'postgres') await s.close();
    }
  });

  const stores = emptyStores(database, 'store-databases');
  const tenant = 'port';
  let store: Store;
  const fresh = async () => {
    store ??= await stores.open();
    await store.tenants.add(tenant, 'Port');
    return store;
  };

  it('keeps a username unique whatever its case, finds it in any case, and lists usernames case-insensitively', async () => {
    const s = await fresh();
    const at = new Date('2026-11-21T12:00:00Z');
    const account = (username: string) => ({ username, passwordHash: 'x', role: 'editor' as const });
    const id = await s.accounts.insert(tenant, account('Coach.Smith'), at);
    expect(typeof id).toBe('number');
    await expect(s.accounts.insert(tenant, account('coach.smith'), at)).rejects.toThrow();
    await expect(s.accounts.insert(tenant, account('COACH.SMITH'), at)).rejects.toThrow();
    // Another tenant may use the name.
    await s.tenants.add('other', 'Other');
    await s.accounts.insert('other', account('coach.smith'), at);
    expect((await s.accounts.byUsername(tenant, 'COACH.smith'))?.id).toBe(id);
    expect((await s.accounts.byUsername(tenant, 'COACH.smith'))?.username).toBe('Coach.Smith');
    await s.accounts.insert(tenant, account('bob'), at);
    await s.accounts.insert(tenant, account('Alice'), at);
    expect((await s.accounts.list(tenant)).map((a) => a.username)).toEqual(['Alice', 'bob', 'Coach.Smith']);
    expect(await s.accounts.count(tenant)).toBe(3);
  });

  it('answers counts, sums, ids and versions as numbers, and bodies as they were written', async () => {
    const s = await fresh();
    const school = buildSchool();
    const { accessCode: _none, ...fixture } = school.forms.find((f) => f.id === FORM_IDS.limited)!;
    const form = { ...fixture, accessCodeHash: null };
    await s.forms.put(tenant, [form]);
    const outcome = await s.submissions.insert(tenant, form, { name: 'Pat' }, 'hash');
    expect(outcome).toEqual({ ok: true, id: expect.any(Number) as number });
    expect(await s.submissions.count(tenant, form.id)).toBe(1);
    expect((await s.submissions.list(tenant, form.id))[0]).toMatchObject({ id: expect.any(Number) as number, data: { name: 'Pat' } });
    await s.promotions.addImpressions([{ tenant, id: 5, day: '2026-11-21', count: 3 }]);
    await s.promotions.addImpressions([{ tenant, id: 5, day: '2026-11-21', count: 4 }]);
    expect(await s.promotions.impressions(tenant, 5)).toBe(7);
    expect(await s.promotions.impressions(tenant, 6)).toBe(0);
    await s.splash.addClicks([{ tenant, id: 1, day: '2026-11-21', count: 2 }]);
    expect(await s.splash.clicks(tenant, 1)).toBe(2);
    const version = await s.tenants.contentVersion(tenant);
    expect(typeof version).toBe('number');
    const body = {
      id: 1,
      title: 'Ünïcode “quotes” \u2028 and \\ slashes',
      nested: { list: [1, 2.5, null, true], empty: {} },
      tags: [3, 4],
    };
    await s.documents.put(tenant, 'stories', [{ id: 1, sort_date: '2026-11-20T18:00:00Z', slug: 's', body }]);
    expect(await s.tenants.contentVersion(tenant)).toBe(version + 1);
    expect(await s.documents.get(tenant, 'stories', 1)).toEqual(body);
    const listed = await s.documents.list(tenant, 'stories', { omit: ['nested'] });
    expect(listed).toEqual({ items: [{ id: 1, title: body.title, tags: [3, 4] }], total: 1 });
    expect(await s.rateLimits.hit('k', 1_000, 60_000)).toEqual({ windowStart: 1_000, count: 1 });
    expect(await s.rateLimits.hit('k', 2_000, 60_000)).toEqual({ windowStart: 1_000, count: 2 });
    await s.rateLimits.refund('k');
    await s.rateLimits.refund('k');
    await s.rateLimits.refund('k');
    expect(await s.rateLimits.hit('k', 3_000, 60_000)).toEqual({ windowStart: 1_000, count: 1 });
    expect(await s.templates.append({ tenant, page: 'home', sportId: 0 }, { widgets: [] }, 'me')).toBe(1);
    expect(await s.templates.liveVersion({ tenant, page: 'home', sportId: 0 })).toBe(1);
  });

  it('stores exactly maxSubmissions of a capped form when many arrive at once', async () => {
    const s = await fresh();
    const { accessCode: _none, ...fixture } = buildSchool().forms.find((f) => f.id === FORM_IDS.limited)!;
    const form = { ...fixture, id: 900, maxSubmissions: 5, accessCodeHash: null };
    await s.forms.put(tenant, [form]);
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => s.submissions.insert(tenant, form, { n: i }, `ip${i}`)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5);
    expect(outcomes.filter((o) => !o.ok)).toEqual(Array.from({ length: 15 }, () => ({ ok: false, reason: 'full' })));
    expect(await s.submissions.count(tenant, form.id)).toBe(5);
  });

  it('keeps staff sessions: found while valid, gone when signed out, expired or the user’s password changes', async () => {
    const s = await fresh();
    const userId = await s.accounts.insert(tenant, { username: 'ann', passwordHash: 'x', role: 'admin' }, new Date());
    await s.sessions.insert({ id: 'old', expires: 1_000, csrfToken: 'c0' }, userId, 500);
    await s.sessions.insert({ id: 's1', expires: 10_000, csrfToken: 'c1' }, userId, 2_000);
    await s.sessions.insert({ id: 's2', expires: 10_000, csrfToken: 'c2' }, userId, 2_000);
    expect(await s.sessions.user(tenant, 's1', 3_000)).toEqual({ id: userId, username: 'ann', role: 'admin', csrfToken: 'c1' });
    expect(await s.sessions.user(tenant, 'old', 3_000)).toBeNull();
    expect(await s.sessions.user('other-tenant', 's1', 3_000)).toBeNull();
    expect(await s.sessions.user(tenant, 's1', 10_000)).toBeNull();
    await s.sessions.delete('s1');
    expect(await s.sessions.user(tenant, 's1', 3_000)).toBeNull();
    await s.sessions.deleteOfUser(userId);
    expect(await s.sessions.user(tenant, 's2', 3_000)).toBeNull();
  });

  it('keeps newsletter subscribers and the outbox', async () => {
    const s = await fresh();
    const now = new Date('2026-11-21T12:00:00Z');
    const expires = new Date('2026-11-22T12:00:00Z');
    await s.newsletter.savePending(tenant, 'b@example.edu', [1, 2], 'hash-1', expires, now);
    await s.newsletter.savePending(tenant, 'b@example.edu', [3], 'hash-2', expires, now);
    await s.newsletter.savePending(tenant, 'a@example.edu', [], 'hash-3', expires, now);
    expect(await s.newsletter.pendingByToken(tenant, 'hash-1')).toBeNull();
    expect(await s.newsletter.pendingByToken(tenant, 'hash-2')).toEqual({
      email: 'b@example.edu',
      sports: [3],
      status: 'pending',
      tokenExpiresAt: expires.toISOString(),
    });
    await s.newsletter.confirm(tenant, 'b@example.edu', now);
    await s.newsletter.unsubscribe(tenant, 'a@example.edu', now);
    expect((await s.newsletter.list(tenant)).map((x) => [x.email, x.status])).toEqual([
      ['a@example.edu', 'unsubscribed'],
      ['b@example.edu', 'confirmed'],
    ]);
    await s.newsletter.queue(tenant, { to: 'a@example.edu', subject: 'One', body: 'b', headers: { 'x-a': '1' } }, now);
    await s.newsletter.queue(tenant, { to: 'b@example.edu', subject: 'Two', body: 'b', headers: {} }, now);
    expect((await s.newsletter.outbox(tenant)).map((m) => [m.subject, m.headers, typeof m.id, m.sentAt])).toEqual([
      ['Two', {}, 'number', null],
      ['One', { 'x-a': '1' }, 'number', null],
    ]);
  });

  it('keeps template drafts with their revisions and schedules, settings, files in the order stored, and the audit log', async () => {
    const s = await fresh();
    const key = { tenant, page: 'homepage', sportId: 0 };
    await s.templates.append(key, { v: 1 }, 'seed');
    await s.templates.saveDraft(key, 1, { v: 2 }, 'ann');
    await s.templates.saveDraft(key, 1, { v: 3 }, 'bob');
    expect(await s.templates.draft(key)).toMatchObject({ body: { v: 3 }, baseVersion: 1, revision: 2, author: 'bob', publishAt: null });
    await s.templates.schedule(key, { publishAt: '2026-11-21T18:00:00.000Z', note: 'later', by: 'ann' });
    expect(await s.templates.scheduled(tenant)).toEqual([
      { page: 'homepage', sportId: 0, publishAt: '2026-11-21T18:00:00.000Z', author: 'ann', note: 'later' },
    ]);
    expect(await s.templates.due(tenant, new Date('2026-11-21T17:59:59Z'))).toEqual([]);
    expect(await s.templates.due(tenant, new Date('2026-11-21T18:00:00Z'))).toEqual([{ page: 'homepage', sportId: 0 }]);
    expect(await s.templates.cancelSchedule(key, '2026-11-21T18:00:00.000Z')).toBe(true);
    expect(await s.templates.cancelSchedule(key, '2026-11-21T18:00:00.000Z')).toBe(false);
    expect(await s.templates.deleteDraft(key)).toBe(true);
    const content = { tenant, collection: 'alerts' as const, id: 3 };
    await s.contentVersions.saveDraft(content, 0, { t: 1 }, 'ann');
    await s.contentVersions.saveDraft(content, 0, { t: 2 }, 'ann');
    expect((await s.contentVersions.draft(content))?.revision).toBe(2);
    expect(await s.contentVersions.append(content, { t: 2 }, 'ann')).toBe(1);
    await s.settings.put(tenant, 'site', { name: 'Port', colors: ['#fff'] });
    await s.settings.put(tenant, 'site', { name: 'Port 2' });
    expect(await s.settings.get(tenant, 'site')).toEqual({ name: 'Port 2' });
    const file = (path: string) => ({
      path,
      title: path,
      content_type: 'application/pdf',
      size: 3,
      sha256: 'a'.repeat(64),
      access: 'public' as const,
      published: true,
      sport_id: null,
      updated_at: '2026-11-21T12:00:00.000Z',
    });
    for (const path of ['/documents/z.pdf', '/documents/a.pdf', '/documents/m.pdf']) await s.files.put(tenant, file(path));
    await s.files.put(tenant, { ...file('/documents/z.pdf'), title: 'Z again' });
    expect((await s.files.all(tenant)).map((f) => [f.path, f.title])).toEqual([
      ['/documents/z.pdf', 'Z again'],
      ['/documents/a.pdf', '/documents/a.pdf'],
      ['/documents/m.pdf', '/documents/m.pdf'],
    ]);
    expect(await s.files.count(tenant)).toBe(3);
    await s.auditLog.record({ tenant, actor: 'ann', action: 'publish', page: 'homepage', sportId: 0, version: 2, detail: '' });
    await s.auditLog.record({ tenant, actor: 'bob', action: 'restore', page: null, sportId: null, version: null, detail: 'x' });
    expect((await s.auditLog.list(tenant)).map((e) => [e.actor, e.sportId, typeof e.id])).toEqual([
      ['bob', null, 'number'],
      ['ann', 0, 'number'],
    ]);
  });

  it('keeps live game stats, the newest write replacing the last', async () => {
    const s = await fresh();
    const game = buildSchool().games[0]!;
    const live = liveFromGame(game, 'Northfield', 'Northfield University');
    expect(await s.liveGames.get(tenant, game.id)).toBeNull();
    await s.liveGames.put(tenant, { ...live, version: 1 });
    await s.liveGames.put(tenant, { ...live, version: 2, school: { ...live.school, score: 7 } });
    expect(await s.liveGames.get(tenant, game.id)).toEqual({ ...live, version: 2, school: { ...live.school, score: 7 } });
  });

  it('orders a missing date below every date, as SQLite does, both ways', async () => {
    const s = await fresh();
    const rows = [
      { id: 11, sort_date: '2026-01-01', body: { id: 11 } },
      { id: 12, sort_date: null, body: { id: 12 } },
      { id: 13, sort_date: '2025-01-01', body: { id: 13 } },
    ];
    await s.documents.put(tenant, 'facilities', rows);
    const ids = async (order: 'asc' | 'desc') =>
      ((await s.documents.list(tenant, 'facilities', { order })).items as { id: number }[]).map((item) => item.id);
    expect(await ids('asc')).toEqual([12, 13, 11]);
    expect(await ids('desc')).toEqual([11, 13, 12]);
  });

  it('sorts text by code point, as SQLite does, whatever the database’s collation', async () => {
    const s = await fresh();
    const seasons = ['2024-25', 'b', 'B', 'a', 'Z', 'é'];
    await s.documents.put(
      tenant,
      'roster',
      seasons.map((season, i) => ({ id: 100 + i, sport_id: 9, season, body: { id: 100 + i } })),
    );
    expect(await s.documents.seasons(tenant, 'roster', 9)).toEqual(['2024-25', 'B', 'Z', 'a', 'b', 'é']);
  });
});

describePostgres('the same reads from both databases', () => {
  const sqlite = seededStore('same-reads-sqlite');
  const postgres = seededStore('same-reads-postgres', { database: 'postgres' });
  const tenant = () => sqlite.school.tenant;
  /** The same call on both stores: what each answers. */
  const both = async <T>(read: (store: Store) => Promise<T>): Promise<[T, T]> => [await read(sqlite.store), await read(postgres.store)];

  it('lists, pages, tags, files and days alike', async () => {
    for (const collection of ['stories', 'games', 'roster', 'staff', 'facilities', 'alerts', 'sports'] as const) {
      const [a, b] = await both((s) => s.documents.list(tenant(), collection, { publishedOnly: false, start: 3, count: 40 }));
      expect(b, `${collection} list`).toEqual(a);
      const [c, d] = await both((s) => s.documents.scan(tenant(), collection, { order: 'latest', start: 0, count: 25 }));
      expect(d, `${collection} scan`).toEqual(c);
    }
    const [tagsA, tagsB] = await both((s) => s.tags.tagged(tenant()));
    expect(tagsB, 'tagged').toEqual(tagsA);
    const [filesA, filesB] = await both((s) => s.files.all(tenant()));
    expect(filesB, 'files').toEqual(filesA);
    for (const day of ['11-21', '10-04', '09-13']) {
      const [a, b] = await both((s) => s.stories.onThisDay(tenant(), day, 2026));
      expect(b, `stories on ${day}`).toEqual(a);
      const [g, h] = await both((s) => s.games.onThisDay(tenant(), day, 2026));
      expect(h, `games on ${day}`).toEqual(g);
    }
    const [rangeA, rangeB] = await both((s) => s.stories.dateRange(tenant(), null, true));
    expect(rangeB).toEqual(rangeA);
  });

  // The stemmers differ in corners: FTS5's Porter makes a typed "day" the prefix "dai", which misses "Dayton";
  // PostgreSQL's Snowball (Porter 2) keeps "day" and finds it. Words whose stems agree find the same documents.
  it('search finds the same documents, counted alike, with a top hit among SQLite’s first', async () => {
    for (const q of ['state', 'senior', 'coach', 'Briarwood', 'championship', 'wins', 'falls at']) {
      const filter = { tenant: tenant(), match: matchExpression(q)!, staff: false, now: '2026-11-21T17:00:00Z' };
      const [countsA, countsB] = await both((s) => s.search.countByKind(filter));
      expect(countsB, `counts of ${q}`).toEqual(countsA);
      const [a, b] = await both((s) => s.search.page({ ...filter, kind: 'story' }, 0, 10_000));
      expect(b.map((hit) => hit.doc_id).toSorted()).toEqual(a.map((hit) => hit.doc_id).toSorted());
      // A top hit of the same strength: bm25 also weighs a title's length, ts_rank does not, so among headlines
      // alike but for a sport's name ("… Celebrates Senior Day with Victory (2022)") the two may pick another first.
      expect(a.length, `stories found by ${q}`).toBeGreaterThan(0);
      expect(
        a.slice(0, 3).map((hit) => hit.doc_id),
        `top hit of ${q}`,
      ).toContain(b[0]?.doc_id);
      const archive = { ...filter, sportId: null, after: null, before: null };
      const [x, y] = await both((s) => s.search.archive(archive, 0, 10));
      expect(y).toEqual(x);
    }
  });
});
