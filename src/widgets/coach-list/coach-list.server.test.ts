import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import type { CoachListData } from './coach-list.schema.ts';

const { school, widget, status, page } = seededStore('coaches');
const head = school.staff.find((m) => m.sport_id === 2 && m.is_head_coach)!;
const support = school.staff.find((m) => m.sport_id === 2 && m.kind === 'support')!;

describe('coaches', () => {
  it('the coach list puts the head coach first; a season that is not the current one is a 404', async () => {
    const list = await widget<CoachListData>('/sports/football/coaches', 'coaches');
    expect(list.coaches[0]?.id).toBe(head.id);
    expect(list.coaches.every((c) => c.kind === 'coach')).toBe(true);
    expect(await status(`/sports/football/coaches/${head.season}`)).toBe(200);
    expect(await status('/sports/football/coaches/2025')).toBe(200);
    expect(await status('/sports/football/coaches/1999')).toBe(404);
  });

  it('sport staff resolves its sport (the sportDepartment param) and lists support staff too', async () => {
    const payload = await page('/sports/football/staff');
    expect(payload.sport?.global_sport_name_slug).toBe('football');
    const data = payload.widgets.coaches?.ok ? (payload.widgets.coaches.data as CoachListData) : null;
    expect(data?.support.map((p) => p.id)).toContain(support.id);
    expect(await status('/sports/quidditch/staff')).toBe(404);
  });
});
