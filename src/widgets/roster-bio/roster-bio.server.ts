import { pageNotFoundMessage } from '#schemas/constants.ts';
import { RosterPlayerSchema } from '#schemas/entities/roster.ts';
import { playerBioUrl, rosterUrl } from '../shared/urls.ts';
import { toNeighbour, toRosterBioPlayer } from './roster-bio.schema.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { seasonPlayers } from '../shared/roster-store.server.ts';

/**
 * spec 2.1 player bio (requiresContentId): the id decides. An id that is not a player of this sport, or an
 * unpublished one for a visitor who is not staff, makes the page a 404 (spec 8); a wrong player slug for a
 * valid id still shows the player.
 */
export const resolveRosterBio: LegacyWidgetResolver<'roster-bio'> = (_props, ctx) => {
  const { rosterPlayerId = '' } = ctx.page.params;
  const notFound = () => new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const sport = ctx.sport;
  const id = Number(rosterPlayerId);
  if (!sport || !/^\d+$/.test(rosterPlayerId) || !Number.isSafeInteger(id)) throw notFound();
  const parsed = RosterPlayerSchema.safeParse(ctx.store.get(ctx.tenant, 'roster', id, !ctx.staff));
  if (!parsed.success || parsed.data.sport_id !== sport.id) throw notFound();
  const player = parsed.data;
  const sportSlug = sport.global_sport_name_slug;

  const roster = seasonPlayers(ctx, sport.id, player.season);
  const index = roster.findIndex((p) => p.id === player.id);
  // The page title names the player (read by the route announcer and the document <title>).
  ctx.page.title = `${player.first_name} ${player.last_name} - ${ctx.page.title}`;
  return {
    sport: { id: sport.id, title: sport.title, slug: sportSlug },
    season: player.season,
    player: toRosterBioPlayer(player, player.bio === null ? null : sanitize(player.bio)),
    previous: toNeighbour(index > 0 ? roster[index - 1] : undefined, sportSlug),
    next: toNeighbour(index >= 0 ? roster[index + 1] : undefined, sportSlug),
    rosterUrl: rosterUrl(sportSlug, player.season),
    canonicalUrl: playerBioUrl(sportSlug, player),
  };
};
