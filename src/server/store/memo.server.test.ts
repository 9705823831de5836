import { expect, it } from 'vitest';
import { ContentMemo } from './memo.server.ts';

it('computes a value once per content version, shares it while computing, and keeps a bounded number of keys', async () => {
  let version = 1;
  const memo = new ContentMemo(async () => version);
  let computed = 0;
  const count = () => memo.cached('northfield', 'count', async () => ++computed);
  expect(await Promise.all([count(), count()])).toEqual([1, 1]);
  expect(await count()).toBe(1);
  version = 2; // a write
  expect(await count()).toBe(2);
  // Keys a client can multiply (a list filtered by any sport id) do not grow the memo without end.
  for (let sport = 0; sport < 2500; sport++) await memo.cached('northfield', `sport${sport}`, async () => sport);
  expect(await count()).toBe(3); // the oldest keys went, this one among them
  expect(await memo.cached('northfield', 'sport2499', async () => -1)).toBe(2499);
});
