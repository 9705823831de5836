import * as z from 'zod/mini';
import { PromotionSchema, type Promotion } from '#schemas/entities/promotion.ts';
import type { Db, Query } from '../db.server.ts';
import type { DocumentsRepository } from './documents.server.ts';

export const promotionQueries = {
  addImpressions: (tenant: string, campaignId: number, day: string, count: number): Query => [
    `INSERT INTO impressions (tenant, campaign_id, day, count) VALUES (?, ?, ?, ?)
     ON CONFLICT (tenant, campaign_id, day) DO UPDATE SET count = impressions.count + excluded.count`,
    [tenant, campaignId, day, count],
  ],
  impressions: (tenant: string, campaignId: number): Query => [
    'SELECT CAST(sum(count) AS BIGINT) AS n FROM impressions WHERE tenant = ? AND campaign_id = ?',
    [tenant, campaignId],
  ],
};

/**
 * Promotions (documents of the `promotions` collection: a location and its per-sport variants, slug = location
 * name) and the impressions counted for their campaigns (table impressions, per campaign and day).
 */
export class PromotionsRepository {
  private readonly db: Db;
  private readonly documents: DocumentsRepository;
  constructor(db: Db, documents: DocumentsRepository) {
    this.db = db;
    this.documents = documents;
  }

  /** Every promotion, published or not. */
  async list(tenant: string): Promise<Promotion[]> {
    return z.array(PromotionSchema).parse((await this.documents.list(tenant, 'promotions', { publishedOnly: false })).items);
  }

  /** Adds counted impressions (campaign `id`, per day) to the stored ones, all at once (hot-counts.server.ts). */
  addImpressions(counts: readonly { tenant: string; id: number; day: string; count: number }[]): Promise<void> {
    if (counts.length === 0) return Promise.resolve();
    return this.db.transaction(async (tx) => {
      for (const c of counts) await tx.run(...promotionQueries.addImpressions(c.tenant, c.id, c.day, c.count));
    });
  }

  async impressions(tenant: string, campaignId: number): Promise<number> {
    return (await this.db.get<{ n: number | null }>(...promotionQueries.impressions(tenant, campaignId)))?.n ?? 0;
  }
}
