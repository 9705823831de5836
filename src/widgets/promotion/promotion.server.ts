import type { WidgetResolver } from '../shared/context.server.ts';
import { sanitizedPromotions } from '../shared/promotions.server.ts';
import { promotionData } from './promotion.schema.ts';

export const resolvePromotion: WidgetResolver<'promotion'> = async (props, ctx) => ({
  data: promotionData({
    promotions: await sanitizedPromotions(ctx.store, ctx.tenant),
    name: ctx.query.name ?? props.name,
    sportScoped: props.sportScoped,
    sport: ctx.sport,
    now: ctx.now,
  }),
});
