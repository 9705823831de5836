import { useEffect, useState } from 'react';
import type { LiveStats } from '#schemas/live.ts';
import { useOptionalApi } from '#src/data/api-provider.tsx';
import { connectLive } from './live-connection.ts';
import { liveStatsParser } from './live-stats-parser.ts';

/**
 * The game's live stats, kept current by its Server-Sent Events stream while the game can change, through errors
 * and non-200 answers (live-connection.ts: jittered reconnects, the live snapshot polled meanwhile). The stream
 * closes when the game is final (the server closes it too).
 */
export function useLiveFeed(initial: LiveStats | null, feedUrl: string | null): LiveStats | null {
  const [live, setLive] = useState(initial);
  const api = useOptionalApi();
  const gameId = initial?.game_id ?? null;
  useEffect(() => {
    if (!feedUrl || typeof EventSource === 'undefined') return;
    return connectLive({
      feedUrl,
      poll: async () =>
        api && gameId !== null ? api.get(`/api/v2/live/${gameId}`, { schema: liveStatsParser, empty: null, timeoutMs: 4000 }) : null,
      onLive: (next) => setLive((current) => (current && current.version > next.version ? current : next)),
    });
  }, [feedUrl, api, gameId]);
  return live;
}
