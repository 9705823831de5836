import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_TENANT } from '#schemas/constants.ts';
import { createApiClient } from '#src/data/api-client.ts';
import { createImpressionBatch, IMPRESSION_BATCH_MS, MAX_IDS_PER_REQUEST, recordImpressions } from './impressions.ts';

describe('impression batching (spec 7, 9: 2000 ms after the last impression)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one batch of distinct ids 2000 ms after the last addition', () => {
    const send = vi.fn();
    const batch = createImpressionBatch(send);
    batch.add([1]);
    vi.advanceTimersByTime(1500);
    batch.add([2, 1]);
    vi.advanceTimersByTime(1999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send.mock.calls).toEqual([[[1, 2]]]);
    batch.add([1]);
    vi.advanceTimersByTime(IMPRESSION_BATCH_MS);
    expect(send.mock.calls).toEqual([[[1, 2]], [[1]]]);
  });

  it('splits batches longer than the counter accepts and ignores empty additions', () => {
    const send = vi.fn();
    const batch = createImpressionBatch(send);
    batch.add([]);
    vi.advanceTimersByTime(IMPRESSION_BATCH_MS);
    expect(send).not.toHaveBeenCalled();
    batch.add(Array.from({ length: MAX_IDS_PER_REQUEST + 1 }, (_, i) => i + 1));
    vi.advanceTimersByTime(IMPRESSION_BATCH_MS);
    expect(send.mock.calls.map(([ids]) => ids.length)).toEqual([MAX_IDS_PER_REQUEST, 1]);
  });

  it('records through the shared fetch helper: one GET with the tenant header, then a second for a later one', async () => {
    const requests: Request[] = [];
    const api = createApiClient({
      baseUrl: 'http://site.test',
      tenant: FIXTURE_TENANT,
      fetchImpl: async (request) => {
        requests.push(request);
        return new Response(null, { status: 204 });
      },
    });
    recordImpressions(api, [7001]);
    recordImpressions(api, [7008]);
    vi.advanceTimersByTime(1000);
    recordImpressions(api, [7010, 7001]);
    await vi.advanceTimersByTimeAsync(IMPRESSION_BATCH_MS);
    expect(requests.map((r) => r.url)).toEqual(['http://site.test/api/v2/promotions/counter?adIds=7001,7008,7010']);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.get('tenant')).toBe(FIXTURE_TENANT);

    vi.advanceTimersByTime(5000);
    recordImpressions(api, [7002]);
    await vi.advanceTimersByTimeAsync(IMPRESSION_BATCH_MS);
    expect(requests.map((r) => new URL(r.url).searchParams.get('adIds'))).toEqual(['7001,7008,7010', '7002']);
  });
});
