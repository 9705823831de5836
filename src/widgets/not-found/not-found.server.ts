import { sportHomeLinks } from '#schemas/entities/sport-home-links.ts';
import type { WidgetResolver } from '../shared/context.server.ts';

/** The same sport links the root error boundary reads from the chrome's navigation, so both not-found answers match. */
export const resolveNotFound: WidgetResolver<'not-found'> = async (_props, ctx) => ({
  data: { sports: sportHomeLinks(await ctx.store.settings.navigation(ctx.tenant)) },
});
