// The stored promotions (spec 5), sanitized once per content version and chosen for a location: the promotion and
// partners widgets and the promotions route share them.
import { PromotionSchema, type Campaign, type Promotion } from '#schemas/entities/promotion.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import type { Store } from '#src/server/store/store.server.ts';
import { selectPromotion } from './promotions.ts';

function sanitizeCampaign(campaign: Campaign): Campaign {
  return campaign.html === null ? campaign : { ...campaign, html: sanitize(campaign.html) };
}

/** The tenant's published promotions, parsed and sanitized once per content version. */
export function sanitizedPromotions(store: Store, tenant: string): Promise<Promotion[]> {
  return store.memo(tenant, 'promotions', async () =>
    (await store.documents.list(tenant, 'promotions', { count: 500 })).items.map((item) => {
      const promotion = PromotionSchema.parse(item);
      return {
        ...promotion,
        campaigns: promotion.campaigns.map(sanitizeCampaign),
        single: promotion.single && sanitizeCampaign(promotion.single),
        random_single: promotion.random_single && sanitizeCampaign(promotion.random_single),
      };
    }),
  );
}

export async function findPromotion(
  store: Store,
  tenant: string,
  name: string,
  sportId: number | null,
  now: Date,
): Promise<Promotion | null> {
  return selectPromotion(await sanitizedPromotions(store, tenant), name, sportId, now);
}
