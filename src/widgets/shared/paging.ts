import * as z from 'zod/mini';

/** Numbered pages of a list as plain links (src/widgets/shared/page-links.tsx): they work without JavaScript. */
export const PageLinksSchema = z.object({
  index: z.number(),
  pages: z.number(),
  prevHref: z.nullable(z.string()),
  nextHref: z.nullable(z.string()),
});
export type PageLinksData = z.infer<typeof PageLinksSchema>;

/** `?page=` as a page number from 1; anything else (missing, junk, 0) is page 1. */
export function pageNumberOf(value: string | undefined): number {
  return /^\d{1,4}$/.test(value ?? '') ? Math.max(1, Number(value)) : 1;
}

/** The links of page `pageNumber` of `total` items, `size` a page; `href(n)` names page n. */
export function pageLinks(pageNumber: number, total: number, size: number, href: (n: number) => string): PageLinksData {
  const pages = Math.max(1, Math.ceil(total / size));
  return {
    index: pageNumber - 1,
    pages,
    prevHref: pageNumber > 1 ? href(Math.min(pageNumber - 1, pages)) : null,
    nextHref: pageNumber < pages ? href(pageNumber + 1) : null,
  };
}

/** A list's URL with its filters: empty values left out, `page` only past the first. */
export function filterHref(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) continue;
    query.set(key, String(value));
  }
  return query.size > 0 ? `${path}?${query}` : path;
}
