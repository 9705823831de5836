import sanitizeHtml from 'sanitize-html';
import { checkImageSource, srcsetUrls, type ImageSourceRule } from '#schemas/html/image-sources.ts';
import { env } from './env.server.ts';

let rule: ImageSourceRule | null = null;
/** IMAGE_HOSTS, read once: the same hosts the pages' CSP lets images come from. */
function imageRule(): ImageSourceRule {
  rule ??= {
    imageHosts: env()
      .IMAGE_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  };
  return rule;
}

/** The https hosts besides this site that images in store HTML may come from. */
export const imageHosts = (): readonly string[] => imageRule().imageHosts;

const allowed = (src: string | undefined) => src !== undefined && checkImageSource(src, imageRule()).ok;

/**
 * An image from a host the site does not allow (a tracking pixel) is dropped, whole: stored HTML never beacons
 * to another host (docs/decisions/0026-rich-text-field.md). The CSP blocked its request already; now it is not
 * stored either.
 */
function foreignImage(frame: sanitizeHtml.IFrame): boolean {
  if (frame.tag !== 'img' && frame.tag !== 'source') return false;
  const { src, srcset } = frame.attribs;
  if (frame.tag === 'img' && !allowed(src)) return true;
  return srcset !== undefined && !srcsetUrls(srcset).every((url) => allowed(url));
}

// Store HTML (story bodies, promotion and rich-text html, bios) is sanitized before any page renders it.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'picture', 'source', 'span'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    // No id or name: stored HTML must not clobber the page's globals or element ids.
    '*': ['class', 'aria-label', 'aria-hidden', 'role'],
    a: ['href', 'target', 'rel', 'title'],
    // Responsive pictures in promotion html (spec 9: sources by breakpoint) keep their sizing hints.
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'sizes', 'media', 'type', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // External links open safely (spec 2.5).
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
    // A stored picture (a sponsor's logo in promotion html, a photo in a story) waits until it nears the viewport
    // unless its author said otherwise: one far down the page must not take a phone's bandwidth from the scripts.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: attribs.loading ?? 'lazy' } }),
  },
  exclusiveFilter: foreignImage,
};

export function sanitize(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
