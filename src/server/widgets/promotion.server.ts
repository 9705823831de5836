import { HIDDEN_HTML_PROMOTION_CLASS } from '#schemas/constants.ts';
import { PromotionSchema, type Promotion } from '#schemas/entities/promotion.ts';
import { sanitize } from '../sanitize.server.ts';
import type { Store } from '../store/store.server.ts';
import type { WidgetResolver } from './context.server.ts';

/**
 * GET /api/v2/promotions/{name}[/{sportId}]: the sport's variant of a location when it has one, else the
 * general one; null (the API's 204) when there is none or an html promotion carries the hidden marker (spec 5).
 */
export function findPromotion(store: Store, tenant: string, name: string, sportId: number | null, now: Date): Promotion | null {
  const all = store.cached(tenant, 'promotions', () =>
    store.list(tenant, 'promotions', { count: 500 }).items.map((item) => PromotionSchema.parse(item)),
  );
  const candidates = all.filter((p) => p.name === name);
  const promotion =
    (sportId !== null ? candidates.find((p) => p.sport_id === sportId) : undefined) ??
    candidates.find((p) => p.sport_id === null);
  if (!promotion) return null;
  const today = now.toISOString();
  const campaigns = promotion.campaigns
    .filter((c) => (!c.start_date || c.start_date <= today) && (!c.end_date || c.end_date >= today))
    .map((c) => ({ ...c, html: c.html === null ? null : sanitize(c.html) }));
  if (campaigns.length === 0 && !promotion.single) return null;
  if (promotion.location.type === 'html' && campaigns.some((c) => c.html?.includes(HIDDEN_HTML_PROMOTION_CLASS))) {
    return null;
  }
  return {
    ...promotion,
    campaigns,
    single: promotion.single && { ...promotion.single, html: promotion.single.html && sanitize(promotion.single.html) },
    // The random pick is made on the server so the page hydrates without a mismatch.
    random_single: promotion.location.effect === 'random' ? (campaigns[Math.floor(Math.random() * campaigns.length)] ?? null) : null,
  };
}

export const resolvePromotion: WidgetResolver<'promotion'> = (props, ctx) => {
  const sportId = props.sportScoped && ctx.sport && !ctx.sport.non_sport ? ctx.sport.id : null;
  return { promotion: findPromotion(ctx.store, ctx.tenant, ctx.query.name ?? props.name, sportId, ctx.now) };
};
