import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_PRELOADS, PRELOAD_FRESH_MS, PreloadQueue, VIEWPORT_PRELOAD_BUDGET, preloadAllowed } from './preload-queue.ts';

/** Finishes every running preload until none is left; answers every href that ran, in order. */
function drain(queue: PreloadQueue): string[] {
  const ran: string[] = [];
  for (let running = queue.running(); running.length > 0; running = queue.running()) {
    ran.push(...running.filter((h) => !ran.includes(h)));
    for (const href of running) queue.finish(href);
  }
  return ran;
}

describe('route preload queue (spec 2.5, 9)', () => {
  it('runs at most 4 preloads at once and queues the rest', () => {
    const queue = new PreloadQueue({ allowed: () => true });
    for (let i = 0; i < 10; i++) queue.request(`/page/${i}`, 'intent');
    expect(queue.running()).toEqual(['/page/0', '/page/1', '/page/2', '/page/3']);
    queue.finish('/page/1');
    // The newest intent (the link the visitor reached for last) goes next.
    expect(queue.running()).toEqual(['/page/0', '/page/2', '/page/3', '/page/9']);
  });

  it('200 links in view start at most 4 at once and only the page budget in all', () => {
    const queue = new PreloadQueue({ allowed: () => true });
    let mostAtOnce = 0;
    queue.subscribe(() => (mostAtOnce = Math.max(mostAtOnce, queue.running().length)));
    for (let i = 0; i < 200; i++) queue.request(`/staff/${i}`, 'viewport');
    const ran = drain(queue);
    expect(mostAtOnce).toBe(MAX_CONCURRENT_PRELOADS);
    expect(ran).toHaveLength(VIEWPORT_PRELOAD_BUDGET);
    expect(ran.slice(0, 4)).toEqual(['/staff/0', '/staff/1', '/staff/2', '/staff/3']);
  });

  it('puts a visitor’s intent ahead of links that are merely in view, even past the budget', () => {
    const queue = new PreloadQueue({ allowed: () => true, budget: 4 });
    for (let i = 0; i < 8; i++) queue.request(`/v/${i}`, 'viewport');
    queue.request('/tickets', 'intent');
    queue.finish('/v/0');
    expect(queue.running()).toContain('/tickets');
    expect(drain(queue)).not.toContain('/v/4');
    queue.request('/late-intent', 'intent');
    expect(queue.running()).toEqual(['/late-intent']);
  });

  it('drops a waiting link once it leaves the view, and the waiting links of the page left behind', () => {
    const queue = new PreloadQueue({ allowed: () => true });
    for (let i = 0; i < 6; i++) queue.request(`/v/${i}`, 'viewport');
    queue.withdraw('/v/4');
    queue.newPage();
    expect(drain(queue)).toEqual(['/v/0', '/v/1', '/v/2', '/v/3']);
  });

  it('preloads a route once while the browser may reuse it (30 s), however often it is asked for', () => {
    let now = 0;
    const queue = new PreloadQueue({ allowed: () => true, now: () => now });
    queue.request('/a', 'intent');
    queue.request('/a', 'intent');
    queue.request('/a', 'viewport');
    expect(drain(queue)).toEqual(['/a']);
    queue.request('/a', 'intent');
    expect(queue.running()).toEqual([]);
    now = PRELOAD_FRESH_MS;
    queue.request('/a', 'intent');
    expect(queue.running()).toEqual(['/a']);
  });

  it('preloads nothing in save-data mode or on slow-2g/2g connections', () => {
    const nav = (connection: object | undefined) => ({ connection }) as unknown as Navigator;
    expect(preloadAllowed(nav(undefined))).toBe(true);
    expect(preloadAllowed(nav({ effectiveType: '4g', saveData: false }))).toBe(true);
    expect(preloadAllowed(nav({ effectiveType: '3g' }))).toBe(true);
    expect(preloadAllowed(nav({ effectiveType: '2g' }))).toBe(false);
    expect(preloadAllowed(nav({ effectiveType: 'slow-2g' }))).toBe(false);
    expect(preloadAllowed(nav({ effectiveType: '4g', saveData: true }))).toBe(false);
    const queue = new PreloadQueue({ allowed: () => preloadAllowed(nav({ saveData: true })) });
    queue.request('/a', 'intent');
    expect(queue.running()).toEqual([]);
  });
});
