// The game center's live feed, kept alive: the event stream while it answers, and when it fails (a proxy's 502
// during a deploy ends an EventSource for good) reconnects with jittered exponential back-off, polling the live
// snapshot in the meantime so the score keeps moving. Pure of React; timers and transports are injected for tests.
import type { LiveStats } from '#schemas/live.ts';
import { liveStatsParser } from './live-stats-parser.ts';

/** First reconnect after about this long, doubling each failure up to the cap. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** While the stream is down, the snapshot is read this often (the stream's own servers poll once a second). */
export const POLL_INTERVAL_MS = 5000;

/** The part of EventSource this uses. */
export interface LiveEventSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

export interface LiveConnectionOptions {
  feedUrl: string;
  /** The live snapshot (GET /api/v2/live/{gameId}); null when it could not be read. */
  poll: () => Promise<LiveStats | null>;
  onLive: (live: LiveStats) => void;
  open?: (url: string) => LiveEventSource;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The wait before reconnect `attempt` (0 first): exponential, capped, with "equal jitter" (half fixed, half
 * random) so the pages a deploy disconnected all at once do not come back all at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

function parseLive(data: string): LiveStats | null {
  try {
    const parsed = liveStatsParser.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Follows a game until it is final, the server says it is gone, or the returned stop is called. */
export function connectLive(options: LiveConnectionOptions): () => void {
  const open = options.open ?? ((url: string) => new EventSource(url));
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let stopped = false;
  let source: LiveEventSource | null = null;
  let attempt = 0;
  let reconnectTimer: unknown = null;
  let pollTimer: unknown = null;

  const stop = () => {
    stopped = true;
    source?.close();
    source = null;
    if (reconnectTimer !== null) clearTimer(reconnectTimer);
    if (pollTimer !== null) clearTimer(pollTimer);
    reconnectTimer = pollTimer = null;
  };
  const receive = (live: LiveStats) => {
    if (stopped) return;
    options.onLive(live);
    if (live.is_complete) stop();
  };
  const stopPolling = () => {
    if (pollTimer !== null) clearTimer(pollTimer);
    pollTimer = null;
  };
  const poll = () => {
    pollTimer = null;
    void options.poll().then(
      (live) => {
        if (live) receive(live);
        if (!stopped && source?.readyState !== 1 && pollTimer === null) pollTimer = setTimer(poll, POLL_INTERVAL_MS);
      },
      () => {
        if (!stopped && pollTimer === null) pollTimer = setTimer(poll, POLL_INTERVAL_MS);
      },
    );
  };
  const connect = () => {
    reconnectTimer = null;
    if (stopped) return;
    const current = open(options.feedUrl);
    source = current;
    current.addEventListener('open', () => {
      attempt = 0;
      stopPolling();
    });
    current.addEventListener('live', (event) => {
      const live = parseLive((event as MessageEvent<string>).data);
      if (live) receive(live);
    });
    current.addEventListener('gone', stop);
    current.addEventListener('error', () => {
      if (stopped || source !== current) return;
      // Whether the browser would retry (a dropped connection) or has given up (a non-200 answer), this page
      // decides: close, poll the snapshot meanwhile, and open again after the back-off.
      current.close();
      source = null;
      if (pollTimer === null) poll();
      reconnectTimer = setTimer(connect, reconnectDelay(attempt++, random));
    });
  };
  connect();
  return stop;
}
