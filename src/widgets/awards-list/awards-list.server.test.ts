import { describe, expect, it } from 'vitest';
import { AWARDS_PAGE_SIZE, type AwardsListData } from './awards-list.schema.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const { school, page, status, widget } = seededStore('awards-list');
const list = async (path: string) => await widget<AwardsListData>(path, 'awards');
const rows = (data: AwardsListData) => data.groups.flatMap((g) => g.rows);
const published = school.awards.filter((a) => a.published);

describe('awards and All-Americans lists', () => {
  it('lists every published award, grouped by academic year, newest first, in pages of links', async () => {
    const data = await list('/awards');
    expect(data.total).toBe(published.length);
    expect(data.groups[0]?.year).toBe('2025-26');
    expect(rows(data)).toHaveLength(AWARDS_PAGE_SIZE);
    expect(data.page.nextHref).toBe('/awards?page=2');
    const last = await list(`/awards?page=${data.page.pages}`);
    expect(last.groups.at(-1)?.year).toBe('2006-07');
    expect(last.page.nextHref).toBeNull();
    expect((await page('/awards')).page.title).toBe('Awards');
  });

  it('filters by sport and year; the links keep the filters', async () => {
    const data = await list('/awards?sport=football&year=2025-26');
    const expected = published.filter((a) => a.sport_id === 2 && a.academic_year === '2025-26');
    expect(data.total).toBe(expected.length);
    expect(rows(data).every((r) => r.sportTitle === 'Football' && r.year === '2025-26')).toBe(true);
    expect(data.selected).toEqual({ sport: 'football', year: '2025-26' });
    const all = await list('/awards?sport=football');
    expect(all.page.nextHref === null || all.page.nextHref.includes('sport=football')).toBe(true);
  });

  it('bad filter values and page numbers give a normal page (all awards), never an error', async () => {
    const total = (await list('/awards')).total;
    for (const query of [
      'sport=%3Cscript%3E&year=1800',
      'year=2025',
      'page=-1',
      'page=abc',
      `page=${'9'.repeat(900)}`,
      'sport=athletics',
    ]) {
      expect(await status(`/awards?${query}`), query).toBe(200);
      expect((await list(`/awards?${query}`)).total, query).toBe(total);
    }
    expect((await list('/awards?page=9999')).page.index).toBe((await list('/awards')).page.pages - 1);
  });

  it('an empty filter result says so with a count of 0', async () => {
    const data = await list('/all-americans?sport=football&year=2006-07');
    const expected = school.allAmericans.filter((a) => a.published && a.sport_id === 2 && a.academic_year === '2006-07').length;
    expect(data.total).toBe(expected);
    const none = ['2006-07', '2007-08', '2008-09', '2009-10'].find(
      (y) => !school.allAmericans.some((a) => a.sport_id === 2 && a.academic_year === y),
    );
    expect(await list(`/all-americans?sport=football&year=${none}`)).toMatchObject({ total: 0, groups: [] });
  });

  it('All-Americans: about 150 over twenty years, with selector, team and position', async () => {
    const data = await list('/all-americans');
    expect(data.kind).toBe('all-americans');
    expect(data.total).toBe(school.allAmericans.filter((a) => a.published).length);
    expect(data.total).toBeGreaterThanOrEqual(140);
    expect(data.options.year).toHaveLength(20);
    expect(rows(data)[0]?.honor).toMatch(/^\S.* (First Team|Second Team|Third Team|Honorable Mention) All-American$/);
  });
});
