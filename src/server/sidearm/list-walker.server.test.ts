import { describe, expect, it } from 'vitest';
import { SidearmClient } from './client.server.ts';
import { walkList } from './list-walker.server.ts';

/** A SIDEARM list of `count` items answered through the client's fetch seam, counting `$pageIndex` from `base`. */
function listApi(count: number, { base, withPage = true }: { base: 0 | 1; withPage?: boolean }) {
  const asked: (string | null)[] = [];
  const items = Array.from({ length: count }, (_, i) => ({ id: i + 1 }));
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    asked.push(url.searchParams.get('$pageIndex'));
    const size = Number(url.searchParams.get('$pageSize'));
    const index = url.searchParams.has('$pageIndex') ? Number(url.searchParams.get('$pageIndex')) : base;
    // An index below the base is clamped to the first page, as a lenient server might.
    const offset = Math.max(0, index - base) * size;
    const page = {
      items: items.slice(offset, offset + size),
      total: count,
      ...(withPage ? { page: index, pages: Math.ceil(count / size) } : {}),
    };
    return new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { asked, client: new SidearmClient({ baseUrl: 'https://api.example.edu/api/v2', tenant: 't', concurrency: 2, fetch }) };
}

const ids = (items: unknown[]) => items.map((item) => (item as { id: number }).id);

describe('walking a SIDEARM list', () => {
  it.each([0, 1] as const)('reads every page of a list whose $pageIndex starts at %i, told by `page`', async (base) => {
    const { client, asked } = listApi(5, { base });
    const list = await walkList(client, 'Staff', {}, { pageSize: 2 });
    expect(list).toMatchObject({ complete: true, problems: [] });
    expect(ids(list.items)).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([null, String(base + 1), String(base + 2)]);
  });

  it('finds a base of 1 without `page`: index 1 answering the first page again is not a repeat', async () => {
    const { client, asked } = listApi(5, { base: 1, withPage: false });
    const list = await walkList(client, 'Staff', {}, { pageSize: 2 });
    expect(list).toMatchObject({ complete: true, problems: [] });
    expect(ids(list.items)).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([null, '1', '2', '3']);
  });

  it('reads a 0-based list without `page` to its end', async () => {
    const { client } = listApi(4, { base: 0, withPage: false });
    const list = await walkList(client, 'Staff', {}, { pageSize: 2 });
    expect(ids(list.items)).toEqual([1, 2, 3, 4]);
    expect(list.complete).toBe(true);
  });

  it('stops at the item limit, reported, and the list is not complete', async () => {
    const { client } = listApi(9, { base: 0 });
    const list = await walkList(client, 'Stories', {}, { pageSize: 2, maxItems: 4 });
    expect(ids(list.items)).toEqual([1, 2, 3, 4]);
    expect(list).toMatchObject({ complete: false, problems: ['stopped at 4 items'] });
  });

  it('reads an empty list with one request', async () => {
    const { client, asked } = listApi(0, { base: 1 });
    expect(await walkList(client, 'Stories', {}, { pageSize: 2 })).toMatchObject({ items: [], complete: true });
    expect(asked).toEqual([null]);
  });
});
