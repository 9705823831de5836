import { describe, expect, it } from 'vitest';
import type { LiveStats } from '#schemas/live.ts';
import {
  connectLive,
  POLL_INTERVAL_MS,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  reconnectDelay,
  type LiveEventSource,
} from './live-connection.ts';
import { gameCenterFixtures } from './game-center.fixtures.ts';

const base = Object.values(gameCenterFixtures)
  .map((f) => f.data.live)
  .find((l): l is LiveStats => l !== null)!;
const at = (version: number, complete = false): LiveStats => ({ ...base, version, is_complete: complete });

class FakeSource implements LiveEventSource {
  readyState = 0;
  closed = false;
  readonly listeners = new Map<string, ((event: Event) => void)[]>();
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data?: unknown) {
    if (type === 'open') this.readyState = 1;
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** A page's connection with its timers in hand: `fire` runs the next timer due. */
function harness(snapshot: () => LiveStats | null) {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const received: number[] = [];
  let polls = 0;
  const stop = connectLive({
    feedUrl: '/game-center/1/live',
    open: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    poll: async () => {
      polls++;
      return snapshot();
    },
    onLive: (live) => received.push(live.version),
    random: () => 0.5,
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
  });
  return {
    sources,
    timers,
    received,
    polls: () => polls,
    stop,
    fire(ms: number) {
      const index = timers.findIndex((t) => t.ms === ms);
      if (index < 0) throw new Error(`no timer of ${ms} ms among ${timers.map((t) => t.ms).join(', ')}`);
      timers.splice(index, 1)[0]!.run();
    },
  };
}
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => undefined);

describe('reconnectDelay', () => {
  it('doubles from the base to the cap, half of it random', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(0, () => 1)).toBe(RECONNECT_BASE_MS);
    expect(reconnectDelay(3, () => 1)).toBe(RECONNECT_BASE_MS * 8);
    expect(reconnectDelay(40, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(40, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });
});

describe('connectLive: the feed survives a failed stream', () => {
  it('after an error (a 502 ends an EventSource for good) it polls the snapshot and reconnects after the back-off', async () => {
    let snapshot: LiveStats | null = at(2);
    const page = harness(() => snapshot);
    page.sources[0]!.emit('open');
    page.sources[0]!.emit('live', at(1));
    page.sources[0]!.emit('error');
    expect(page.sources[0]!.closed).toBe(true);
    await settle();
    expect(page.polls()).toBe(1);
    expect(page.received).toEqual([1, 2]);
    // Still down: the snapshot is read again, and the reconnect is due after the first back-off.
    snapshot = at(3);
    page.fire(POLL_INTERVAL_MS);
    await settle();
    expect(page.received).toEqual([1, 2, 3]);
    page.fire(reconnectDelay(0, () => 0.5));
    expect(page.sources).toHaveLength(2);
    // It fails again: the next wait is longer.
    page.sources[1]!.emit('error');
    await settle();
    expect(page.timers.map((t) => t.ms)).toContain(reconnectDelay(1, () => 0.5));
    page.fire(reconnectDelay(1, () => 0.5));
    // Back: polling stops, the back-off starts over, updates come from the stream.
    page.sources[2]!.emit('open');
    expect(page.timers).toEqual([]);
    page.sources[2]!.emit('live', at(4));
    expect(page.received.at(-1)).toBe(4);
    page.sources[2]!.emit('error');
    await settle();
    expect(page.timers.map((t) => t.ms)).toContain(reconnectDelay(0, () => 0.5));
    page.stop();
    expect(page.timers).toEqual([]);
  });

  it('stops for good when the game is final or gone', async () => {
    const page = harness(() => null);
    page.sources[0]!.emit('open');
    page.sources[0]!.emit('live', at(9, true));
    expect(page.sources[0]!.closed).toBe(true);
    page.sources[0]!.emit('error');
    expect(page.timers).toEqual([]);
    const gone = harness(() => null);
    gone.sources[0]!.emit('gone');
    gone.sources[0]!.emit('error');
    await settle();
    expect(gone.timers).toEqual([]);
    expect(gone.polls()).toBe(0);
  });
});
