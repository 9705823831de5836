import type { WidgetResolver } from '../shared/context.server.ts';
import { sportsDirectoryData } from './sports-directory.schema.ts';

/** Every real sport of the page's sports (read once for the page), grouped by gender. */
export const resolveSportsDirectory: WidgetResolver<'sports-directory'> = async (_props, ctx) => ({
  data: sportsDirectoryData(ctx.sports),
});
