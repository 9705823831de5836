import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#fixtures/templates.ts';
import { isComplete, isListedGame } from '#schemas/game-rules.ts';
import { PagePayloadSchema } from '#schemas/page.ts';
import type { ResultsData } from '#schemas/widgets/results.ts';
import type { ScheduleData } from '#schemas/widgets/schedule.ts';
import { HttpError } from '../api/http.server.ts';
import { resolvePage } from '../page/resolve-page.server.ts';
import { seedIfEmpty } from '../store/seed.server.ts';
import { Store } from '../store/store.server.ts';

const school = buildSchool();
let dir: string;
let store: Store;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'results-'));
  store = Store.open(dir);
  seedIfEmpty(store, school, defaultTemplates());
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

function widget<T>(path: string, id: string): T {
  const result = resolvePage({ store, tenant: school.tenant, path, staff: false, now: new Date('2026-11-21T17:00:00Z') });
  if (result.kind !== 'page') throw new Error('redirected');
  const slot = PagePayloadSchema.parse(result.payload).widgets[id];
  if (!slot?.ok) throw new Error(`${id} failed`);
  return slot.data as T;
}
const status = (path: string) => {
  try {
    resolvePage({ store, tenant: school.tenant, path, staff: false, now: new Date('2026-11-21T17:00:00Z') });
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
};

describe('results (issue 8, part 5)', () => {
  it("lists the season's completed games; the record agrees with the schedule's", () => {
    const results = widget<ResultsData>('/sports/football/results?season=2025', 'results');
    const completed = school.games.filter((g) => g.sport_id === 2 && g.season === '2025' && isListedGame(g) && isComplete(g) && g.result);
    expect(results.results.map((r) => r.id).toSorted()).toEqual(completed.map((g) => g.id).toSorted());
    const schedule = widget<ScheduleData>('/sports/football/schedule/2025', 'schedule');
    expect(results.record).toEqual(schedule.record);
  });

  it('print lists one type of game; an unknown type or season is a 404', () => {
    const home = widget<ResultsData>('/sports/football/results/print/2025/home', 'results');
    expect(home.results.length).toBeGreaterThan(0);
    expect(home.results.every((r) => r.versus === 'vs')).toBe(true);
    expect(status('/sports/football/results/print/2025/bogus')).toBe(404);
    expect(status('/sports/football/results?season=1999')).toBe(404);
    expect(status('/sports/football/results/print/1999/all')).toBe(404);
  });
});
