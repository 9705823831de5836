import { OnThisDayPropsSchema, monthDayLabel, onThisDayHref, shiftMonthDay, type OnThisDayData, type OnThisDayProps } from './on-this-day.schema.ts';
import { latestStories, school, sportOf, toStoryCard } from '../shared/school.fixtures.ts';

const props = OnThisDayPropsSchema.parse({});

/** Built like the resolver: published stories and completed games of `mm-dd` before 2026. */
function dayOf(month: number, day: number, notice: string | null = null): OnThisDayData {
  const key = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const years = new Map<number, OnThisDayData['years'][number]>();
  const at = (y: number) => years.get(y) ?? years.set(y, { year: y, stories: [], results: [] }).get(y)!;
  for (const s of latestStories.filter((s) => s.date.slice(5, 10) === key && s.date < '2026')) at(Number(s.date.slice(0, 4))).stories.push(toStoryCard(s));
  for (const g of school.games.filter((g) => g.date.slice(5, 10) === key && g.date < '2026' && g.result?.team_score && g.result.opponent_score)) {
    at(Number(g.date.slice(0, 4))).results.push({ id: g.id, sportTitle: sportOf(g.sport_id).title, opponent: g.opponent.title, versus: g.location_indicator === 'A' ? 'at' : 'vs', status: g.result!.status, score: `${g.result!.team_score}-${g.result!.opponent_score}`, url: g.result!.boxscore });
  }
  const md = { month, day };
  return {
    label: monthDayLabel(md), date: key, notice, years: [...years.values()].toSorted((a, b) => b.year - a.year),
    previous: { label: monthDayLabel(shiftMonthDay(md, -1)), href: onThisDayHref(shiftMonthDay(md, -1)) },
    next: { label: monthDayLabel(shiftMonthDay(md, 1)), href: onThisDayHref(shiftMonthDay(md, 1)) },
  };
}

export const onThisDayFixtures = {
  november21: { props, data: dayOf(11, 21) },
  leapDay: { props, data: dayOf(2, 29) },
  notADay: { props, data: dayOf(11, 21, '“02-30” is not a day of the year, so this is today, November 21.') },
  empty: { props, data: { ...dayOf(7, 4), years: [] } },
} satisfies Record<string, { props: OnThisDayProps; data: OnThisDayData }>;
