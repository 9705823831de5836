import pg from 'pg';

/** Where the database announces a tenant's new content version (a trigger on `tenants`, pg-migrations). */
export const CONTENT_VERSION_CHANNEL = 'content_version';
/** Where it announces a live game's change (a trigger on `live_games`). */
export const LIVE_GAME_CHANNEL = 'live_game';

export interface Listener {
  close(): Promise<void>;
}

export interface ListenHandlers {
  /** A notification on one of the channels, with its payload. */
  heard(channel: string, payload: string): void;
  /** The connection is listening (true), or lost (false) and being made again. */
  listening(up: boolean): void;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * One connection of its own, LISTENing on `channels`, made again (with back-off) whenever it is lost. It needs a
 * direct connection to PostgreSQL, not one through a transaction-pooling proxy, which does not carry LISTEN.
 */
export function listen(connectionString: string, channels: readonly string[], handlers: ListenHandlers): Listener {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    failed.removeAllListeners();
    void failed.end().catch(() => undefined);
    handlers.listening(false);
    if (closed) return;
    timer = setTimeout(connect, retryMs);
    timer.unref();
    retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
  };

  async function connect(): Promise<void> {
    timer = null;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', ({ channel, payload }) => handlers.heard(channel, payload ?? ''));
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed || client !== next) return;
      retryMs = RETRY_MIN_MS;
      handlers.listening(true);
    } catch {
      lost(next);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners();
        await last.end().catch(() => undefined);
      }
    },
  };
}
