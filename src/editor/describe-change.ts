import { AREAS, type Areas, type Instance } from './editor-api.ts';
import { sameProps } from './same-props.ts';

/** What an edit did, for the Undo and Redo buttons ("removed Roster"), and how it joins a burst of its kind. */
export interface Change {
  label: string;
  /** Settings changes of one widget share a key, so typing in a field is one step; other edits have none. */
  key: string | null;
}

interface Place {
  instance: Instance;
  area: (typeof AREAS)[number];
  index: number;
}

const places = (areas: Areas): Map<string, Place> =>
  new Map(AREAS.flatMap((area) => areas[area].map((instance, index) => [instance.id, { instance, area, index }] as const)));

/**
 * Read from the two states rather than told by each caller, so every way of editing (buttons, keyboard, drag in the
 * list or the preview, the settings form) is described alike.
 */
export function describeChange(before: Areas, after: Areas, name: (instance: Instance) => string): Change {
  const was = places(before);
  const now = places(after);
  const added = [...now.values()].filter((p) => !was.has(p.instance.id));
  const removed = [...was.values()].filter((p) => !now.has(p.instance.id));
  if (removed.length === 1 && added.length === 0) return { label: `removed ${name(removed[0]!.instance)}`, key: null };
  if (added.length === 1 && removed.length === 0) {
    const { instance, area, index } = added[0]!;
    const previous = after[area][index - 1];
    const copied = previous && previous.name === instance.name && sameProps(previous.props, instance.props);
    return { label: `${copied ? 'duplicated' : 'added'} ${name(instance)}`, key: null };
  }
  if (added.length > 0 || removed.length > 0) return { label: 'changed the widgets', key: null };

  const changedProps = [...now.values()].filter((p) => !sameProps(p.instance.props, was.get(p.instance.id)?.instance.props));
  const moved = [...now.values()].filter((p) => p.area !== was.get(p.instance.id)?.area || p.index !== was.get(p.instance.id)?.index);
  if (changedProps.length === 1 && moved.length === 0) {
    // Named as it was before: a changed title is part of the change.
    const instance = was.get(changedProps[0]!.instance.id)!.instance;
    return { label: `changed the settings of ${name(instance)}`, key: `props:${instance.id}` };
  }
  if (changedProps.length > 0 || moved.length === 0) return { label: 'changed the widgets', key: null };

  // Into another area: that widget. Within one: the one that went furthest (in a swap of neighbours, moving one
  // up is moving the other down, so either name is true); "above"/"below" its new neighbour says where.
  const across = moved.find((p) => p.area !== was.get(p.instance.id)?.area);
  if (across) return { label: `moved ${name(across.instance)} to ${across.area}`, key: null };
  const distance = (p: Place) => Math.abs(p.index - (was.get(p.instance.id)?.index ?? p.index));
  const far = moved.reduce((a, b) => (distance(b) > distance(a) ? b : a));
  const up = far.index < (was.get(far.instance.id)?.index ?? 0);
  const neighbour = after[far.area][far.index + (up ? 1 : -1)];
  return {
    label: neighbour ? `moved ${name(far.instance)} ${up ? 'above' : 'below'} ${name(neighbour)}` : `moved ${name(far.instance)}`,
    key: null,
  };
}
