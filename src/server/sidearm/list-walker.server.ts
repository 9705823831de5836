import { SidearmListSchema } from '#schemas/sidearm/wire.ts';
import type { SidearmClient } from './client.server.ts';

export const MAX_LIST_ITEMS = 100_000;

export interface WalkedList {
  items: unknown[];
  /** Whether every page was read: only then may rows missing from it be retired. */
  complete: boolean;
  /** Pages that could not be read (after the first: a first page that fails throws). */
  failed: number;
  /** Why the walk stopped early, or what it noticed (a repeated page, the item limit). */
  problems: string[];
  /** The walk stopped where `until` said (the items after it were not asked for): not every item was read. */
  cut: boolean;
}

const fingerprint = (items: readonly unknown[]) => JSON.stringify(items);

const idOf = (item: unknown): unknown => (typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined);

/**
 * Reads a SIDEARM list (`{items, total, page, pages}`, paged by `$pageIndex`/`$pageSize`) to its end without
 * assuming whether `$pageIndex` starts at 0 or 1 (docs/decisions/0034-sidearm-import.md): the first page is asked
 * without an index and its `page` says the base; without one, index 1 is tried next, and a copy of the first page
 * there means the base is 1. The walk stops on an empty page, the last page (`pages`, or `total` items read), a
 * page that repeats an earlier one or MAX_LIST_ITEMS items (both reported: the list is then not complete). A page
 * after the first that fails ends the walk too, with what was read so far; a first page that fails throws.
 * `until` stops the walk at the first item it holds true for (a list newest first, read back to a date): that item
 * and the rest are left out, the walk is `cut` (nothing failed, but the list was not read in full).
 */
export async function walkList(
  client: SidearmClient,
  path: string,
  query: Record<string, string | number> = {},
  {
    pageSize = 100,
    maxItems = MAX_LIST_ITEMS,
    until,
  }: { pageSize?: number; maxItems?: number; until?: ((item: unknown) => boolean) | undefined } = {},
): Promise<WalkedList> {
  let cut = false;
  const items: unknown[] = [];
  const problems: string[] = [];
  const seenIds = new Set<unknown>();
  const seenPages = new Map<string, number | 'first'>();
  const take = (page: readonly unknown[]) => {
    for (const item of page) {
      if (until?.(item)) {
        cut = true;
        return;
      }
      const id = idOf(item);
      // A list that shifts while it is paged repeats an item: it is kept once.
      if (id !== undefined && seenIds.has(id)) continue;
      if (id !== undefined) seenIds.add(id);
      items.push(item);
    }
  };
  const read = async (index: number | null) => {
    const raw = await client.json(path, { ...query, $pageSize: pageSize, ...(index === null ? {} : { $pageIndex: index }) });
    const parsed = SidearmListSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`${path}: not a SIDEARM list (${parsed.error.issues[0]?.message ?? 'unreadable'})`);
    return parsed.data;
  };

  const first = await read(null);
  take(first.items);
  seenPages.set(fingerprint(first.items), 'first');
  const total = first.total ?? null;
  let base = typeof first.page === 'number' ? first.page : null;
  let index = (base ?? 0) + 1;
  const lastIndex = () => (base !== null && typeof first.pages === 'number' ? base + first.pages - 1 : Infinity);
  const done = () => cut || first.items.length === 0 || (total !== null && items.length >= total) || index > lastIndex();

  while (!done()) {
    if (items.length >= maxItems) {
      problems.push(`stopped at ${maxItems} items`);
      return { items: items.slice(0, maxItems), complete: false, failed: 0, problems, cut };
    }
    let page;
    try {
      page = await read(index);
    } catch (error) {
      // What the pages before it held is still imported; the list is not complete, so nothing is retired.
      problems.push(`$pageIndex ${index}: ${(error as Error).message.replace(/^\S+: /, '')}`);
      return { items, complete: false, failed: 1, problems, cut };
    }
    if (page.items.length === 0) break;
    const print = fingerprint(page.items);
    const earlier = seenPages.get(print);
    if (earlier !== undefined) {
      // Asked without a base, index 1 answering the first page again means the list counts from 1.
      if (base === null && index === 1 && earlier === 'first') {
        base = 1;
        index = 2;
        continue;
      }
      problems.push(`$pageIndex ${index} repeats ${earlier === 'first' ? 'the first page' : `$pageIndex ${earlier}`}`);
      return { items, complete: false, failed: 0, problems, cut };
    }
    seenPages.set(print, index);
    take(page.items);
    if (cut) break;
    index++;
  }
  if (items.length > maxItems) {
    problems.push(`stopped at ${maxItems} items`);
    return { items: items.slice(0, maxItems), complete: false, failed: 0, problems, cut };
  }
  return { items, complete: true, failed: 0, problems, cut };
}
