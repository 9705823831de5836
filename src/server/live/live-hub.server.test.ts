import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { FULL_RETRY_MIN_MS, FULL_RETRY_SPREAD_MS, LiveHub, type FetchLive } from './live-hub.server.ts';

const LIVE = JSON.stringify({ version: 7, is_complete: false, home_score: 14, away_score: 7 });

/** A live-stats source at version 7 that answers 304 to its own ETag, as the content API does. */
const liveAtVersion7: FetchLive = async (gameId, etag) => {
  const current = `"live-${gameId}-7"`;
  return etag === current ? { status: 304, etag: current, body: null } : { status: 200, etag: current, body: LIVE };
};

const servers: import('node:http').Server[] = [];
const readers: AbortController[] = [];
afterEach(() => {
  for (const reader of readers.splice(0)) reader.abort();
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function serve(hub: LiveHub): Promise<string> {
  const app = express();
  app.get('/game-center/:gameId/live', (req, res) => hub.subscribe(Number(req.params.gameId), req, res));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Opens a stream and reads until `until` shows in it (the stream stays open). */
async function openStream(url: string, until: string): Promise<{ status: number; type: string | null; text: string }> {
  const reader = new AbortController();
  readers.push(reader);
  const response = await fetch(url, { signal: reader.signal });
  // Read without cancelling: the stream stays open, as a page's does, until the test ends.
  const body = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(until)) {
    const { value, done } = await body.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return { status: response.status, type: response.headers.get('content-type'), text };
}

describe('the live hub', () => {
  it('sends each page the retry delay and the newest score at once', async () => {
    const origin = await serve(new LiveHub(liveAtVersion7, { pollMs: 50 }));
    const stream = await openStream(`${origin}/game-center/12/live`, 'event: live');
    expect(stream.status).toBe(200);
    expect(stream.type).toMatch(/^text\/event-stream/);
    expect(stream.text).toContain('retry: 3000\n\n');
    expect(stream.text).toContain(`id: 7\nevent: live\ndata: ${LIVE}\n\n`);
  });

  it('turns a page away from a full process with a 200 that ends and says when to come back, so the browser reconnects (perhaps elsewhere)', async () => {
    const hub = new LiveHub(liveAtVersion7, { pollMs: 50, maxClients: 1 });
    const origin = await serve(hub);
    await openStream(`${origin}/game-center/12/live`, 'event: live');
    expect(hub.openClients).toBe(1);
    const delays: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const turnedAway = await fetch(`${origin}/game-center/12/live`);
      // An error status would make EventSource give up for good; a 200 that ends makes it come back after `retry`.
      expect(turnedAway.status).toBe(200);
      expect(turnedAway.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const body = await turnedAway.text();
      expect(body).toMatch(/^retry: \d+\n\n$/);
      expect(body).not.toContain('event: live');
      delays.push(Number(/\d+/.exec(body)![0]));
    }
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(FULL_RETRY_MIN_MS);
      expect(delay).toBeLessThan(FULL_RETRY_MIN_MS + FULL_RETRY_SPREAD_MS);
    }
    // Jittered: a crowd turned away at once does not come back at once.
    expect(new Set(delays).size).toBeGreaterThan(1);
    expect(hub.openClients).toBe(1);
  });

  it('a wake-up reaches the pages at once, without waiting for the poll', async () => {
    let version = 7;
    const changing: FetchLive = async (gameId, etag) => {
      const current = `"live-${gameId}-${version}"`;
      return etag === current
        ? { status: 304, etag: current, body: null }
        : { status: 200, etag: current, body: JSON.stringify({ version, is_complete: false }) };
    };
    // A poll far slower than the test: only the wake-up can bring version 8 in time.
    const hub = new LiveHub(changing, { pollMs: 60_000 });
    const origin = await serve(hub);
    const reader = new AbortController();
    readers.push(reader);
    const response = await fetch(`${origin}/game-center/12/live`, { signal: reader.signal });
    const body = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('id: 7')) text += decoder.decode((await body.read()).value, { stream: true });
    version = 8;
    const woken = Date.now();
    hub.wake(12);
    hub.wake(99); // a game nobody follows: nothing to do
    while (!text.includes('id: 8')) text += decoder.decode((await body.read()).value, { stream: true });
    expect(Date.now() - woken).toBeLessThan(1000);
  });

  it('checks a game once at a time: a wake-up during a check waits for it, and each event goes out once', async () => {
    let version = 7;
    let calls = 0;
    let release: () => void = () => undefined;
    const slow: FetchLive = async (gameId, etag) => {
      calls += 1;
      const seen = version;
      if (calls === 2) await new Promise<void>((resolve) => (release = resolve));
      const current = `"live-${gameId}-${seen}"`;
      return etag === current ? { status: 304, etag: current, body: null } : { status: 200, etag: current, body: `{"version":${seen}}` };
    };
    const hub = new LiveHub(slow, { pollMs: 60_000 });
    const origin = await serve(hub);
    const reader = new AbortController();
    readers.push(reader);
    const response = await fetch(`${origin}/game-center/12/live`, { signal: reader.signal });
    const body = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('id: 7')) text += decoder.decode((await body.read()).value, { stream: true });
    version = 8;
    hub.wake(12); // the second check: held until released
    await expect.poll(() => calls).toBe(2);
    hub.wake(12);
    hub.wake(12); // asked twice during it: one more check after it
    release();
    while (!text.includes('id: 8')) text += decoder.decode((await body.read()).value, { stream: true });
    await expect.poll(() => calls).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(3);
    expect(text.match(/id: 8/g)).toHaveLength(1);
  });
});
