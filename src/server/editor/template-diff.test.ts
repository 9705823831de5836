import { describe, expect, it } from 'vitest';
import { diffTemplates } from './template-diff.ts';

const w = (id: string, name = 'story-list', props: Record<string, unknown> = {}) => ({ id, name, props });

describe('template diff in words', () => {
  it('says nothing for the same layout', () => {
    const areas = { default: [w('a'), w('b')] };
    expect(diffTemplates(areas, structuredClone(areas))).toEqual([]);
  });

  it('names added and removed widgets with their area', () => {
    expect(diffTemplates({ default: [w('a')] }, { default: [w('a')], below: [w('promo', 'promotion', { name: 'x' })] })).toEqual([
      'Added widget Promotion "promo" to below',
    ]);
    expect(diffTemplates({ default: [w('a'), w('b')] }, { default: [w('b')] })).toEqual(['Removed widget Story list "a" from default']);
  });

  it('reports only the widget that moved, with positions from 1', () => {
    const before = { default: [w('title', 'page-title'), w('scores', 'scoreboard'), w('top', 'story-list'), w('more')] };
    const after = { default: [w('title', 'page-title'), w('top', 'story-list'), w('scores', 'scoreboard'), w('more')] };
    const changes = diffTemplates(before, after);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatch(/^Moved .* from [23] to [23] in default$/);
  });

  it('reports a move between areas and changed props by name', () => {
    const changes = diffTemplates(
      { default: [w('a', 'story-list', { title: 'News', count: 4 })] },
      { above: [w('a', 'story-list', { title: 'Top', count: 4 })] },
    );
    expect(changes).toEqual(['Moved Story list "a" from default to above', 'Changed props of Story list "a": title']);
  });

  it('treats a reused id with another widget as removed and added', () => {
    expect(diffTemplates({ default: [w('x', 'story-list')] }, { default: [w('x', 'scoreboard')] })).toEqual([
      'Removed widget Story list "x" from default',
      'Added widget Scoreboard (upcoming games or results) "x" to default',
    ]);
  });
});
