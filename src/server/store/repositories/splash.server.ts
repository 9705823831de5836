import * as z from 'zod/mini';
import { SplashSchema, TakeoverSchema, type Splash, type Takeover } from '#schemas/entities/splash.ts';
import type { Db, Query } from '../db.server.ts';
import { memoized, type ContentMemo } from '../memo.server.ts';
import type { DocumentsRepository } from './documents.server.ts';
import type { SettingsRepository } from './settings.server.ts';

export const splashQueries = {
  addClicks: (tenant: string, splashId: number, day: string, count: number): Query => [
    'INSERT INTO splash_clicks (tenant, splash_id, day, count) VALUES (?, ?, ?, ?) ON CONFLICT (tenant, splash_id, day) DO UPDATE SET count = splash_clicks.count + excluded.count',
    [tenant, splashId, day, count],
  ],
  clicks: (tenant: string, splashId: number): Query => [
    'SELECT CAST(sum(count) AS BIGINT) AS n FROM splash_clicks WHERE tenant = ? AND splash_id = ?',
    [tenant, splashId],
  ],
};

/**
 * Splash pages and takeovers (spec 4: documents of the `splash` and `takeovers` collections, sort date = start
 * date; the takeover configuration in the settings) and the clicks counted on splash pages (table splash_clicks).
 */
export class SplashRepository {
  private readonly db: Db;
  private readonly documents: DocumentsRepository;
  private readonly settings: SettingsRepository;
  private readonly memo: ContentMemo | null;
  constructor(db: Db, documents: DocumentsRepository, settings: SettingsRepository, memo: ContentMemo | null = null) {
    this.db = db;
    this.documents = documents;
    this.settings = settings;
    this.memo = memo;
  }

  /** Splash pages by start date; drafts too when asked (staff previews). */
  async list(tenant: string, { drafts = false } = {}): Promise<Splash[]> {
    return z
      .array(SplashSchema)
      .parse((await this.documents.list(tenant, 'splash', { publishedOnly: !drafts, order: 'asc', count: 500 })).items);
  }

  takeovers(tenant: string): Promise<Takeover[]> {
    return memoized(this.memo, tenant, 'takeovers', async () =>
      z.array(TakeoverSchema).parse((await this.documents.list(tenant, 'takeovers', { order: 'asc', count: 500 })).items),
    );
  }

  /** spec 4: whether several takeovers may run at once (false when not configured). */
  takeoversConcurrent(tenant: string): Promise<boolean> {
    // Asked on every home and sport home view, before the page cache: kept per content version.
    return memoized(this.memo, tenant, 'takeover_config', async () => {
      const config = z.object({ isConcurrent: z.boolean() }).safeParse(await this.settings.get(tenant, 'takeover_config'));
      return config.success && config.data.isConcurrent;
    });
  }

  /** Adds counted clicks (splash `id`, per day) to the stored ones, all at once (hot-counts.server.ts). */
  addClicks(counts: readonly { tenant: string; id: number; day: string; count: number }[]): Promise<void> {
    if (counts.length === 0) return Promise.resolve();
    return this.db.transaction(async (tx) => {
      for (const c of counts) await tx.run(...splashQueries.addClicks(c.tenant, c.id, c.day, c.count));
    });
  }

  async clicks(tenant: string, splashId: number): Promise<number> {
    return (await this.db.get<{ n: number | null }>(...splashQueries.clicks(tenant, splashId)))?.n ?? 0;
  }
}
