import { pageNotFoundMessage } from '#schemas/constants.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { honors } from '../shared/honors.server.ts';
import { hofBioData } from './hof-bio.schema.ts';

/**
 * spec 2.1 inductee bio: the id decides (an unknown one is a 404); a list or name slug that is not the inductee's
 * answers 301 to their own address. Unpublished inductees are for staff only.
 */
export const resolveHofBio: WidgetResolver<'hof-bio'> = async (_props, ctx) => {
  const { lists, inductees } = await honors(ctx);
  const { inducteeId } = ctx.page.params;
  const person = inductees.find((x) => String(x.id) === inducteeId);
  const list = lists.find((l) => l.slug === person?.list);
  if (!person || !list) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  return {
    data: hofBioData({ person, list, inductees, sports: ctx.sports, bioHtml: sanitize(person.bio) }),
    page: {
      title: `${person.first_name} ${person.last_name}`,
      canonical: { honorSlug: list.slug, inducteeSlug: person.slug },
      meta: {
        description: `${person.first_name} ${person.last_name}, ${list.title} class of ${person.induction_year}`,
        ...(person.published ? {} : { noindex: true }),
      },
    },
  };
};
