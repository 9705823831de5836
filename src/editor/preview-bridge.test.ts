// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachPreview, dropPlacement, highlightCss, slotIdOf, slotSelector, type BridgeHandlers } from './preview-bridge.ts';

/** A page as the renderer writes it: widget slots with `data-widget-id`, links and a form inside them. */
function page(): Document {
  const doc = document.implementation.createHTMLDocument('preview');
  doc.body.innerHTML = `
    <header><a href="/">Home</a></header>
    <div class="area area-default">
      <div class="widget" data-widget-id="top-stories"><h2>Top <em>stories</em></h2><a href="/news/1">A story</a></div>
      <div class="widget" data-widget-id="scores"><form action="/search"><button>Go</button></form></div>
    </div>`;
  return doc;
}
const handlers = (canDrag = true) =>
  ({ onPick: vi.fn(), onHover: vi.fn(), onDrop: vi.fn(), canDrag: () => canDrag }) satisfies BridgeHandlers;
const at = (doc: Document, selector: string) => doc.querySelector(selector) as HTMLElement;
/** jsdom has no DragEvent: an event with what the bridge reads of one. */
function dragEvent(type: string, clientY = 0) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  return Object.assign(event, { clientY, dataTransfer: { setData: vi.fn(), effectAllowed: 'none', dropEffect: 'none' } });
}

afterEach(() => vi.restoreAllMocks());

describe('finding the widget and the drop place', () => {
  it('finds the slot of an element, of a text node, and none outside every slot', () => {
    const doc = page();
    expect(slotIdOf(at(doc, 'em'))).toBe('top-stories');
    expect(slotIdOf(at(doc, 'em').firstChild)).toBe('top-stories');
    expect(slotIdOf(at(doc, 'button'))).toBe('scores');
    expect(slotIdOf(at(doc, 'header a'))).toBeNull();
    expect(slotIdOf(doc)).toBeNull();
    expect(slotIdOf(null)).toBeNull();
  });

  it('drops before a widget on its upper half and after it on its lower half', () => {
    expect(dropPlacement({ top: 100, height: 50 }, 110)).toBe('before');
    expect(dropPlacement({ top: 100, height: 50 }, 124.9)).toBe('before');
    expect(dropPlacement({ top: 100, height: 50 }, 125)).toBe('after');
    expect(dropPlacement({ top: 100, height: 50 }, 400)).toBe('after');
  });

  it('writes a selector that matches any id, quotes and spaces included', () => {
    const doc = page();
    at(doc, '[data-widget-id="scores"]').setAttribute('data-widget-id', 'a "b"\\ c');
    expect(doc.querySelector(slotSelector('a "b"\\ c'))?.textContent).toBe('Go');
    expect(slotSelector('top-stories_2')).toBe('[data-widget-id="top-stories_2"]');
  });

  it('outlines the selected widget, the hovered one more lightly, and not twice', () => {
    const css = highlightCss({ selected: 'scores', hovered: 'top-stories' });
    expect(css).toContain('[data-widget-id="scores"] { outline: 4px solid');
    expect(css).toContain('[data-widget-id="top-stories"] { outline: 3px dashed');
    expect(highlightCss({ selected: 'scores', hovered: 'scores' })).not.toContain('dashed');
    expect(highlightCss({ selected: null, hovered: null })).toBe('[data-widget-id] { cursor: pointer; }');
  });
});

describe('the bridge in the preview document', () => {
  it('picks the widget clicked, and no click follows a link, submits a form or reaches the page', () => {
    const doc = page();
    const h = handlers();
    const pageClicks = vi.fn();
    doc.body.addEventListener('click', pageClicks);
    attachPreview(doc, h);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    at(doc, 'a[href="/news/1"]').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(h.onPick).toHaveBeenCalledWith('top-stories');
    const outside = new MouseEvent('click', { bubbles: true, cancelable: true });
    at(doc, 'header a').dispatchEvent(outside);
    expect(outside.defaultPrevented).toBe(true);
    expect(h.onPick).toHaveBeenCalledTimes(1);
    expect(pageClicks).not.toHaveBeenCalled();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    at(doc, 'form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('draws its marks in a stylesheet of its own, reports hovering, and leaves no trace when detached', () => {
    const doc = page();
    const h = handlers();
    const bridge = attachPreview(doc, h);
    const marks = () => doc.querySelector('style[data-editor-marks]')?.textContent ?? null;
    bridge.update({ selected: 'scores', hovered: null });
    expect(marks()).toContain('[data-widget-id="scores"] { outline: 4px solid');
    at(doc, 'em').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    at(doc, 'h2').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(h.onHover.mock.calls).toEqual([['top-stories']]);
    at(doc, 'h2').dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: null }));
    expect(h.onHover).toHaveBeenLastCalledWith(null);
    bridge.detach();
    expect(marks()).toBeNull();
    at(doc, 'em').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(h.onPick).not.toHaveBeenCalled();
  });

  it('drags a whole widget onto the lower half of another: dropped after it, with a bar shown meanwhile', () => {
    const doc = page();
    const h = handlers();
    attachPreview(doc, h);
    const scores = at(doc, '[data-widget-id="scores"]');
    vi.spyOn(scores, 'getBoundingClientRect').mockReturnValue({ top: 200, height: 100 } as DOMRect);
    at(doc, 'h2').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(at(doc, '[data-widget-id="top-stories"]').draggable).toBe(true);
    at(doc, 'h2').dispatchEvent(dragEvent('dragstart'));
    const over = dragEvent('dragover', 280);
    at(doc, 'button').dispatchEvent(over);
    expect(over.defaultPrevented).toBe(true);
    expect(doc.querySelector('style[data-editor-marks]')?.textContent).toContain('[data-widget-id="scores"] { box-shadow: 0 6px');
    at(doc, 'button').dispatchEvent(dragEvent('drop', 280));
    expect(h.onDrop).toHaveBeenCalledWith('top-stories', 'scores', 'after');
    expect(doc.querySelector('style[data-editor-marks]')?.textContent).not.toContain('box-shadow');
  });

  it('refuses a drag of a link alone, over the dragged widget itself, or while an old version is shown', () => {
    const doc = page();
    attachPreview(doc, handlers());
    const linkOnly = dragEvent('dragstart');
    at(doc, 'header a').dispatchEvent(linkOnly);
    expect(linkOnly.defaultPrevented).toBe(true);
    at(doc, 'h2').dispatchEvent(dragEvent('dragstart'));
    const self = dragEvent('dragover', 0);
    at(doc, 'em').dispatchEvent(self);
    expect(self.defaultPrevented).toBe(false);

    const old = page();
    const h = handlers(false);
    attachPreview(old, h);
    at(old, 'h2').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(at(old, '[data-widget-id="top-stories"]').draggable).toBe(false);
    const start = dragEvent('dragstart');
    at(old, 'h2').dispatchEvent(start);
    expect(start.defaultPrevented).toBe(true);
  });
});
