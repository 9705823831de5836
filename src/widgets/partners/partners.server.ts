import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { findPromotion } from '../shared/promotions.server.ts';
import { partnerOf } from './partners.schema.ts';

/** spec 2.1 partners: the sponsors of a promotion location (running campaigns only), each a logo and a link. */
export const resolvePartners: LegacyWidgetResolver<'partners'> = (props, ctx) => {
  const promotion = findPromotion(ctx.store, ctx.tenant, props.location, null, ctx.now);
  const campaigns = promotion ? [...(promotion.single ? [promotion.single] : []), ...promotion.campaigns] : [];
  const unique = campaigns.filter((c, i) => campaigns.findIndex((o) => o.id === c.id) === i);
  return { partners: unique.filter((c) => c.picture || c.link).map(partnerOf) };
};
