import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { facilities } from '../shared/facilities.server.ts';
import { byFeaturedThenTitle, facilityCardOf } from './facilities-list.schema.ts';

/** spec 2.1 /facilities: featured first, then by title. */
export const resolveFacilitiesList: LegacyWidgetResolver<'facilities-list'> = (_props, ctx) => ({
  facilities: facilities(ctx).toSorted(byFeaturedThenTitle).map((f) => facilityCardOf(f, ctx.sports)),
});
