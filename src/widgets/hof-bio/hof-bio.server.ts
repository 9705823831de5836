import { pageNotFoundMessage } from '#schemas/constants.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { honors } from '../shared/honors.server.ts';
import { hofBioData } from './hof-bio.schema.ts';

/** spec 2.1 inductee bio: the list, name slug and id must all agree; unpublished inductees are for staff only. */
export const resolveHofBio: WidgetResolver<'hof-bio'> = async (_props, ctx) => {
  const { lists, inductees } = await honors(ctx);
  const { honorSlug, inducteeSlug, inducteeId } = ctx.page.params;
  const person = inductees.find((x) => String(x.id) === inducteeId);
  const list = lists.find((l) => l.slug === honorSlug);
  if (!person || !list || person.list !== list.slug || person.slug !== inducteeSlug)
    throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  return {
    data: hofBioData({ person, list, inductees, sports: ctx.sports, bioHtml: sanitize(person.bio) }),
    page: {
      title: `${person.first_name} ${person.last_name}`,
      meta: {
        description: `${person.first_name} ${person.last_name}, ${list.title} class of ${person.induction_year}`,
        ...(person.published ? {} : { noindex: true }),
      },
    },
  };
};
