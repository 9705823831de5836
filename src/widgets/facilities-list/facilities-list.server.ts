import type { WidgetResolver } from '../shared/context.server.ts';
import { facilities } from '../shared/facilities.server.ts';
import { facilitiesListData } from './facilities-list.schema.ts';

/** spec 2.1 /facilities: featured first, then by title. */
export const resolveFacilitiesList: WidgetResolver<'facilities-list'> = async (_props, ctx) => ({
  data: facilitiesListData(await facilities(ctx), ctx.sports),
});
