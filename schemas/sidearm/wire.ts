import * as z from 'zod/mini';

/**
 * Building blocks of the lenient SIDEARM v2 wire schemas. SIDEARM's published schemas were generated from single
 * sample answers, so a field typed `{}` there was null in its sample: such fields are read here as "anything or
 * nothing", and unknown fields are ignored (z.object strips them), so a new SIDEARM field never fails an import.
 */
export const nullable = <T extends z.core.SomeType>(schema: T) => z.optional(z.nullable(schema));
export const text = nullable(z.string());
export const num = nullable(z.number());
export const flag = nullable(z.boolean());
export const anything = z.optional(z.unknown());

/** SIDEARM's paged lists (`{items, total, page, pages}`, paged by `$pageIndex`/`$pageSize`); items are parsed one by one. */
export const SidearmListSchema = z.object({
  items: z.array(z.unknown()),
  total: num,
  page: num,
  pages: num,
});
export type SidearmList = z.infer<typeof SidearmListSchema>;

/** An empty or blank SIDEARM string is "no value" here. */
export const orNull = (value: string | null | undefined): string | null => (value == null || value.trim() === '' ? null : value);

/**
 * A link target SIDEARM carries, kept as it is when a browser may follow it safely: a site path, an http(s) URL,
 * mailto: or tel:. Anything else (`javascript:`, `data:`…) is null, and the caller reports it.
 */
export function safeLink(value: string | null | undefined): string | null {
  const url = orNull(value)?.trim() ?? null;
  if (url === null) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^(https?:\/\/|mailto:|tel:)/i.test(url) ? url : null;
}

/** A SIDEARM site path without the `.aspx` its old pages end in (the same rule as spec 2.7 url-cleanup). */
export function sitePath(value: string): string {
  let path = value.trim();
  const absolute = /^https?:\/\/[^/]+(\/.*)?$/i.exec(path);
  if (absolute) path = absolute[1] ?? '/';
  path = path.replace(/[?#].*$/, '').replace(/\/{2,}/g, '/');
  path = path.replace(/\.aspx$/i, '');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

export const slugify = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
