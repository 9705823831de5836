import type { WidgetResolver } from '../shared/context.server.ts';
import { findPromotion } from '../shared/promotions.server.ts';
import { partnersData } from './partners.schema.ts';

/** spec 2.1 partners: the sponsors of a promotion location (running campaigns only), each a logo and a link. */
export const resolvePartners: WidgetResolver<'partners'> = async (props, ctx) => ({
  data: partnersData(await findPromotion(ctx.store, ctx.tenant, props.location, null, ctx.now)),
});
