import type { WidgetResolver } from '../shared/context.server.ts';
import { socialAccountsData } from './social-accounts.schema.ts';

/** spec 2.1 social accounts: the department's accounts, then each sport's own (spec 3 Sport social handles). */
export const resolveSocialAccounts: WidgetResolver<'social-accounts'> = async (_props, ctx) => ({
  data: socialAccountsData({ athleticsName: (await ctx.store.settings.site(ctx.tenant)).athleticsName, sports: ctx.sports }),
});
