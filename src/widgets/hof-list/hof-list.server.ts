import { pageNotFoundMessage } from '#schemas/constants.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import type { WidgetResolver } from '../shared/context.server.ts';
import { honors } from '../shared/honors.server.ts';
import { honorsListOf, honorsListsOf } from './hof-list.schema.ts';

/**
 * spec 2.1 honors list: `/honors` shows every list; `/honors/{list}` its inductees by class;
 * `/honors/{list}/{year|sport}` one class or one sport. An unknown list or grouping is a 404.
 */
export const resolveHofList: WidgetResolver<'hof-list'> = async (_props, ctx) => {
  const { lists, inductees } = await honors(ctx);
  const { honorSlug, grouping } = ctx.page.params;
  if (!honorSlug) return { data: { lists: honorsListsOf(lists, inductees), list: null } };
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
  return {
    data: { lists: [], list: data },
    page: { title: data.grouping ? `${list.title}: ${data.grouping.label}` : list.title, meta: { description: list.description } },
  };
};
