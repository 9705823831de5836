import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { findPromotion } from '../shared/promotions.server.ts';

export const resolvePromotion: LegacyWidgetResolver<'promotion'> = (props, ctx) => {
  const sportId = props.sportScoped && ctx.sport && !ctx.sport.non_sport ? ctx.sport.id : null;
  return { promotion: findPromotion(ctx.store, ctx.tenant, ctx.query.name ?? props.name, sportId, ctx.now) };
};
