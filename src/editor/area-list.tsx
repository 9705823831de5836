import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import type { AreaName } from '#schemas/areas.ts';
import type { EditorWidget, Instance } from './editor-api.ts';

export function instanceLabel(instance: Instance, widget: EditorWidget | undefined): string {
  const title = typeof instance.props.title === 'string' && instance.props.title ? instance.props.title : null;
  const kind = widget?.label ?? instance.name;
  return title ? `${title} (${kind})` : kind;
}

export interface AreaListProps {
  area: AreaName;
  instances: Instance[];
  widgets: ReadonlyMap<string, EditorWidget>;
  selectedId: string | null;
  /** The widget under the pointer here or in the preview: both show it (preview-bridge.ts). */
  hoveredId: string | null;
  onHover: (id: string | null) => void;
  /** Whether the first item may still move up (into the area above) and the last down. */
  canMoveOut: { up: boolean; down: boolean };
  onSelect: (id: string) => void;
  onMove: (id: string, direction: -1 | 1) => void;
  onReorder: (area: AreaName, from: number, to: number) => void;
  onDuplicate: (id: string) => void;
  onRemove: (id: string) => void;
  /** Shown right under the selected widget (next in the tab order after its buttons): the way to its settings. */
  settings: ReactNode;
}

/** One area's widgets: drag and drop (pointer or keyboard, dnd-kit) and plain Move up / Move down buttons. */
export function AreaList(props: AreaListProps) {
  const { area, instances } = props;
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = instances.findIndex((w) => w.id === active.id);
    const to = instances.findIndex((w) => w.id === over.id);
    if (from >= 0 && to >= 0) props.onReorder(area, from, to);
  };
  const label = (id: unknown) => {
    const instance = instances.find((w) => w.id === id);
    return instance ? instanceLabel(instance, props.widgets.get(instance.name)) : String(id);
  };
  return (
    <section className="editor-area" aria-labelledby={`area-${area}`}>
      <h3 id={`area-${area}`}>Area: {area}</h3>
      {instances.length === 0 ? <p className="editor-note">No widgets in this area.</p> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={end}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up ${label(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over ? `${label(active.id)} is over ${label(over.id)}.` : `${label(active.id)} is no longer over a widget.`,
            onDragEnd: ({ active, over }) =>
              over ? `${label(active.id)} was dropped at the place of ${label(over.id)}.` : `${label(active.id)} was dropped.`,
            onDragCancel: ({ active }) => `Moving ${label(active.id)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={instances.map((w) => w.id)} strategy={verticalListSortingStrategy}>
          <ol className="editor-widgets">
            {instances.map((instance, index) => (
              <SortableItem key={instance.id} {...props} instance={instance} index={index} label={label(instance.id)} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}

function SortableItem(props: AreaListProps & { instance: Instance; index: number; label: string }) {
  const { instance, index, label, instances, canMoveOut } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: instance.id });
  const selected = props.selectedId === instance.id;
  const hovered = props.hoveredId === instance.id;
  const hover = (on: boolean) => () => props.onHover(on ? instance.id : null);
  const hidden = <span className="visually-hidden"> {label}</span>;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`editor-widget${selected ? ' is-selected' : ''}${hovered ? ' is-hovered' : ''}${isDragging ? ' is-dragging' : ''}`}
      data-widget-id={instance.id}
      onMouseEnter={hover(true)}
      onMouseLeave={hover(false)}
      onFocus={hover(true)}
      onBlur={hover(false)}
    >
      <button type="button" className="editor-drag" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Drag ${label}`}>
        <span aria-hidden="true">⠿</span>
      </button>
      <button type="button" className="editor-select" aria-pressed={selected} onClick={() => props.onSelect(instance.id)}>
        <span className="editor-widget-label">{label}</span> <span className="editor-widget-id">#{instance.id}</span>
      </button>
      <span className="editor-widget-actions">
        <button type="button" disabled={index === 0 && !canMoveOut.up} onClick={() => props.onMove(instance.id, -1)}>
          Move up{hidden}
        </button>
        <button type="button" disabled={index === instances.length - 1 && !canMoveOut.down} onClick={() => props.onMove(instance.id, 1)}>
          Move down{hidden}
        </button>
        <button type="button" onClick={() => props.onDuplicate(instance.id)}>
          Duplicate{hidden}
        </button>
        <button type="button" onClick={() => props.onRemove(instance.id)}>
          Remove{hidden}
        </button>
      </span>
      {selected ? props.settings : null}
    </li>
  );
}
