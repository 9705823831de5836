import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/** A page turned away by a full process tries again after 1 to 5 s. */
export const FULL_RETRY_MIN_MS = 1000;
export const FULL_RETRY_SPREAD_MS = 4000;

/** What the hub asks the content API: the live stats of a game unless they are still `etag`. */
export type FetchLive = (gameId: number, etag: string | null) => Promise<{ status: number; etag: string | null; body: string | null }>;

interface Feed {
  clients: Set<ExpressResponse>;
  etag: string | null;
  /** The newest event, encoded once and sent as is to every page (and at once to whoever joins). */
  last: Buffer | null;
  timer: NodeJS.Timeout | null;
  /** A check is on its way: another (a tick, a wake-up) waits for it, then checks once more if it was asked to. */
  checking: boolean;
  again: boolean;
}

export interface LiveHubOptions {
  /** How often a followed game is checked (one conditional call per game, whatever the number of clients). */
  pollMs?: number;
  heartbeatMs?: number;
  /** Open pages one process serves (`LIVE_MAX_CLIENTS`); more are sent elsewhere (see subscribe). */
  maxClients?: number;
}

/**
 * Server-Sent Events for the game center: one poller per followed game in each worker (a conditional
 * GET of /api/v2/live/{id}: 304 until the version changes), fanned out to every open page. Polling the content
 * API rather than listening in-process is what lets several workers (and an external content API) serve the
 * same game: a change reaches every page within `pollMs`. Idle pages cost one comment line per heartbeat.
 */
/** A heartbeat, encoded once for every page it goes to. */
const PING = Buffer.from(': ping\n\n');

export class LiveHub {
  private readonly feeds = new Map<number, Feed>();
  private readonly fetchLive: FetchLive;
  private readonly pollMs: number;
  private readonly maxClients: number;
  private clients = 0;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(fetchLive: FetchLive, { pollMs = 1000, heartbeatMs = 25_000, maxClients = 10_000 }: LiveHubOptions = {}) {
    this.fetchLive = fetchLive;
    this.pollMs = pollMs;
    this.maxClients = maxClients;
    this.heartbeat = setInterval(() => {
      for (const feed of this.feeds.values()) for (const res of feed.clients) res.write(PING);
    }, heartbeatMs);
    this.heartbeat.unref();
  }

  get openClients(): number {
    return this.clients;
  }

  subscribe(gameId: number, req: ExpressRequest, res: ExpressResponse): void {
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps the compression middleware (and proxies) from buffering the stream.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    if (this.clients >= this.maxClients) {
      // Full: a 200 that says when to come back and ends. A browser's EventSource gives up for good on an error
      // status, but reconnects after `retry` when a stream ends, and the balancer may send it to another machine;
      // the jitter spreads a crowd turned away at once.
      res.end(`retry: ${FULL_RETRY_MIN_MS + Math.floor(Math.random() * FULL_RETRY_SPREAD_MS)}\n\n`);
      return;
    }
    res.write('retry: 3000\n\n');
    let feed = this.feeds.get(gameId);
    if (!feed) {
      feed = { clients: new Set(), etag: null, last: null, timer: null, checking: false, again: false };
      this.feeds.set(gameId, feed);
    }
    feed.clients.add(res);
    this.clients++;
    if (feed.last) res.write(feed.last);
    req.on('close', () => this.leave(gameId, res));
    if (!feed.timer) {
      const poll = () => void this.poll(gameId);
      feed.timer = setInterval(poll, this.pollMs);
      feed.timer.unref();
      poll();
    }
  }

  /**
   * A game changed (the database said so: LISTEN/NOTIFY): check it now rather than at the next poll, so a score
   * reaches every machine's pages at once. The poll stays, as the safety net for a notification lost.
   */
  wake(gameId: number): void {
    if (this.feeds.has(gameId)) void this.poll(gameId);
  }

  private leave(gameId: number, res: ExpressResponse): void {
    const feed = this.feeds.get(gameId);
    if (!feed?.clients.delete(res)) return;
    this.clients--;
    if (feed.clients.size === 0) this.stop(gameId);
  }

  private stop(gameId: number): void {
    const feed = this.feeds.get(gameId);
    if (feed?.timer) clearInterval(feed.timer);
    this.feeds.delete(gameId);
  }

  /** Checks the game once at a time: two checks at once would both send the same event. */
  private async poll(gameId: number): Promise<void> {
    const feed = this.feeds.get(gameId);
    if (!feed) return;
    if (feed.checking) {
      feed.again = true;
      return;
    }
    feed.checking = true;
    try {
      do {
        feed.again = false;
        await this.check(gameId, feed);
      } while (feed.again && this.feeds.get(gameId) === feed);
    } finally {
      feed.checking = false;
    }
  }

  private async check(gameId: number, feed: Feed): Promise<void> {
    let answer: Awaited<ReturnType<FetchLive>>;
    try {
      answer = await this.fetchLive(gameId, feed.etag);
    } catch {
      return; // the next tick tries again; pages keep what they show
    }
    if (answer.status === 304 || this.feeds.get(gameId) !== feed) return;
    if (answer.status !== 200 || answer.body === null) {
      this.close(gameId, 'event: gone\ndata: {}\n\n');
      return;
    }
    const version = answer.etag?.match(/-(\d+)"$/)?.[1];
    feed.etag = answer.etag;
    feed.last = Buffer.from(`${version ? `id: ${version}\n` : ''}event: live\ndata: ${answer.body}\n\n`);
    for (const res of feed.clients) res.write(feed.last);
    // A final game changes no more: pages close their stream, and so does the hub.
    if ((JSON.parse(answer.body) as { is_complete?: boolean }).is_complete) this.close(gameId, null);
  }

  private close(gameId: number, last: string | null): void {
    const feed = this.feeds.get(gameId);
    if (!feed) return;
    this.stop(gameId);
    for (const res of feed.clients) {
      if (last) res.write(last);
      res.end();
      this.clients--;
    }
  }
}
