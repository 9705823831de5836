import * as z from 'zod/mini';
import { pageNotFoundMessage } from '#schemas/constants.ts';
import { AllAmericanSchema, AwardSchema } from '#schemas/entities/award.ts';
import { RosterPlayerSchema, StaffMemberSchema } from '#schemas/entities/roster.ts';
import { awardBioOf, awardsListOf, honorsOf, type Honor } from '#schemas/widgets/awards-data.ts';
import type { AwardBioData, HonorKind } from '#schemas/widgets/awards.ts';
import { coachUrlOf } from '#schemas/widgets/coaches.ts';
import { playerBioUrl } from '#src/widgets/shared/urls.ts';
import { HttpError } from '../api/http.server.ts';
import type { WidgetContext, WidgetResolver } from '#src/widgets/shared/context.server.ts';

const COLLECTION = { awards: 'awards', 'all-americans': 'all_americans' } as const;
const SCHEMA = { awards: AwardSchema, 'all-americans': AllAmericanSchema } as const;

/** Every honor of a kind this visitor may see, newest first; computed once per content version. */
function storedHonors(ctx: WidgetContext, kind: HonorKind): Honor[] {
  return ctx.store.cached(ctx.tenant, `honors:${kind}:${ctx.staff}`, () => {
    const items = ctx.store.list(ctx.tenant, COLLECTION[kind], { publishedOnly: !ctx.staff }).items;
    return honorsOf(kind, z.array(SCHEMA[kind]).parse(items), ctx.sports);
  });
}

/**
 * spec 2.1 awards list and All-Americans list: filtered by sport and year with a GET form (works without
 * JavaScript; the route declares the query), grouped by academic year, newest first, in pages of links.
 */
export const resolveAwardsList: WidgetResolver<'awards-list'> = (props, ctx) =>
  awardsListOf(props.kind, storedHonors(ctx, props.kind), ctx.sports, ctx.page.query, ctx.page.path);

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
export const resolveAwardBio: WidgetResolver<'award-bio'> = (props, ctx) => {
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
