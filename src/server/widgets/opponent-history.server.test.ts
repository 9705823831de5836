import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#fixtures/templates.ts';
import { countsTowardRecord } from '#schemas/game-rules.ts';
import { PagePayloadSchema } from '#schemas/page.ts';
import type { OpponentHistoryData } from '#schemas/widgets/opponent-history.ts';
import { HttpError } from '../api/http.server.ts';
import { resolvePage } from '../page/resolve-page.server.ts';
import { seedIfEmpty } from '../store/seed.server.ts';
import { Store } from '../store/store.server.ts';

const school = buildSchool();
let dir: string;
let store: Store;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'opponents-'));
  store = Store.open(dir);
  seedIfEmpty(store, school, defaultTemplates());
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

function history(path: string): OpponentHistoryData {
  const result = resolvePage({ store, tenant: school.tenant, path, staff: false, now: new Date('2026-11-21T17:00:00Z') });
  if (result.kind !== 'page') throw new Error('redirected');
  const slot = PagePayloadSchema.parse(result.payload).widgets.history;
  if (!slot?.ok) throw new Error('history failed');
  return slot.data as OpponentHistoryData;
}
const status = (path: string) => {
  try {
    history(path);
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
};

describe('opponent history (issue 8, part 7)', () => {
  it("every opponent's all-time record adds up to the decided games against them", () => {
    const data = history('/sports/football/opponent-history');
    const decided = school.games.filter((g) => g.sport_id === 2 && countsTowardRecord(g));
    expect(data.opponents.reduce((n, o) => n + o.meetings, 0)).toBe(decided.length);
    for (const o of data.opponents.slice(0, 5)) {
      const games = decided.filter((g) => g.opponent.id === o.id);
      expect(o.record.wins).toBe(games.filter((g) => g.result?.status === 'W').length);
      expect(o.record.losses).toBe(games.filter((g) => g.result?.status === 'L').length);
    }
  });

  it('an opponent page lists every meeting, newest first, with box scores; unknown opponents are 404s', () => {
    const list = history('/sports/football/opponent-history');
    const top = list.opponents[0]!;
    const page = history(top.url);
    expect(page.opponent?.meetings).toHaveLength(top.meetings);
    const dates = page.opponent?.meetings.map((m) => m.date) ?? [];
    expect(dates).toEqual(dates.toSorted().reverse());
    expect(status('/sports/football/opponent-history/nobody/999999')).toBe(404);
  });

  it('only sports that display opponent history have it', () => {
    const without = school.sports.find((s) => !s.non_sport && !s.displayOpponentHistory)!;
    expect(status(`/sports/${without.global_sport_name_slug}/opponent-history`)).toBe(404);
  });
});
