import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import type { CoachBioData } from './coach-bio.schema.ts';

const { school, widget, status } = seededStore('coaches');
const head = school.staff.find((m) => m.sport_id === 2 && m.is_head_coach)!;
const support = school.staff.find((m) => m.sport_id === 2 && m.kind === 'support')!;
const otherCoach = school.staff.find((m) => m.sport_id !== 2 && m.kind === 'coach')!;

describe('coaches', () => {
  it("a coach bio shows the bio and a head coach's seasons; a coach of another sport or a wrong kind is a 404", async () => {
    const bio = await widget<CoachBioData>(`/sports/football/roster/coaches/${head.slug}/${head.id}`, 'bio');
    expect(bio.person.name).toBe(`${head.first_name} ${head.last_name}`);
    expect(bio.record.length).toBeGreaterThan(0);
    expect(await status(`/sports/football/roster/coaches/${otherCoach.slug}/${otherCoach.id}`)).toBe(404);
    expect(await status(`/sports/football/roster/coaches/${support.slug}/${support.id}`)).toBe(404);
    expect((await widget<CoachBioData>(`/sports/football/roster/staff/${support.slug}/${support.id}`, 'bio')).person.kind).toBe('support');
  });
});
