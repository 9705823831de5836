// The sport links and the `?sport=` filter of the clippings, coverage and moments pages (pure: mappers use them).
import type { Sport } from '#schemas/entities/sport.ts';

export interface SportLink {
  title: string;
  url: string;
}

export const sportLink = (sports: readonly Sport[], id: number | null): SportLink | null => {
  const sport = sports.find((s) => s.id === id && !s.non_sport);
  return sport ? { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` } : null;
};

export const sportOptions = (sports: readonly Sport[]) =>
  sports.filter((s) => !s.non_sport).map((s) => ({ value: s.global_sport_name_slug, label: s.title }));

/** `?sport=` as a real sport (unknown slugs mean every sport: a normal page, never an error). */
export const chosenSport = (sports: readonly Sport[], slug: string | undefined): Sport | null =>
  sports.find((s) => !s.non_sport && s.global_sport_name_slug === slug) ?? null;
