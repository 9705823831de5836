import { vcardOf } from '#src/widgets/shared/staff.ts';
import { allStaff, departments } from '#src/widgets/shared/staff.server.ts';
import { HttpError } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/**
 * GET /api/v2/staff/{id}.vcf — a staff member's contact card (vCard 4.0) for the bio page's "Add to contacts"
 * (spec 2.1 staff bio). Unpublished people exist for staff only, as on the directory.
 */
async function staffVcard({ store, tenant, staff, params }: ApiRequest): Promise<Response> {
  const members = await allStaff(store, tenant, staff);
  const m = members.find((x) => String(x.id) === params[0]);
  if (!m) throw new HttpError(404, 'No such staff member');
  const site = await store.settings.site(tenant);
  const department =
    m.kind !== 'coach' && m.department ? (await departments(store, tenant, members)).find((d) => d.name === m.department) : undefined;
  const body = vcardOf({
    first: m.first_name,
    last: m.last_name,
    title: m.title,
    email: m.email,
    phone: m.phone,
    org: department ? `${site.athleticsName};${department.name}` : site.athleticsName,
    url: new URL(`/staff-directory/${m.slug}/${m.id}`, site.baseUrl).href,
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/vcard; charset=utf-8',
      'content-disposition': `attachment; filename="${m.slug}.vcf"`,
      'cache-control': 'public, max-age=300',
    },
  });
}

export const staffRoutes: ApiRoute[] = [['GET', /^\/staff\/(\d{1,9})\.vcf$/, staffVcard]];
