// The sport links and the `?sport=` filter of the clippings, coverage and moments pages.
import type { WidgetContext } from './context.server.ts';

export const sportLink = (ctx: WidgetContext, id: number | null) => {
  const sport = ctx.sports.find((s) => s.id === id && !s.non_sport);
  return sport ? { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` } : null;
};
export const sportOptions = (ctx: WidgetContext) => ctx.sports.filter((s) => !s.non_sport).map((s) => ({ value: s.global_sport_name_slug, label: s.title }));
/** `?sport=` as a real sport (unknown slugs mean every sport: a normal page, never an error). */
export const chosenSport = (ctx: WidgetContext) => ctx.sports.find((s) => !s.non_sport && s.global_sport_name_slug === ctx.page.query.sport) ?? null;
