import { describe, expect, it } from 'vitest';
import type { AwardBioData } from './award-bio.schema.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const { school, page, status, widget } = seededStore('award-bio');
// The list page's rows (the awards-list widget's data, as far as this test reads it).
const list = async (path: string) => await widget<{ groups: { rows: { id: number }[] }[] }>(path, 'awards');
const bio = async (path: string, staff = false) => await widget<AwardBioData>(path, 'award', staff);
const published = school.awards.filter((a) => a.published);

describe('award and All-American bios', () => {
  it('names the recipient and award in the title, links the sport and the real roster bio (which answers 200)', async () => {
    const award = published.findLast((a) => a.player_id !== null)!;
    const data = await bio(`/awards/${award.id}`);
    expect((await page(`/awards/${award.id}`)).page.title).toBe(`${award.recipient} - ${award.title}`);
    expect(data.sport?.url).toMatch(/^\/sports\/[a-z-]+$/);
    expect(data.person?.kind).toBe('player');
    const player = school.roster.find((p) => p.id === award.player_id)!;
    expect(data.person?.url).toMatch(new RegExp(`/roster/${player.slug}/${player.id}$`));
    expect(await status(data.person!.url)).toBe(200);
    expect(data.facts).toContainEqual({ label: 'Year', value: award.academic_year });
  });

  it('links a coach of the year to the coach bio; other honors of the same person are listed', async () => {
    const award = published.findLast((a) => a.staff_id !== null)!;
    const data = await bio(`/awards/${award.id}`);
    expect(data.person?.kind).toBe('coach');
    expect(await status(data.person!.url)).toBe(200);
    const repeat = published.find(
      (a) => a.player_id === null && published.some((b) => b.id !== a.id && b.recipient === a.recipient && b.sport_id === a.sport_id),
    )!;
    const others = (await bio(`/awards/${repeat.id}`)).others;
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((o) => o.recipient === repeat.recipient && o.url !== `/awards/${repeat.id}`)).toBe(true);
  });

  it('an alumnus the store has no bio for gets no person link', async () => {
    const award = published.find((a) => a.player_id === null && a.staff_id === null)!;
    expect((await bio(`/awards/${award.id}`)).person).toBeNull();
  });

  it('All-American bio: team, selector, title', async () => {
    const aa = school.allAmericans.find((a) => a.published)!;
    const data = await bio(`/all-americans/${aa.id}`);
    expect(data.facts).toContainEqual({ label: 'Selector', value: aa.selector });
    expect((await page(`/all-americans/${aa.id}`)).page.title).toBe(`${aa.name} - ${aa.selector} ${aa.team} All-American`);
  });

  it('unknown, out-of-range and unpublished ids are 404 for visitors; staff preview the draft', async () => {
    const draft = school.awards.find((a) => !a.published)!;
    const aaDraft = school.allAmericans.find((a) => !a.published)!;
    for (const path of [
      `/awards/${draft.id}`,
      `/all-americans/${aaDraft.id}`,
      '/awards/999999',
      '/all-americans/0',
      `/awards/${'9'.repeat(30)}`,
    ]) {
      expect(await status(path), path).toBe(404);
    }
    expect((await list('/awards')).groups.flatMap((g) => g.rows).some((r) => r.id === draft.id)).toBe(false);
    expect((await bio(`/awards/${draft.id}`, true)).honor).toBe(draft.title);
    expect((await page(`/awards/${draft.id}`, true)).page.meta.noindex).toBe(true);
  });
});
