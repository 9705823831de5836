import { StaffMemberSchema } from '#schemas/entities/roster.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import { card, notFound, programSeasons, rowsOf, sportStaff } from '../shared/coaches.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';

/** spec 2.1 coach bio and support staff bio: the id must be a coach (or support staff) of this sport, else 404. */
export const resolveCoachBio: LegacyWidgetResolver<'coach-bio'> = (_props, ctx) => {
  const sport = ctx.sport ?? notFound(ctx);
  const kind = ctx.page.name === 'support_staff_bio' ? 'support' : 'coach';
  const id = Number(ctx.page.params.coachId ?? ctx.page.params.supportStaffId);
  const parsed = StaffMemberSchema.safeParse(ctx.store.get(ctx.tenant, 'staff', id, !ctx.staff));
  const member = parsed.success && parsed.data.kind === kind && parsed.data.sport_id === sport.id ? parsed.data : notFound(ctx);
  const staff = sportStaff(ctx, sport);
  const name = `${member.first_name} ${member.last_name}`;
  ctx.page.title = `${name} - ${sport.title} ${member.title}`;
  const record = member.is_head_coach ? rowsOf(programSeasons(ctx.store, ctx.tenant, sport, member), sport, staff).filter((r) => r.coach === name) : [];
  return {
    person: card(member, sport),
    sport: { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` },
    bio: member.bio ? sanitize(member.bio) : null,
    record: record.toReversed(),
    staffUrl: `/sports/${sport.global_sport_name_slug}/coaches`,
  };
};
