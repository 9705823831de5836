import { useEffect } from 'react';
import type { ApiClient } from '#src/data/api-client.ts';
import { useApi } from '#src/data/api-provider.tsx';

/** spec 7, 9: impressions are sent together, 2000 ms after the last one was recorded. */
export const IMPRESSION_BATCH_MS = 2000;
/** spec 7: GET /api/v2/promotions/counter?adIds={comma-separated campaign ids}. */
export const IMPRESSION_COUNTER_PATH = '/api/v2/promotions/counter';
/** The counter refuses longer lists (src/server/api/content-api.server.ts). */
export const MAX_IDS_PER_REQUEST = 100;

export interface ImpressionBatch {
  add(ids: Iterable<number>): void;
}

/** Collects campaign ids (each once per batch) and hands them to `send` once nothing was added for `delayMs`. */
export function createImpressionBatch(send: (ids: number[]) => void, delayMs = IMPRESSION_BATCH_MS): ImpressionBatch {
  let pending = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  function flush() {
    const ids = [...pending];
    pending = new Set();
    timer = undefined;
    for (let i = 0; i < ids.length; i += MAX_IDS_PER_REQUEST) send(ids.slice(i, i + MAX_IDS_PER_REQUEST));
  }
  return {
    add(ids) {
      for (const id of ids) pending.add(id);
      if (pending.size === 0) return;
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
  };
}

/** Sends one counter request through the shared fetch helper (tenant header; failures are only logged, spec 8). */
export function sendImpressions(api: ApiClient, ids: readonly number[]): Promise<null> {
  // Built by hand so the ids keep their literal commas (spec 7 `adIds=1,2,3`).
  return api.get<null>(`${IMPRESSION_COUNTER_PATH}?adIds=${ids.join(',')}`, { empty: null });
}

// One batch for the whole page: every promotion's impressions share a request.
let client: ApiClient | null = null;
const pageBatch = createImpressionBatch((ids) => {
  if (client) void sendImpressions(client, ids);
});

/** Records that these campaigns were shown. */
export function recordImpressions(api: ApiClient, ids: readonly number[]): void {
  client = api;
  pageBatch.add(ids);
}

/** Records an impression for `ids` after render, and again whenever the shown campaigns change. */
export function useImpressions(ids: readonly number[]): void {
  const api = useApi();
  const key = ids.join(',');
  useEffect(() => {
    if (key) recordImpressions(api, key.split(',').map(Number));
  }, [api, key]);
}
