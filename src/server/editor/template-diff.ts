import { AREAS, type AreaName } from '#schemas/areas.ts';
import { isWidgetName, widgetSchemas } from '#registry/widget-schemas.ts';

interface Instance {
  id: string;
  name: string;
  props?: Record<string, unknown>;
}
type Areas = Partial<Record<AreaName, readonly Instance[]>>;

function describe(instance: Instance): string {
  const label = isWidgetName(instance.name) ? widgetSchemas[instance.name].label : instance.name;
  return `${label} "${instance.id}"`;
}

/** Ids kept in order (longest common subsequence): the other shared ids are the ones that moved. */
function inOrder(before: readonly string[], after: readonly string[]): Set<string> {
  const table = before.map(() => after.map(() => 0));
  const at = (i: number, j: number) => (i < before.length && j < after.length ? (table[i]?.[j] ?? 0) : 0);
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      (table[i] as number[])[j] = before[i] === after[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < before.length && j < after.length;) {
    if (before[i] === after[j]) {
      kept.add(before[i] as string);
      i += 1;
      j += 1;
    } else if (at(i + 1, j) >= at(i, j + 1)) i += 1;
    else j += 1;
  }
  return kept;
}

function changedProps(before: Record<string, unknown> = {}, after: Record<string, unknown> = {}): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/**
 * What changes from one template to another, in words an editor reads: widgets added,
 * removed, moved (to another area, or to another position: positions count from 1), and props changed.
 */
export function diffTemplates(before: Areas, after: Areas): string[] {
  const where = (areas: Areas) => {
    const map = new Map<string, { area: AreaName; index: number; instance: Instance }>();
    for (const area of AREAS) (areas[area] ?? []).forEach((instance, index) => map.set(instance.id, { area, index, instance }));
    return map;
  };
  const old = where(before);
  const next = where(after);
  const changes: string[] = [];
  for (const area of AREAS) {
    const oldIds = (before[area] ?? []).map((w) => w.id).filter((id) => next.get(id)?.area === area);
    const newIds = (after[area] ?? []).map((w) => w.id).filter((id) => old.get(id)?.area === area);
    const kept = inOrder(oldIds, newIds);
    for (const [index, instance] of (after[area] ?? []).entries()) {
      const was = old.get(instance.id);
      if (!was || was.instance.name !== instance.name) {
        if (was) changes.push(`Removed widget ${describe(was.instance)} from ${was.area}`);
        changes.push(`Added widget ${describe(instance)} to ${area}`);
        continue;
      }
      if (was.area !== area) changes.push(`Moved ${describe(instance)} from ${was.area} to ${area}`);
      else if (!kept.has(instance.id)) changes.push(`Moved ${describe(instance)} from ${was.index + 1} to ${index + 1} in ${area}`);
      const props = changedProps(was.instance.props, instance.props);
      if (props.length > 0) changes.push(`Changed props of ${describe(instance)}: ${props.join(', ')}`);
    }
  }
  for (const [id, was] of old) if (!next.has(id)) changes.push(`Removed widget ${describe(was.instance)} from ${was.area}`);
  return changes;
}
