import { pageNotFoundMessage } from '#schemas/constants.ts';
import { RosterPlayerSchema } from '#schemas/entities/roster.ts';
import { rosterBioData } from './roster-bio.schema.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { seasonPlayers } from '../shared/roster-store.server.ts';

/**
 * spec 2.1 player bio (requiresContentId): the id decides. An id that is not a player of this sport, or an
 * unpublished one for a visitor who is not staff, makes the page a 404 (spec 8); a wrong player slug for a
 * valid id answers 301 to the player's own address.
 */
export const resolveRosterBio: WidgetResolver<'roster-bio'> = async (_props, ctx) => {
  const { rosterPlayerId = '' } = ctx.page.params;
  const notFound = () => new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const sport = ctx.sport;
  const id = Number(rosterPlayerId);
  if (!sport || !/^\d+$/.test(rosterPlayerId) || !Number.isSafeInteger(id)) throw notFound();
  const parsed = RosterPlayerSchema.safeParse(await ctx.store.documents.get(ctx.tenant, 'roster', id, !ctx.staff));
  if (!parsed.success || parsed.data.sport_id !== sport.id) throw notFound();
  const player = parsed.data;
  const roster = await seasonPlayers(ctx, sport.id, player.season);
  return {
    data: rosterBioData({ sport, player, bioHtml: player.bio === null ? null : sanitize(player.bio), roster }),
    // The page title names the player (read by the route announcer and the document <title>).
    page: { title: `${player.first_name} ${player.last_name} - ${ctx.page.title}`, canonical: { playerSlug: player.slug } },
  };
};
