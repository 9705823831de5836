import { storedHonors } from '../shared/awards.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { awardsListOf } from './awards-list.schema.ts';

/**
 * spec 2.1 awards list and All-Americans list: filtered by sport and year with a GET form (works without
 * JavaScript; the route declares the query), grouped by academic year, newest first, in pages of links.
 */
export const resolveAwardsList: WidgetResolver<'awards-list'> = async (props, ctx) => ({
  data: awardsListOf(props.kind, await storedHonors(ctx, props.kind), ctx.sports, ctx.page.query, ctx.page.path),
});
