import type { ApiClient } from '#src/data/api-client.ts';

/**
 * The content version pages and ETags are keyed on. The embedded store knows it at once; an external content API
 * is asked (GET /api/v2/content-version) at most every `refreshMs`, one call at a time. When that call fails the
 * last version seen stands and the answer says `degraded`, which lets the page cache serve its last good copy.
 */
export interface VersionReading {
  /** null: unknown (never seen, or the API has no version call), so nothing is cached on it. */
  version: number | null;
  /** The upstream did not answer the last time it was asked. */
  degraded: boolean;
}

export type VersionSource = () => Promise<VersionReading>;

export function embeddedVersion(read: () => Promise<number>): VersionSource {
  return async () => ({ version: await read(), degraded: false });
}

export function externalVersion(api: () => ApiClient, refreshMs = 2000, now: () => number = Date.now): VersionSource {
  let last: { version: number | null; degraded: boolean; at: number } | null = null;
  let pending: Promise<VersionReading> | null = null;

  async function ask(): Promise<VersionReading> {
    try {
      const response = await api().raw('/api/v2/content-version');
      if (response.status === 404) {
        await response.body?.cancel();
        last = { version: null, degraded: false, at: now() };
      } else if (!response.ok) {
        await response.body?.cancel();
        last = { version: last?.version ?? null, degraded: true, at: now() };
      } else {
        const body = (await response.json()) as { contentVersion?: unknown };
        const version = typeof body.contentVersion === 'number' ? body.contentVersion : null;
        last = { version, degraded: false, at: now() };
      }
    } catch {
      last = { version: last?.version ?? null, degraded: true, at: now() };
    }
    return { version: last.version, degraded: last.degraded };
  }

  return () => {
    if (last && now() - last.at < refreshMs) return Promise.resolve({ version: last.version, degraded: last.degraded });
    pending ??= ask().finally(() => (pending = null));
    return pending;
  };
}
