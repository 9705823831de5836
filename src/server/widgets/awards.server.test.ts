import { describe, expect, it } from 'vitest';
import { AWARDS_PAGE_SIZE, type AwardBioData, type AwardsListData } from '#schemas/widgets/awards.ts';
import { seededStore } from '../../../tests/seeded-store.ts';

const { school, page, status, widget } = seededStore('awards');
const list = (path: string) => widget<AwardsListData>(path, 'awards');
const bio = (path: string, staff = false) => widget<AwardBioData>(path, 'award', staff);
const rows = (data: AwardsListData) => data.groups.flatMap((g) => g.rows);
const published = school.awards.filter((a) => a.published);

describe('awards and All-Americans lists (issue 9, part 3)', () => {
  it('lists every published award, grouped by academic year, newest first, in pages of links', () => {
    const data = list('/awards');
    expect(data.total).toBe(published.length);
    expect(data.groups[0]?.year).toBe('2025-26');
    expect(rows(data)).toHaveLength(AWARDS_PAGE_SIZE);
    expect(data.page.nextHref).toBe('/awards?page=2');
    const last = list(`/awards?page=${data.page.pages}`);
    expect(last.groups.at(-1)?.year).toBe('2006-07');
    expect(last.page.nextHref).toBeNull();
    expect(page('/awards').page.title).toBe('Awards');
  });

  it('filters by sport and year; the links keep the filters', () => {
    const data = list('/awards?sport=football&year=2025-26');
    const expected = published.filter((a) => a.sport_id === 2 && a.academic_year === '2025-26');
    expect(data.total).toBe(expected.length);
    expect(rows(data).every((r) => r.sportTitle === 'Football' && r.year === '2025-26')).toBe(true);
    expect(data.selected).toEqual({ sport: 'football', year: '2025-26' });
    const all = list('/awards?sport=football');
    expect(all.page.nextHref === null || all.page.nextHref.includes('sport=football')).toBe(true);
  });

  it('bad filter values and page numbers give a normal page (all awards), never an error', () => {
    const total = list('/awards').total;
    for (const query of ['sport=%3Cscript%3E&year=1800', 'year=2025', 'page=-1', 'page=abc', `page=${'9'.repeat(900)}`, 'sport=athletics']) {
      expect(status(`/awards?${query}`), query).toBe(200);
      expect(list(`/awards?${query}`).total, query).toBe(total);
    }
    expect(list('/awards?page=9999').page.index).toBe(list('/awards').page.pages - 1);
  });

  it('an empty filter result says so with a count of 0', () => {
    const data = list('/all-americans?sport=football&year=2006-07');
    const expected = school.allAmericans.filter((a) => a.published && a.sport_id === 2 && a.academic_year === '2006-07').length;
    expect(data.total).toBe(expected);
    const none = ['2006-07', '2007-08', '2008-09', '2009-10'].find((y) => !school.allAmericans.some((a) => a.sport_id === 2 && a.academic_year === y));
    expect(list(`/all-americans?sport=football&year=${none}`)).toMatchObject({ total: 0, groups: [] });
  });

  it('All-Americans: about 150 over twenty years, with selector, team and position', () => {
    const data = list('/all-americans');
    expect(data.kind).toBe('all-americans');
    expect(data.total).toBe(school.allAmericans.filter((a) => a.published).length);
    expect(data.total).toBeGreaterThanOrEqual(140);
    expect(data.options.year).toHaveLength(20);
    expect(rows(data)[0]?.honor).toMatch(/^\S.* (First Team|Second Team|Third Team|Honorable Mention) All-American$/);
  });
});

describe('award and All-American bios', () => {
  it('names the recipient and award in the title, links the sport and the real roster bio (which answers 200)', () => {
    const award = published.findLast((a) => a.player_id !== null)!;
    const data = bio(`/awards/${award.id}`);
    expect(page(`/awards/${award.id}`).page.title).toBe(`${award.recipient} - ${award.title}`);
    expect(data.sport?.url).toMatch(/^\/sports\/[a-z-]+$/);
    expect(data.person?.kind).toBe('player');
    const player = school.roster.find((p) => p.id === award.player_id)!;
    expect(data.person?.url).toMatch(new RegExp(`/roster/${player.slug}/${player.id}$`));
    expect(status(data.person!.url)).toBe(200);
    expect(data.facts).toContainEqual({ label: 'Year', value: award.academic_year });
  });

  it('links a coach of the year to the coach bio; other honors of the same person are listed', () => {
    const award = published.findLast((a) => a.staff_id !== null)!;
    const data = bio(`/awards/${award.id}`);
    expect(data.person?.kind).toBe('coach');
    expect(status(data.person!.url)).toBe(200);
    const repeat = published.find((a) => a.player_id === null && published.some((b) => b.id !== a.id && b.recipient === a.recipient && b.sport_id === a.sport_id))!;
    const others = bio(`/awards/${repeat.id}`).others;
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((o) => o.recipient === repeat.recipient && o.url !== `/awards/${repeat.id}`)).toBe(true);
  });

  it('an alumnus the store has no bio for gets no person link', () => {
    const award = published.find((a) => a.player_id === null && a.staff_id === null)!;
    expect(bio(`/awards/${award.id}`).person).toBeNull();
  });

  it('All-American bio: team, selector, title', () => {
    const aa = school.allAmericans.find((a) => a.published)!;
    const data = bio(`/all-americans/${aa.id}`);
    expect(data.facts).toContainEqual({ label: 'Selector', value: aa.selector });
    expect(page(`/all-americans/${aa.id}`).page.title).toBe(`${aa.name} - ${aa.selector} ${aa.team} All-American`);
  });

  it('unknown, out-of-range and unpublished ids are 404 for visitors; staff preview the draft', () => {
    const draft = school.awards.find((a) => !a.published)!;
    const aaDraft = school.allAmericans.find((a) => !a.published)!;
    for (const path of [`/awards/${draft.id}`, `/all-americans/${aaDraft.id}`, '/awards/999999', '/all-americans/0', `/awards/${'9'.repeat(30)}`]) {
      expect(status(path), path).toBe(404);
    }
    expect(list('/awards').groups.flatMap((g) => g.rows).some((r) => r.id === draft.id)).toBe(false);
    expect(bio(`/awards/${draft.id}`, true).honor).toBe(draft.title);
    expect(page(`/awards/${draft.id}`, true).page.meta.noindex).toBe(true);
  });
});
