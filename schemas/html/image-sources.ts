/**
 * Where an image in store HTML may come from (docs/decisions/0026-rich-text-field.md): this site (a path such as
 * `/documents/images/…`, the file store's own address, or `/images/…`) and the https hosts the deployment names in
 * IMAGE_HOSTS, the same list the pages' CSP `img-src` allows. The editor refuses anything else when it is typed
 * and the server's sanitizer drops it on save, so stored HTML cannot beacon to another host.
 */
export interface ImageSourceRule {
  /** This site's host as the browser sees it (the editor's own location); absolute URLs on it become paths. */
  siteHost?: string | null;
  /** IMAGE_HOSTS: further https hosts. */
  imageHosts: readonly string[];
}

/**
 * An address on this site: a path, absolute or relative, never `//host` or `\\host` (which browsers read as
 * another host). Browsers drop tabs and newlines anywhere in a URL, so they are dropped here first.
 */
function isSiteAddress(src: string): boolean {
  return !/^[/\\]{2}/.test(src) && !/^[a-z][a-z\d+.-]*:/i.test(src);
}

export type ImageSourceVerdict = { ok: true; src: string } | { ok: false; host: string | null };

/** The source to store (a path for this site's own URLs), or the refused host (null when it is no URL at all). */
export function checkImageSource(raw: string, rule: ImageSourceRule): ImageSourceVerdict {
  // eslint-disable-next-line no-control-regex -- what a browser strips from a URL before reading it
  const src = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (src === '') return { ok: false, host: null };
  if (isSiteAddress(src)) return { ok: true, src };
  if (!URL.canParse(src)) return { ok: false, host: null };
  const url = new URL(src);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, host: null };
  const host = url.host.toLowerCase();
  if (rule.siteHost && host === rule.siteHost.toLowerCase()) return { ok: true, src: `${url.pathname}${url.search}` };
  if (url.protocol === 'https:' && rule.imageHosts.includes(url.hostname.toLowerCase())) return { ok: true, src: url.href };
  return { ok: false, host };
}

/** "this site (example.edu) and cdn.example.com": the allowed hosts, named for a refusal. */
export function allowedImageHostsText(rule: ImageSourceRule): string {
  const site = rule.siteHost ? `this site (${rule.siteHost})` : 'this site';
  return [site, ...rule.imageHosts].join(', ').replace(/, ([^,]*)$/, ' and $1');
}

/** Every URL of a `srcset` ("a.webp 1x, b.webp 2x"). */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}
