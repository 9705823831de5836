import { describe, expect, it } from 'vitest';
import { add, duplicate, moveInstance, place, remove, reorder } from './area-ops.ts';
import type { Areas } from './editor-api.ts';

const w = (id: string, props: Record<string, unknown> = {}) => ({ id, name: 'story-list', props });
const areas = (): Areas => ({ above: [w('hero')], default: [w('a'), w('b'), w('c')], below: [] });
const ids = (a: Areas) => ({ above: a.above.map((x) => x.id), default: a.default.map((x) => x.id), below: a.below.map((x) => x.id) });

describe('editing areas', () => {
  it('moves up and down one place and says where to', () => {
    const up = moveInstance(areas(), 'b', -1, 'B');
    expect(ids(up!.areas).default).toEqual(['b', 'a', 'c']);
    expect(up?.message).toBe('B moved to position 1 of 3 in default.');
    expect(ids(moveInstance(areas(), 'a', 1, 'A')!.areas).default).toEqual(['b', 'a', 'c']);
  });

  it('moves past the edge of an area into the next one, and not past the last', () => {
    const out = moveInstance(areas(), 'a', -1, 'A');
    expect(ids(out!.areas)).toEqual({ above: ['hero', 'a'], default: ['b', 'c'], below: [] });
    expect(out?.message).toBe('A moved to above, position 2 of 2.');
    expect(ids(moveInstance(areas(), 'c', 1, 'C')!.areas).below).toEqual(['c']);
    expect(moveInstance(areas(), 'hero', -1, 'Hero')).toBeNull();
  });

  it('reorders by drag and drop, duplicates with a new id and its own props, removes, adds', () => {
    expect(ids(reorder(areas(), 'default', 2, 0, 'C').areas).default).toEqual(['c', 'a', 'b']);
    const start = { ...areas(), default: [w('a', { title: 'News' }), w('a-2')] };
    const copy = duplicate(start, 'a', 'A');
    expect(ids(copy!.areas).default).toEqual(['a', 'a-3', 'a-2']);
    copy!.areas.default[1]!.props.title = 'Changed';
    expect(start.default[0]?.props.title).toBe('News');
    expect(ids(remove(areas(), 'b', 'B')!.areas).default).toEqual(['a', 'c']);
    const added = add(areas(), 'below', 'hero', 'Hero');
    expect(added.id).toBe('hero-2');
    expect(added.areas.below).toEqual([{ id: 'hero-2', name: 'hero', props: {} }]);
  });

  it('places a widget dropped in the preview before or after another, in its area or another one', () => {
    expect(ids(place(areas(), 'a', 'c', 'after', 'A')!.areas).default).toEqual(['b', 'c', 'a']);
    expect(ids(place(areas(), 'a', 'c', 'before', 'A')!.areas).default).toEqual(['b', 'a', 'c']);
    const up = place(areas(), 'c', 'a', 'before', 'C');
    expect(ids(up!.areas).default).toEqual(['c', 'a', 'b']);
    expect(up?.message).toBe('C moved to position 1 of 3 in default.');
    // Dropped where it already is: nothing to save.
    expect(place(areas(), 'a', 'b', 'before', 'A')).toBeNull();
    expect(place(areas(), 'b', 'a', 'after', 'B')).toBeNull();
    expect(place(areas(), 'a', 'a', 'after', 'A')).toBeNull();
    expect(place(areas(), 'gone', 'a', 'after', 'Gone')).toBeNull();
    const across = place(areas(), 'b', 'hero', 'after', 'B');
    expect(ids(across!.areas)).toEqual({ above: ['hero', 'b'], default: ['a', 'c'], below: [] });
    expect(across?.message).toBe('B moved to above, position 2 of 2.');
    expect(ids(place(areas(), 'hero', 'a', 'before', 'Hero')!.areas)).toEqual({ above: [], default: ['hero', 'a', 'b', 'c'], below: [] });
  });
});
