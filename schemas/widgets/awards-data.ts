// Pure mappers from stored awards and All-Americans to the widgets' data: the resolver, the fixtures and the tests
// share them (STYLE 14).
import { AWARD_CATEGORY_LABELS, type AllAmerican, type Award } from '../entities/award.ts';
import type { Sport } from '../entities/sport.ts';
import { AWARDS_PAGE_SIZE, HONOR_LABELS, allAmericanRow, awardRow, groupByYear, sortHonors, type AwardBioData, type AwardsListData, type HonorKind, type HonorRow } from './awards.ts';

export type Honor = { row: HonorRow; sportId: number | null };
type SportLike = Pick<Sport, 'id' | 'title' | 'global_sport_name_slug' | 'non_sport'>;

/** Stored entries of one kind as list rows with their sport, newest year first. */
export function honorsOf(kind: HonorKind, entries: readonly (Award | AllAmerican)[], sports: readonly SportLike[]): Honor[] {
  const byId = new Map(sports.map((s) => [s.id, s]));
  const honors = entries.map((e) => ({ row: kind === 'awards' ? awardRow(e as Award, byId) : allAmericanRow(e as AllAmerican, byId), sportId: e.sport_id }));
  const order = new Map(sortHonors(honors.map((h) => h.row)).map((row, i) => [row, i]));
  return honors.toSorted((a, b) => order.get(a.row)! - order.get(b.row)!);
}

/**
 * The list page for the query { sport, year, page }: values that name no sport or year with honors mean "all", a
 * page number past the end is the last page, so bad input still gives a normal page.
 */
export function awardsListOf(kind: HonorKind, all: readonly Honor[], sports: readonly SportLike[], query: Readonly<Record<string, string>>, action: string): AwardsListData {
  const withHonors = new Set(all.map((h) => h.sportId));
  const options = sports.filter((s) => !s.non_sport && withHonors.has(s.id)).toSorted((a, b) => a.title.localeCompare(b.title));
  const years = [...new Set(all.map((h) => h.row.year))];
  const sport = options.find((s) => s.global_sport_name_slug === query.sport) ?? null;
  const year = years.includes(query.year ?? '') ? (query.year ?? '') : '';
  const chosen = all.filter((h) => (!sport || h.sportId === sport.id) && (!year || h.row.year === year)).map((h) => h.row);
  const pages = Math.max(1, Math.ceil(chosen.length / AWARDS_PAGE_SIZE));
  const pageNumber = /^\d{1,4}$/.test(query.page ?? '') ? Math.min(pages, Math.max(1, Number(query.page))) : 1;
  const href = (n: number) => {
    const params = new URLSearchParams();
    if (sport) params.set('sport', sport.global_sport_name_slug);
    if (year) params.set('year', year);
    if (n > 1) params.set('page', String(n));
    return params.size > 0 ? `${action}?${params}` : action;
  };
  return {
    kind,
    action,
    options: { sport: options.map((s) => ({ value: s.global_sport_name_slug, label: s.title })), year: years.map((y) => ({ value: y, label: y })) },
    selected: { sport: sport?.global_sport_name_slug ?? '', year },
    groups: groupByYear(chosen.slice((pageNumber - 1) * AWARDS_PAGE_SIZE, pageNumber * AWARDS_PAGE_SIZE)),
    total: chosen.length,
    page: { index: pageNumber - 1, pages, prevHref: pageNumber > 1 ? href(pageNumber - 1) : null, nextHref: pageNumber < pages ? href(pageNumber + 1) : null },
  };
}

function factsOf(kind: HonorKind, entry: Award | AllAmerican): AwardBioData['facts'] {
  const when = [{ label: 'Year', value: entry.academic_year }, { label: 'Season', value: entry.season }];
  if (kind === 'awards') return [...when, { label: 'Category', value: AWARD_CATEGORY_LABELS[(entry as Award).category] }];
  const a = entry as AllAmerican;
  return [...when, { label: 'Team', value: a.team }, { label: 'Selector', value: a.selector }, ...(a.position ? [{ label: 'Position or event', value: a.position }] : [])];
}

/**
 * One honor's page. `everyone` holds the honors of both kinds; the same person is the same name in the same sport
 * (invented alumni have no roster id, and a player's roster id changes every season).
 */
export function awardBioOf(kind: HonorKind, entry: Award | AllAmerican, sports: readonly SportLike[], everyone: readonly Honor[], person: AwardBioData['person']): AwardBioData {
  const sport = sports.find((s) => s.id === entry.sport_id && !s.non_sport) ?? null;
  const own = honorsOf(kind, [entry], sports)[0]!.row;
  const others = everyone.filter((h) => h.sportId === entry.sport_id && h.row.recipient === own.recipient && h.row.url !== own.url).map((h) => h.row);
  return {
    kind,
    recipient: own.recipient,
    honor: own.honor,
    facts: factsOf(kind, entry),
    sport: sport ? { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` } : null,
    person,
    others: sortHonors(others),
    listUrl: HONOR_LABELS[kind].base,
  };
}
