import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { legacySiteSettings } from '../shared/schedule-games.server.ts';
import { accountsOf } from './social-accounts.schema.ts';

/** spec 2.1 social accounts: the department's accounts, then each sport's own (spec 3 Sport social handles). */
export const resolveSocialAccounts: LegacyWidgetResolver<'social-accounts'> = (_props, ctx) => {
  const general = ctx.sports.filter((s) => s.non_sport);
  const groups = [
    ...general.map((s) => ({ title: legacySiteSettings(ctx.store, ctx.tenant).athleticsName, url: null, accounts: accountsOf(s) })),
    ...ctx.sports.filter((s) => !s.non_sport).map((s) => ({ title: s.title, url: `/sports/${s.global_sport_name_slug}`, accounts: accountsOf(s) })),
  ];
  return { groups: groups.filter((g) => g.accounts.length > 0) };
};
