import { pageNotFoundMessage } from '#schemas/constants.ts';
import { RosterPlayerSchema, StaffMemberSchema } from '#schemas/entities/roster.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { COLLECTION, SCHEMA, storedHonors } from '../shared/awards.server.ts';
import type { WidgetContext, LegacyWidgetResolver } from '../shared/context.server.ts';
import { coachUrlOf, playerBioUrl } from '../shared/urls.ts';
import { awardBioOf, type AwardBioData } from './award-bio.schema.ts';

/** The recipient's roster bio (that season's entry) or coach bio, when the store has the person for this visitor. */
function personOf(ctx: WidgetContext, playerId: number | null, staffId: number | null): AwardBioData['person'] {
  const slugOf = (sportId: number | null) => ctx.sports.find((s) => s.id === sportId && !s.non_sport)?.global_sport_name_slug;
  const player = playerId === null ? null : RosterPlayerSchema.safeParse(ctx.store.get(ctx.tenant, 'roster', playerId, !ctx.staff));
  const playerSport = player?.success ? slugOf(player.data.sport_id) : undefined;
  if (player?.success && playerSport) return { kind: 'player', url: playerBioUrl(playerSport, player.data) };
  const coach = staffId === null ? null : StaffMemberSchema.safeParse(ctx.store.get(ctx.tenant, 'staff', staffId, !ctx.staff));
  const coachSport = coach?.success ? slugOf(coach.data.sport_id) : undefined;
  if (coach?.success && coachSport) return { kind: 'coach', url: coachUrlOf(coachSport, coach.data) };
  return null;
}

/** spec 2.1 award bio and All-American bio; an unknown or unpublished id is a 404 "Page Not Found: {path}" (spec 8). */
export const resolveAwardBio: LegacyWidgetResolver<'award-bio'> = (props, ctx) => {
  const { kind } = props;
  const id = Number(ctx.page.params.id);
  const parsed = Number.isSafeInteger(id) ? SCHEMA[kind].safeParse(ctx.store.get(ctx.tenant, COLLECTION[kind], id, !ctx.staff)) : null;
  if (!parsed?.success) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const entry = parsed.data;
  const person = personOf(ctx, entry.player_id, 'staff_id' in entry ? entry.staff_id : null);
  const data = awardBioOf(kind, entry, ctx.sports, [...storedHonors(ctx, 'awards'), ...storedHonors(ctx, 'all-americans')], person);
  ctx.page.title = `${data.recipient} - ${data.honor}`;
  ctx.page.meta = {
    ...ctx.page.meta,
    description: `${data.recipient}: ${data.honor}, ${data.sport?.title ?? 'Athletics'} ${entry.season}.`,
    // A staff preview of an unpublished honor stays out of search engines.
    ...(entry.published ? {} : { noindex: true }),
  };
  return data;
};
