import { storedHonors } from '../shared/awards.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { awardsListOf } from './awards-list.schema.ts';

/**
 * spec 2.1 awards list and All-Americans list: filtered by sport and year with a GET form (works without
 * JavaScript; the route declares the query), grouped by academic year, newest first, in pages of links.
 */
export const resolveAwardsList: LegacyWidgetResolver<'awards-list'> = (props, ctx) =>
  awardsListOf(props.kind, storedHonors(ctx, props.kind), ctx.sports, ctx.page.query, ctx.page.path);
