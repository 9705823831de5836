import { describe, expect, it } from 'vitest';
import { seededStore } from '../../../tests/seeded-store.ts';
import type { CoachBioData, CoachListData, CoachingRecordsData } from '#schemas/widgets/coaches.ts';
import type { ScheduleData } from '#src/widgets/schedule/schedule.schema.ts';

const { school, widget, status, page } = seededStore('coaches');
const head = school.staff.find((m) => m.sport_id === 2 && m.is_head_coach)!;
const support = school.staff.find((m) => m.sport_id === 2 && m.kind === 'support')!;
const otherCoach = school.staff.find((m) => m.sport_id !== 2 && m.kind === 'coach')!;

describe('coaches (issue 8, part 6)', () => {
  it('the coach list puts the head coach first; a season that is not the current one is a 404', () => {
    const list = widget<CoachListData>('/sports/football/coaches', 'coaches');
    expect(list.coaches[0]?.id).toBe(head.id);
    expect(list.coaches.every((c) => c.kind === 'coach')).toBe(true);
    expect(status(`/sports/football/coaches/${head.season}`)).toBe(200);
    expect(status('/sports/football/coaches/2025')).toBe(200);
    expect(status('/sports/football/coaches/1999')).toBe(404);
  });

  it('sport staff resolves its sport (the sportDepartment param) and lists support staff too', () => {
    const payload = page('/sports/football/staff');
    expect(payload.sport?.global_sport_name_slug).toBe('football');
    const data = payload.widgets.coaches?.ok ? (payload.widgets.coaches.data as CoachListData) : null;
    expect(data?.support.map((p) => p.id)).toContain(support.id);
    expect(status('/sports/quidditch/staff')).toBe(404);
  });

  it("a coach bio shows the bio and a head coach's seasons; a coach of another sport or a wrong kind is a 404", () => {
    const bio = widget<CoachBioData>(`/sports/football/roster/coaches/${head.slug}/${head.id}`, 'bio');
    expect(bio.person.name).toBe(`${head.first_name} ${head.last_name}`);
    expect(bio.record.length).toBeGreaterThan(0);
    expect(status(`/sports/football/roster/coaches/${otherCoach.slug}/${otherCoach.id}`)).toBe(404);
    expect(status(`/sports/football/roster/coaches/${support.slug}/${support.id}`)).toBe(404);
    expect(widget<CoachBioData>(`/sports/football/roster/staff/${support.slug}/${support.id}`, 'bio').person.kind).toBe('support');
  });

  it("coaching records by year agree with the schedule's record for the seasons the store has games for; overall sums them", () => {
    const records = widget<CoachingRecordsData>('/sports/football/coaches/year', 'records');
    const schedule = widget<ScheduleData>('/sports/football/schedule/2025', 'schedule');
    const row = records.years.find((r) => r.season === '2025');
    expect(row).toMatchObject({ wins: schedule.record.overall.wins, losses: schedule.record.overall.losses, confWins: schedule.record.conference.wins });
    const overall = widget<CoachingRecordsData>('/sports/football/coaches/overall', 'records').overall;
    const total = (key: 'wins' | 'losses') => records.years.reduce((n, r) => n + r[key], 0);
    expect(overall.reduce((n, c) => n + c.wins, 0)).toBe(total('wins'));
    expect(overall.reduce((n, c) => n + c.losses, 0)).toBe(total('losses'));
    expect(overall.at(-1)?.coach).toBe(`${head.first_name} ${head.last_name}`);
  });
});
