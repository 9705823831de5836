import * as z from 'zod/mini';
import { RosterPlayerSchema } from '#schemas/entities/roster.ts';
import { alumniOf, historicalRosterData } from './historical-roster.schema.ts';
import type { WidgetResolver } from '../shared/context.server.ts';

/**
 * spec 2.1 historical roster (site and sport): every player across seasons, searchable by name and filtered by
 * sport, season and position with a GET form (works without JavaScript), in pages of links.
 */
export const resolveHistoricalRoster: WidgetResolver<'historical-roster'> = async (_props, ctx) => {
  const { store, tenant, staff, sports } = ctx;
  const alumni = await store.memo(tenant, `alumni:${staff}`, async () =>
    alumniOf(
      z.array(RosterPlayerSchema).parse((await store.documents.list(tenant, 'roster', { publishedOnly: !staff })).items),
      new Map(sports.map((s) => [s.id, s])),
    ),
  );
  const pageSport = ctx.page.name === 'historicalroster_sport' ? ctx.sport : null;
  return { data: historicalRosterData({ alumni, sports, pageSport, query: ctx.page.query, path: ctx.page.path }) };
};
