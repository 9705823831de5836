import { pageNotFoundMessage } from '#schemas/constants.ts';
import type { Inductee } from '#schemas/entities/honor.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { honorsListUrl, inducteeCardOf, inducteeUrl } from '../shared/honors.ts';
import { honors } from '../shared/honors.server.ts';

/** spec 2.1 inductee bio: the list, name slug and id must all agree; unpublished inductees are for staff only. */
export const resolveHofBio: LegacyWidgetResolver<'hof-bio'> = (_props, ctx) => {
  const { lists, inductees } = honors(ctx);
  const { honorSlug, inducteeSlug, inducteeId } = ctx.page.params;
  const person = inductees.find((x) => String(x.id) === inducteeId);
  const list = lists.find((l) => l.slug === honorSlug);
  if (!person || !list || person.list !== list.slug || person.slug !== inducteeSlug) throw new HttpError(404, pageNotFoundMessage(ctx.page.path));
  const classmates = inductees.filter((x) => x.list === list.slug && x.induction_year === person.induction_year).toSorted((a, b) => a.last_name.localeCompare(b.last_name));
  const i = classmates.findIndex((x) => x.id === person.id);
  const link = (x: Inductee | undefined) => (x ? { name: `${x.first_name} ${x.last_name}`, url: inducteeUrl(x) } : null);
  ctx.page.title = `${person.first_name} ${person.last_name}`;
  ctx.page.meta = { description: `${person.first_name} ${person.last_name}, ${list.title} class of ${person.induction_year}`, ...(person.published ? {} : { noindex: true }) };
  return {
    person: inducteeCardOf(person, ctx.sports), bio: sanitize(person.bio), list: { title: list.title, url: honorsListUrl(list.slug) },
    classUrl: honorsListUrl(list.slug, person.induction_year), previous: link(classmates[i - 1]), next: link(classmates[i + 1]), draft: !person.published,
  };
};
