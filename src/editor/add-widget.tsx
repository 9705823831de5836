import { useId, useState } from 'react';
import type { AreaName } from '#schemas/areas.ts';
import { AREAS } from './editor-api.ts';
import type { EditorWidget } from './editor-api.ts';

/** Add a widget from the registry, with its description. */
export function AddWidget({ widgets, onAdd }: { widgets: EditorWidget[]; onAdd: (name: string, area: AreaName) => void }) {
  const id = useId();
  const [name, setName] = useState(widgets[0]?.name ?? '');
  const [area, setArea] = useState<AreaName>('default');
  const chosen = widgets.find((w) => w.name === name);
  return (
    <fieldset className="editor-add">
      <legend>Add a widget</legend>
      <label htmlFor={`${id}-widget`}>Widget</label>
      <select id={`${id}-widget`} value={name} onChange={(e) => setName(e.target.value)} aria-describedby={`${id}-description`}>
        {widgets.map((w) => (
          <option key={w.name} value={w.name}>
            {w.label}
          </option>
        ))}
      </select>
      <p id={`${id}-description`} className="editor-note">
        {chosen?.description}
      </p>
      <label htmlFor={`${id}-area`}>Area</label>
      <select id={`${id}-area`} value={area} onChange={(e) => setArea(e.target.value as AreaName)}>
        {AREAS.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>
      <button type="button" disabled={!chosen} onClick={() => onAdd(name, area)}>
        Add widget
      </button>
    </fieldset>
  );
}
