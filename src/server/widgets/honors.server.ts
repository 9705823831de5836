import * as z from 'zod/mini';
import { pageNotFoundMessage } from '#schemas/constants.ts';
import { HonorListSchema, InducteeSchema, type Inductee } from '#schemas/entities/honor.ts';
import { honorsListOf, honorsListUrl, inducteeCardOf, inducteeUrl } from '#schemas/widgets/honors.ts';
import { HttpError } from '../api/http.server.ts';
import { sanitize } from '../sanitize.server.ts';
import type { WidgetContext, WidgetResolver } from '#src/widgets/shared/context.server.ts';

function honors(ctx: WidgetContext) {
  const lists = ctx.store.cached(ctx.tenant, 'honor-lists', () => z.array(HonorListSchema).parse(ctx.store.getSetting(ctx.tenant, 'honor_lists') ?? []));
  const inductees: Inductee[] = ctx.store.cached(ctx.tenant, `inductees:${ctx.staff}`, () => z.array(InducteeSchema).parse(ctx.store.list(ctx.tenant, 'inductees', { publishedOnly: !ctx.staff, count: 20_000 }).items));
  return { lists, inductees };
}

/**
 * spec 2.1 honors list (issue 9, part 2): `/honors` shows every list; `/honors/{list}` its inductees by class;
 * `/honors/{list}/{year|sport}` one class or one sport. An unknown list or grouping is a 404.
 */
export const resolveHofList: WidgetResolver<'hof-list'> = (_props, ctx) => {
  const { lists, inductees } = honors(ctx);
  const { honorSlug, grouping } = ctx.page.params;
  if (!honorSlug) {
    return { lists: lists.map((l) => ({ ...l, count: inductees.filter((x) => x.list === l.slug).length, url: honorsListUrl(l.slug) })), list: null };
  }
  const list = lists.find((l) => l.slug === honorSlug);
  const notFound = () => new HttpError(404, pageNotFoundMessage(ctx.page.path));
  if (!list) throw notFound();
  let group: Parameters<typeof honorsListOf>[3] = null;
  if (grouping) {
    const sport = ctx.sports.find((s) => !s.non_sport && s.global_sport_name_slug === grouping);
    if (/^\d{4}$/.test(grouping)) group = { kind: 'class', year: Number(grouping) };
    else if (sport) group = { kind: 'sport', sport };
    else throw notFound();
  }
  const data = honorsListOf(list, inductees, ctx.sports, group);
  if (group && data.total === 0) throw notFound();
  ctx.page.title = data.grouping ? `${list.title}: ${data.grouping.label}` : list.title;
  ctx.page.meta = { description: list.description };
  return { lists: [], list: data };
};

/** spec 2.1 inductee bio: the list, name slug and id must all agree; unpublished inductees are for staff only. */
export const resolveHofBio: WidgetResolver<'hof-bio'> = (_props, ctx) => {
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
