import * as z from 'zod/mini';
import { pageNotFoundMessage } from '#schemas/constants.ts';
import { StaffMemberSchema, type StaffMember } from '#schemas/entities/roster.ts';
import { departmentsOf, directoryGroups, directoryPerson, staffBioUrl, type Department } from '#schemas/widgets/staff-directory.ts';
import { HttpError } from '../api/http.server.ts';
import { sanitize } from '../sanitize.server.ts';
import type { Store } from '../store/store.server.ts';
import type { WidgetResolver } from '#src/widgets/shared/context.server.ts';
import { siteSettings } from '#src/widgets/shared/schedule-games.server.ts';

/** Longest filter the page honours: a name and a title fit; anything longer is cut, never an error. */
const MAX_QUERY = 100;

export function allStaff(store: Store, tenant: string, staff: boolean): StaffMember[] {
  return store.cached(tenant, `staff-directory:${staff}`, () => z.array(StaffMemberSchema).parse(store.list(tenant, 'staff', { publishedOnly: !staff, order: 'asc' }).items));
}

export function departments(store: Store, tenant: string, members: readonly StaffMember[]): Department[] {
  return departmentsOf(members, siteSettings(store, tenant).staffDepartments);
}

/**
 * spec 2.1 staff directory, its print page and department pages: everyone by department (then each sport's
 * coaches). Every group goes to the page; `?q=` says how the page renders narrowed (so it works without
 * JavaScript), and the filter box narrows the same groups in the browser as the visitor types.
 */
export const resolveStaffDirectory: WidgetResolver<'staff-directory'> = (props, ctx) => {
  const members = allStaff(ctx.store, ctx.tenant, ctx.staff);
  const order = siteSettings(ctx.store, ctx.tenant).staffDepartments;
  let groups = directoryGroups(members, ctx.sports, order);
  if (props.variant === 'department') {
    const department = departmentsOf(members, order).find((d) => String(d.id) === ctx.page.params.id && d.slug === ctx.page.params.departmentSlug);
    if (!department) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
    ctx.page.title = `${department.name} Staff`;
    groups = groups.filter((g) => g.name === department.name);
  }
  const query = (ctx.page.query.q ?? '').trim().slice(0, MAX_QUERY);
  return { groups, query, action: ctx.page.path, printUrl: '/staff-directory/print' };
};

/** spec 2.1 staff bio: an unknown id, or a name slug that is not this person's, is a 404 (issue 9). */
export const resolveStaffBio: WidgetResolver<'staff-bio'> = (_props, ctx) => {
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
