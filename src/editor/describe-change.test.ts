import { describe, expect, it } from 'vitest';
import { add, duplicate, moveInstance, remove, reorder, setProps } from './area-ops.ts';
import { describeChange } from './describe-change.ts';
import type { Areas, Instance } from './editor-api.ts';

const w = (id: string, props: Record<string, unknown> = {}) => ({ id, name: 'story-list', props });
const areas = (): Areas => ({ above: [w('hero')], default: [w('a'), w('b'), w('c'), w('d')], below: [] });
const name = (instance: Instance) => instance.id.toUpperCase();
const describeEdit = (after: Areas | undefined) => describeChange(areas(), after!, name);

describe('describing an edit for Undo and Redo', () => {
  it('names the widget removed, added or duplicated', () => {
    expect(describeEdit(remove(areas(), 'b', 'B')?.areas)).toEqual({ label: 'removed B', key: null });
    expect(describeEdit(add(areas(), 'below', 'roster', 'Roster').areas).label).toBe('added ROSTER');
    expect(describeEdit(duplicate(areas(), 'c', 'C')?.areas).label).toBe('duplicated C-2');
  });

  it('names the widget whose settings changed, with a key that joins a burst of typing', () => {
    expect(describeEdit(setProps(areas(), 'c', { title: 'News' }))).toEqual({ label: 'changed the settings of C', key: 'props:c' });
    const named = (instance: Instance) => String(instance.props.title ?? instance.id);
    expect(describeChange(areas(), setProps(areas(), 'c', { title: 'News' }), named).label).toBe('changed the settings of c');
  });

  it('says where a widget moved, within an area or into another', () => {
    expect(describeEdit(moveInstance(areas(), 'c', -1, 'C')?.areas).label).toBe('moved C above B');
    expect(describeEdit(reorder(areas(), 'default', 0, 3, 'A').areas).label).toBe('moved A below D');
    expect(describeEdit(reorder(areas(), 'default', 3, 0, 'D').areas).label).toBe('moved D above A');
    expect(describeEdit(moveInstance(areas(), 'a', -1, 'A')?.areas).label).toBe('moved A to above');
    expect(describeEdit(moveInstance(areas(), 'd', 1, 'D')?.areas).label).toBe('moved D to below');
  });

  it('falls back to a general label for several changes at once', () => {
    const both = remove(remove(areas(), 'a', 'A')!.areas, 'b', 'B')!.areas;
    expect(describeEdit(both)).toEqual({ label: 'changed the widgets', key: null });
    const movedAndChanged = setProps(reorder(areas(), 'default', 0, 3, 'A').areas, 'b', { title: 'x' });
    expect(describeEdit(movedAndChanged).label).toBe('changed the widgets');
  });
});
