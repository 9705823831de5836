import { checkImageSource, type ImageSourceRule } from '#schemas/html/image-sources.ts';

/** What a paste lost: counted where a number helps the editor (scripts, images), named otherwise. */
export interface PasteRemovals {
  scripts: number;
  styles: boolean;
  classes: boolean;
  spans: boolean;
  comments: boolean;
  trackingImages: number;
  foreignImages: number;
}

const none = (): PasteRemovals => ({
  scripts: 0,
  styles: false,
  classes: false,
  spans: false,
  comments: false,
  trackingImages: 0,
  foreignImages: 0,
});

/** Elements whose whole content goes: code, styling and document furniture that Word and Docs put on the clipboard. */
const DROPPED = 'script, noscript, style, link, meta, title, xml, template, iframe, object, embed, svg, math, form, input, button';

/** A 1×1 (or 0×0, or hidden) image: a read receipt or tracker, never content. */
function isPixel(img: Element): boolean {
  const size = (name: 'width' | 'height') => {
    const attr = img.getAttribute(name);
    const style = new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*(\\d+(?:\\.\\d+)?)px`, 'i').exec(img.getAttribute('style') ?? '');
    const value = attr ?? style?.[1];
    return value === undefined || value === null ? null : Number.parseFloat(value);
  };
  const [w, h] = [size('width'), size('height')];
  const hidden = /display\s*:\s*none|visibility\s*:\s*hidden/i.test(img.getAttribute('style') ?? '');
  return hidden || (w !== null && w <= 2) || (h !== null && h <= 2);
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

/**
 * Cleans HTML pasted from Word, Google Docs or a web page before the editor reads it (spec: paste from Word/Docs
 * cleaned): scripts and event handlers, styles, classes, spans, comments and Office markup go, and so do tracking
 * pixels and images from hosts the site does not allow (docs/decisions/0026-rich-text-field.md). Parsed in an inert
 * document: nothing runs and no image loads while it is cleaned.
 */
export function cleanPastedHtml(html: string, rule: ImageSourceRule): { html: string; removed: PasteRemovals } {
  const removed = none();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const walker = doc.createTreeWalker(doc, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  removed.comments = comments.length > 0;

  for (const element of Array.from(doc.querySelectorAll(DROPPED))) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'script' || tag === 'noscript') removed.scripts += 1;
    else if (tag === 'style' || tag === 'link') removed.styles = true;
    element.remove();
  }
  const body = doc.body;
  // Namespaced Office markup (<o:p>, <w:sdt>…) keeps its text, loses its tag.
  for (const element of Array.from(body.querySelectorAll('*')).filter((e) => e.tagName.includes(':'))) unwrap(element);
  // Google Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">: not bold.
  for (const element of Array.from(body.querySelectorAll('b[id^="docs-internal-guid"]'))) unwrap(element);

  for (const img of Array.from(body.querySelectorAll('img'))) {
    const verdict = checkImageSource(img.getAttribute('src') ?? '', rule);
    if (isPixel(img)) removed.trackingImages += 1;
    else if (!verdict.ok) removed.foreignImages += 1;
    else {
      img.setAttribute('src', verdict.src);
      continue;
    }
    img.remove();
  }
  for (const element of Array.from(body.querySelectorAll('*'))) {
    for (const { name } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) {
        removed.scripts += 1;
        element.removeAttribute(name);
      } else if (name === 'style') {
        removed.styles = true;
        element.removeAttribute(name);
      } else if (name === 'class') {
        removed.classes = true;
        element.removeAttribute(name);
      } else if (name === 'id' || name === 'lang' || name === 'dir' || name.startsWith('data-') || name.includes(':')) {
        element.removeAttribute(name);
      }
    }
  }
  for (const link of Array.from(body.querySelectorAll('a[href]'))) {
    if (/^\s*(javascript|data|vbscript):/i.test(link.getAttribute('href') ?? '')) {
      removed.scripts += 1;
      link.removeAttribute('href');
    }
  }
  for (const span of Array.from(body.querySelectorAll('span, font'))) {
    removed.spans = true;
    unwrap(span);
  }
  return { html: body.innerHTML, removed };
}

const count = (n: number, one: string, many: string) => (n === 0 ? [] : [`${n} ${n === 1 ? one : many}`]);

/** "Removed from the pasted text: 2 scripts, styles, 1 tracking image", or null when nothing was removed. */
export function removalNote(removed: PasteRemovals): string | null {
  const parts = [
    ...count(removed.scripts, 'script', 'scripts'),
    ...(removed.styles ? ['styles'] : []),
    ...(removed.classes ? ['classes'] : []),
    ...(removed.spans ? ['spans'] : []),
    ...(removed.comments ? ['comments'] : []),
    ...count(removed.trackingImages, 'tracking image', 'tracking images'),
    ...count(removed.foreignImages, 'image from another host', 'images from other hosts'),
  ];
  return parts.length === 0 ? null : `Removed from the pasted text: ${parts.join(', ')}`;
}
