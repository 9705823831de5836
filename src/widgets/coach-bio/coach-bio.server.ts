import { StaffMemberSchema } from '#schemas/entities/roster.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import { notFound, programSeasons, sportStaff } from '../shared/coaches.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { coachBioData } from './coach-bio.schema.ts';

/**
 * spec 2.1 coach bio and support staff bio: the id must be a coach (or support staff) of this sport, else 404; a
 * wrong name slug answers 301 to the person's own address.
 */
export const resolveCoachBio: WidgetResolver<'coach-bio'> = async (_props, ctx) => {
  const sport = ctx.sport ?? notFound(ctx);
  const kind = ctx.page.name === 'support_staff_bio' ? 'support' : 'coach';
  const id = Number(ctx.page.params.coachId ?? ctx.page.params.supportStaffId);
  const parsed = StaffMemberSchema.safeParse(await ctx.store.documents.get(ctx.tenant, 'staff', id, !ctx.staff));
  const member = parsed.success && parsed.data.kind === kind && parsed.data.sport_id === sport.id ? parsed.data : notFound(ctx);
  const [staff, program] = await Promise.all([
    sportStaff(ctx, sport),
    member.is_head_coach ? programSeasons(ctx.store, ctx.tenant, sport, member) : [],
  ]);
  return {
    data: coachBioData({ member, sport, bioHtml: member.bio ? sanitize(member.bio) : null, program, staff }),
    page: {
      title: `${member.first_name} ${member.last_name} - ${sport.title} ${member.title}`,
      canonical: { [kind === 'coach' ? 'coachName' : 'supportStaffName']: member.slug },
    },
  };
};
