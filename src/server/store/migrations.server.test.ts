import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { matchExpression } from '../search/query.server.ts';
import { migrate } from './migrations.server.ts';
import { SqliteDb, SqliteStatements } from './sqlite-db.server.ts';
import { SearchRepository } from './repositories/search.server.ts';

it('migration 21 gives the search rows written before it ids in date order and their kind as an index term', async () => {
  const db = new Database(':memory:');
  // A store as it was before migration 21: its rows numbered in the order they were written.
  db.exec(`CREATE TABLE migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);
           INSERT INTO migrations VALUES (21, 'not yet', '2026-01-01');`);
  migrate(db);
  db.exec(`INSERT INTO tenants (id, name) VALUES ('northfield', 'Northfield')`);
  const insert =
    db.prepare(`INSERT INTO search_docs (tenant, collection, doc_id, kind, sport_id, season, slug, published, sort_date, title, text, facets)
     VALUES ('northfield', ?, ?, ?, 3, ?, ?, 1, ?, ?, 'The lantern report.', 'sport3')`);
  const written = [
    ['stories', 1, 'story', null, '/news/b', '2024-03-01T12:00:00-05:00', 'Middle'],
    ['stories', 2, 'story', null, '/news/c', '2025-09-01', 'Newest'],
    ['stories', 3, 'story', null, '/news/a', '1998-01-01T00:00:00Z', 'Oldest'],
    ['roster', 4, 'player', '2025-26', 'lantern-smith', null, 'Lantern Smith'],
  ] as const;
  for (const row of written) insert.run(...row);

  db.exec(`DELETE FROM migrations WHERE version = 21`);
  expect(migrate(db)).toEqual([21]);

  const ids = db.prepare<[], { doc_id: number; facets: string }>('SELECT doc_id, facets FROM search_docs ORDER BY rowid DESC').all();
  expect(ids.map((r) => r.doc_id)).toEqual([2, 1, 3, 4]);
  expect(ids.map((r) => r.facets)).toEqual(['sport3 kindstory', 'sport3 kindstory', 'sport3 kindstory', 'sport3 kindplayer']);
  // The index was rebuilt from the copied rows, and writes after it keep it in step.
  const search = new SearchRepository(new SqliteDb(new SqliteStatements(db)));
  const filter = { tenant: 'northfield', match: matchExpression('lantern', { prefix: false })!, staff: false };
  expect(Object.fromEntries(await search.countByKind(filter))).toEqual({ story: 3, player: 1 });
  const newest = await search.page({ ...filter, kind: 'story' }, 0, 3);
  expect(newest).toHaveLength(3);
  db.prepare(`DELETE FROM search_docs WHERE doc_id = 2`).run();
  expect((await search.countByKind(filter)).get('story')).toBe(2);
  db.close();
});
