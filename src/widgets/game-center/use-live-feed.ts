import { useEffect, useState } from 'react';
import { LiveStatsSchema, type LiveStats } from '#schemas/live.ts';

/**
 * The game's live stats, kept current by its Server-Sent Events stream while the game can change. The stream
 * closes when the game is final (the server closes it too); EventSource reconnects on its own after a drop.
 */
export function useLiveFeed(initial: LiveStats | null, feedUrl: string | null): LiveStats | null {
  const [live, setLive] = useState(initial);
  useEffect(() => {
    if (!feedUrl || typeof EventSource === 'undefined') return;
    const source = new EventSource(feedUrl);
    source.addEventListener('live', (event) => {
      let parsed: ReturnType<typeof LiveStatsSchema.safeParse>;
      try {
        parsed = LiveStatsSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      } catch {
        return;
      }
      if (!parsed.success) return;
      setLive((current) => (current && current.version > parsed.data.version ? current : parsed.data));
      if (parsed.data.is_complete) source.close();
    });
    source.addEventListener('gone', () => source.close());
    return () => source.close();
  }, [feedUrl]);
  return live;
}
