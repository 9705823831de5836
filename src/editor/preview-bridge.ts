import { useEffect, useRef } from 'react';
import type { Placement } from './area-ops.ts';

/**
 * The editor's hold on the preview (decision 0024): the preview is the real page in a same-origin iframe, so the
 * editor reaches into its document after each `load` — picking, outlining and dragging widgets through the
 * `data-widget-id` every widget slot carries. Visitor code knows nothing of it.
 */

/** The widget slot an event happened in. Nodes of the frame belong to another window: no `instanceof` here. */
export function slotOf(target: EventTarget | null): HTMLElement | null {
  let node = target as Node | null;
  if (node && node.nodeType !== 1) node = node.parentNode; // a text node
  return node && node.nodeType === 1 ? (node as Element).closest<HTMLElement>('[data-widget-id]') : null;
}

export const slotIdOf = (target: EventTarget | null): string | null => slotOf(target)?.getAttribute('data-widget-id') ?? null;

/** Dropped on the upper half of a widget it goes before it, on the lower half after it. */
export function dropPlacement(box: { top: number; height: number }, y: number): Placement {
  return y < box.top + box.height / 2 ? 'before' : 'after';
}

/** `[data-widget-id="…"]` for any id: every character but letters, digits, `-` and `_` as a CSS escape. */
export function slotSelector(id: string): string {
  const escaped = id.replace(/[^\w-]/g, (c) => `\\${c.codePointAt(0)?.toString(16) ?? ''} `);
  return `[data-widget-id="${escaped}"]`;
}

export interface Highlight {
  selected: string | null;
  hovered: string | null;
}
interface DragState {
  dragging: string | null;
  drop: { id: string; placement: Placement } | null;
}

/**
 * The editor's marks in the preview, one stylesheet: a solid outline on the selected widget, a lighter dashed one
 * on the hovered one, and while dragging the widget under way dimmed and a bar where it would land. Outlines are
 * drawn inside the box so that no wrapper with `overflow: hidden` cuts them off, and none changes the layout.
 */
export function highlightCss({ selected, hovered }: Highlight, { dragging, drop }: DragState = { dragging: null, drop: null }): string {
  const rules = ['[data-widget-id] { cursor: pointer; }'];
  if (hovered && hovered !== selected) rules.push(`${slotSelector(hovered)} { outline: 3px dashed #5b8def; outline-offset: -3px; }`);
  if (selected) rules.push(`${slotSelector(selected)} { outline: 4px solid #1d4ed8; outline-offset: -4px; }`);
  if (dragging) rules.push(`${slotSelector(dragging)} { opacity: 0.5; }`);
  if (drop) rules.push(`${slotSelector(drop.id)} { box-shadow: 0 ${drop.placement === 'before' ? -6 : 6}px 0 0 #1d4ed8; }`);
  return rules.join('\n');
}

export interface BridgeHandlers {
  onPick: (id: string) => void;
  onHover: (id: string | null) => void;
  onDrop: (id: string, targetId: string, placement: Placement) => void;
  /** Dragging is for the draft only, not while an old version is previewed. */
  canDrag: () => boolean;
}

export interface Bridge {
  update: (highlight: Highlight) => void;
  /** Brings a widget into the frame's view unless it is in view already. */
  reveal: (id: string, behavior: ScrollBehavior) => void;
  detach: () => void;
}

/** What a sticky or fixed page header covers at the top of the frame (a widget scrolled under it is not seen). */
function coveredTop(doc: Document): number {
  const view = doc.defaultView;
  let covered = 0;
  for (const header of doc.querySelectorAll<HTMLElement>('header, [role="banner"]')) {
    const position = view?.getComputedStyle(header).position;
    if (position === 'sticky' || position === 'fixed') covered = Math.max(covered, header.getBoundingClientRect().bottom);
  }
  return Math.max(0, covered);
}

/** Wires the preview's document; the frame reloads after every save, so this runs again on each `load`. */
export function attachPreview(doc: Document, handlers: BridgeHandlers): Bridge {
  const style = doc.createElement('style');
  style.setAttribute('data-editor-marks', '');
  doc.head.append(style);
  let highlight: Highlight = { selected: null, hovered: null };
  const drag: DragState = { dragging: null, drop: null };
  let hovered: string | null = null;
  const render = () => {
    style.textContent = highlightCss(highlight, drag);
  };
  const hover = (id: string | null) => {
    if (id === hovered) return;
    hovered = id;
    handlers.onHover(id);
  };
  const endDrag = () => {
    drag.dragging = null;
    drag.drop = null;
    render();
  };

  // Capture phase on the document: the editor sees each event before the page's own code, which never does —
  // a click in the preview picks a widget; it never follows a link, submits a form or opens a menu.
  const listeners: [string, (event: Event) => void][] = [
    [
      'click',
      (event) => {
        event.preventDefault();
        event.stopPropagation();
        const id = slotIdOf(event.target);
        if (id) handlers.onPick(id);
      },
    ],
    ['auxclick', (event) => (event.preventDefault(), event.stopPropagation())],
    ['submit', (event) => (event.preventDefault(), event.stopPropagation())],
    ['mouseover', (event) => hover(slotIdOf(event.target))],
    ['mouseout', (event) => (event as MouseEvent).relatedTarget || hover(null)],
    [
      'pointerdown',
      (event) => {
        // Made draggable when pressed rather than when loaded: slots that render later are covered too, and
        // the server-rendered markup is not changed under React before it hydrates.
        const slot = slotOf(event.target);
        if (slot && handlers.canDrag()) slot.draggable = true;
      },
    ],
    [
      'dragstart',
      (event) => {
        const id = slotIdOf(event.target);
        const transfer = (event as DragEvent).dataTransfer;
        // Links and pictures are draggable on their own: in the preview only whole widgets are.
        if (!id || !handlers.canDrag() || !transfer) return event.preventDefault();
        event.stopPropagation();
        transfer.effectAllowed = 'move';
        transfer.setData('text/plain', id);
        drag.dragging = id;
        render();
      },
    ],
    [
      'dragover',
      (event) => {
        if (!drag.dragging) return;
        const slot = slotOf(event.target);
        const id = slot?.getAttribute('data-widget-id');
        const drop =
          slot && id && id !== drag.dragging
            ? { id, placement: dropPlacement(slot.getBoundingClientRect(), (event as DragEvent).clientY) }
            : null;
        if (drop) {
          event.preventDefault(); // allows the drop here
          const transfer = (event as DragEvent).dataTransfer;
          if (transfer) transfer.dropEffect = 'move';
        }
        if (drop?.id !== drag.drop?.id || drop?.placement !== drag.drop?.placement) {
          drag.drop = drop;
          render();
        }
      },
    ],
    [
      'drop',
      (event) => {
        event.preventDefault();
        const { dragging, drop } = drag;
        endDrag();
        if (dragging && drop) handlers.onDrop(dragging, drop.id, drop.placement);
      },
    ],
    ['dragend', endDrag],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  render();

  return {
    update(next) {
      highlight = next;
      render();
    },
    reveal(id, behavior) {
      const slot = doc.querySelector(slotSelector(id));
      const view = doc.defaultView;
      if (!slot || !view) return;
      const box = slot.getBoundingClientRect();
      const top = coveredTop(doc);
      if (box.top >= top && box.bottom <= view.innerHeight) return;
      // scrollIntoView would scroll the editor's own panels too: only the frame's window moves.
      view.scrollTo({ top: view.scrollY + box.top - top - 16, behavior });
    },
    detach() {
      for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
      style.remove();
    },
  };
}

/**
 * Keeps the preview's document wired while the editor shows it. A widget selected in the list is scrolled into
 * the frame's view; one picked in the frame is already there. After a reload the selected widget is shown again.
 */
export function usePreviewBridge(doc: Document | null, options: Highlight & Omit<BridgeHandlers, 'canDrag'> & { canDrag: boolean }): void {
  const latest = useRef(options);
  const bridge = useRef<Bridge | null>(null);
  const picked = useRef<string | null>(null);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (!doc) return;
    const attached = attachPreview(doc, {
      onPick: (id) => {
        picked.current = id;
        latest.current.onPick(id);
      },
      onHover: (id) => latest.current.onHover(id),
      onDrop: (id, targetId, placement) => latest.current.onDrop(id, targetId, placement),
      canDrag: () => latest.current.canDrag,
    });
    bridge.current = attached;
    const { selected, hovered } = latest.current;
    attached.update({ selected, hovered });
    if (selected) attached.reveal(selected, 'instant');
    return () => {
      attached.detach();
      if (bridge.current === attached) bridge.current = null;
    };
  }, [doc]);
  const { selected, hovered } = options;
  useEffect(() => {
    bridge.current?.update({ selected, hovered });
  }, [selected, hovered]);
  useEffect(() => {
    if (selected && selected !== picked.current) bridge.current?.reveal(selected, 'smooth');
    picked.current = null;
  }, [selected]);
}
