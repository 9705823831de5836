import type { AreaName } from '#schemas/areas.ts';
import { AREAS } from './editor-api.ts';
import type { Areas, Instance } from './editor-api.ts';

/** Pure edits of a template's areas; each returns new areas and what to announce. */
export interface Edit {
  areas: Areas;
  message: string;
}

export function locate(areas: Areas, id: string): { area: AreaName; index: number } | null {
  for (const area of AREAS) {
    const index = areas[area].findIndex((w) => w.id === id);
    if (index >= 0) return { area, index };
  }
  return null;
}

const copy = (areas: Areas): Areas => ({ above: [...areas.above], default: [...areas.default], below: [...areas.below] });

/** Up or down one place; past the top or bottom of an area, into the neighbouring area. */
export function moveInstance(areas: Areas, id: string, direction: -1 | 1, label: string): Edit | null {
  const at = locate(areas, id);
  if (!at) return null;
  const next = copy(areas);
  const list = next[at.area];
  const target = at.index + direction;
  const [instance] = list.splice(at.index, 1) as [Instance];
  if (target >= 0 && target <= list.length) {
    list.splice(target, 0, instance);
    return { areas: next, message: `${label} moved to position ${target + 1} of ${list.length} in ${at.area}.` };
  }
  const neighbour = AREAS[AREAS.indexOf(at.area) + direction];
  if (!neighbour) return null;
  if (direction < 0) next[neighbour].push(instance);
  else next[neighbour].unshift(instance);
  return {
    areas: next,
    message: `${label} moved to ${neighbour}, position ${direction < 0 ? next[neighbour].length : 1} of ${next[neighbour].length}.`,
  };
}

export function reorder(areas: Areas, area: AreaName, from: number, to: number, label: string): Edit {
  const next = copy(areas);
  const [instance] = next[area].splice(from, 1) as [Instance];
  next[area].splice(to, 0, instance);
  return { areas: next, message: `${label} moved to position ${to + 1} of ${next[area].length} in ${area}.` };
}

export function uniqueId(areas: Areas, base: string): string {
  const taken = new Set(AREAS.flatMap((area) => areas[area].map((w) => w.id)));
  const stem = base.replace(/-\d+$/, '');
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

export function duplicate(areas: Areas, id: string, label: string): (Edit & { id: string }) | null {
  const at = locate(areas, id);
  if (!at) return null;
  const next = copy(areas);
  const original = next[at.area][at.index] as Instance;
  const clone = { ...original, id: uniqueId(areas, original.id), props: structuredClone(original.props) };
  next[at.area].splice(at.index + 1, 0, clone);
  return { areas: next, id: clone.id, message: `${label} duplicated as #${clone.id}.` };
}

export function remove(areas: Areas, id: string, label: string): Edit | null {
  const at = locate(areas, id);
  if (!at) return null;
  const next = copy(areas);
  next[at.area].splice(at.index, 1);
  return { areas: next, message: `${label} removed from ${at.area}.` };
}

export function add(areas: Areas, area: AreaName, name: string, label: string): Edit & { id: string } {
  const taken = new Set(AREAS.flatMap((a) => areas[a].map((w) => w.id)));
  const id = taken.has(name) ? uniqueId(areas, name) : name;
  const next = copy(areas);
  next[area].push({ id, name, props: {} });
  return { areas: next, id, message: `${label} added at the end of ${area}.` };
}

export function setProps(areas: Areas, id: string, props: Record<string, unknown>): Areas {
  const next = copy(areas);
  for (const area of AREAS) next[area] = next[area].map((w) => (w.id === id ? { ...w, props } : w));
  return next;
}

export type Placement = 'before' | 'after';

/**
 * Drag and drop in the preview: `id` goes just before or after `targetId`, in the target's area (which may be
 * another one). Within one area it is the list's own reorder, so both say the same.
 */
export function place(areas: Areas, id: string, targetId: string, placement: Placement, label: string): Edit | null {
  const from = locate(areas, id);
  const to = locate(areas, targetId);
  if (!from || !to || id === targetId) return null;
  if (from.area === to.area) {
    // The target's index once the moved widget is out of the list, then before or after it.
    const index = (to.index > from.index ? to.index - 1 : to.index) + (placement === 'after' ? 1 : 0);
    return index === from.index ? null : reorder(areas, from.area, from.index, index, label);
  }
  const next = copy(areas);
  const [instance] = next[from.area].splice(from.index, 1) as [Instance];
  const index = to.index + (placement === 'after' ? 1 : 0);
  next[to.area].splice(index, 0, instance);
  return { areas: next, message: `${label} moved to ${to.area}, position ${index + 1} of ${next[to.area].length}.` };
}
