import { gameTimeLabel, isListedGame } from '#schemas/game-rules.ts';
import { accountsOf, partnerOf, type TicketsData } from '#schemas/widgets/department-links.ts';
import type { WidgetResolver } from '#src/widgets/shared/context.server.ts';
import { findPromotion } from '#src/widgets/promotion/promotion.server.ts';
import { parseGames, siteSettings } from '#src/widgets/shared/schedule-games.server.ts';

/** spec 2.1 partners: the sponsors of a promotion location (running campaigns only), each a logo and a link. */
export const resolvePartners: WidgetResolver<'partners'> = (props, ctx) => {
  const promotion = findPromotion(ctx.store, ctx.tenant, props.location, null, ctx.now);
  const campaigns = promotion ? [...(promotion.single ? [promotion.single] : []), ...promotion.campaigns] : [];
  const unique = campaigns.filter((c, i) => campaigns.findIndex((o) => o.id === c.id) === i);
  return { partners: unique.filter((c) => c.picture || c.link).map(partnerOf) };
};

/** How far ahead the tickets page looks for each sport's next home game. */
const TICKET_HORIZON_GAMES = 1000;

/**
 * spec 2.1 tickets: the ticket office, then every sport that sells tickets (spec 3 Sport `tickets`) with its next
 * home game and that game's own ticket link when it has one.
 */
export const resolveTickets: WidgetResolver<'tickets'> = (_props, ctx) => {
  const office = ctx.sports.find((s) => s.non_sport && s.tickets)?.tickets ?? null;
  const upcoming = parseGames(ctx.store.list(ctx.tenant, 'games', { after: ctx.now.toISOString(), order: 'asc', count: TICKET_HORIZON_GAMES }).items)
    .filter((g) => g.location_indicator === 'H' && isListedGame(g) && !g.result?.status);
  const sports: TicketsData['sports'] = ctx.sports.filter((s) => !s.non_sport && s.tickets).map((s) => {
    const next = upcoming.find((g) => g.sport_id === s.id);
    return {
      title: s.title, url: `/sports/${s.global_sport_name_slug}/schedule`, tickets: s.tickets ?? '',
      nextHome: next ? { date: next.date, time: gameTimeLabel(next), opponent: next.opponent.title, location: next.location, tickets: next.ticket_link ?? next.media.tickets ?? s.tickets ?? '' } : null,
    };
  });
  return { office, sports };
};

/** spec 2.1 social accounts: the department's accounts, then each sport's own (spec 3 Sport social handles). */
export const resolveSocialAccounts: WidgetResolver<'social-accounts'> = (_props, ctx) => {
  const general = ctx.sports.filter((s) => s.non_sport);
  const groups = [
    ...general.map((s) => ({ title: siteSettings(ctx.store, ctx.tenant).athleticsName, url: null, accounts: accountsOf(s) })),
    ...ctx.sports.filter((s) => !s.non_sport).map((s) => ({ title: s.title, url: `/sports/${s.global_sport_name_slug}`, accounts: accountsOf(s) })),
  ];
  return { groups: groups.filter((g) => g.accounts.length > 0) };
};
