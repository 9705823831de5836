import { pageNotFoundMessage } from '#schemas/constants.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { allStaff, departments } from '../shared/staff.server.ts';
import { directoryPerson, staffBioUrl } from '../shared/staff.ts';

/** spec 2.1 staff bio: an unknown id, or a name slug that is not this person's, is a 404 (issue 9). */
export const resolveStaffBio: LegacyWidgetResolver<'staff-bio'> = (_props, ctx) => {
  const members = allStaff(ctx.store, ctx.tenant, ctx.staff);
  const m = members.find((x) => String(x.id) === ctx.page.params.id);
  if (!m || m.slug !== ctx.page.params.staffMemberSlug) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const department = m.kind !== 'coach' && m.department ? departments(ctx.store, ctx.tenant, members).find((d) => d.name === m.department) : undefined;
  const sport = ctx.sports.find((s) => s.id === m.sport_id);
  ctx.page.title = `${m.first_name} ${m.last_name} - ${m.title}`;
  ctx.page.meta = { description: `${m.first_name} ${m.last_name}, ${m.title}${department ? `, ${department.name}` : ''}` };
  return {
    person: directoryPerson(m),
    department: department ? { name: department.name, url: department.url } : sport ? { name: `${sport.title} Coaches`, url: `/sports/${sport.global_sport_name_slug}/coaches` } : null,
    sports: sport ? [{ title: sport.title, url: `/sports/${sport.global_sport_name_slug}` }] : [],
    bio: m.bio ? sanitize(m.bio) : null,
    vcardUrl: `${staffBioUrl(m)}.vcf`,
  };
};
