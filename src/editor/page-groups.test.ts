import { describe, expect, it } from 'vitest';
import type { EditorPage } from './editor-api.ts';
import { groupPages, pageTitleOf, searchPages } from './page-groups.ts';

const page = (name: string, section: string, label: string): EditorPage => ({ name, section, label, preview: null, sample: null });
const PAGES = [
  page('story', 'News', 'Story'),
  page('roster_bio', 'Sport › Roster', 'Player bio'),
  page('tickets', 'Site', 'Tickets'),
  page('hidden_story', 'News', 'Hidden story'),
  page('homepage', 'Site', 'Home'),
  page('roster_list', 'Sport', 'Roster'),
];

describe('the page picker', () => {
  it('names a page by its section and label', () => {
    expect(pageTitleOf(PAGES[1]!)).toBe('Sport › Roster › Player bio');
  });

  it('groups by section, Site (home first) then alphabetically', () => {
    expect(groupPages(PAGES).map((g) => [g.section, g.pages.map((p) => p.name)])).toEqual([
      ['Site', ['homepage', 'tickets']],
      ['News', ['hidden_story', 'story']],
      ['Sport', ['roster_list']],
      ['Sport › Roster', ['roster_bio']],
    ]);
  });

  it('finds pages by any words of their title or key, labels starting with the text first', () => {
    expect(searchPages(PAGES, 'story').map((p) => p.name)).toEqual(['story', 'hidden_story']);
    expect(searchPages(PAGES, 'STORY').map(pageTitleOf)).toEqual(['News › Story', 'News › Hidden story']);
    expect(searchPages(PAGES, 'bio player').map((p) => p.name)).toEqual(['roster_bio']);
    expect(searchPages(PAGES, 'sport › roster › player').map((p) => p.name)).toEqual(['roster_bio']);
    expect(searchPages(PAGES, 'roster_bio').map((p) => p.name)).toEqual(['roster_bio']);
    expect(searchPages(PAGES, '  ')).toEqual([]);
    expect(searchPages(PAGES, 'nothing here')).toEqual([]);
  });
});
