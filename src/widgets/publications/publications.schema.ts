import * as z from 'zod/mini';
import { PUBLICATION_KIND_LABELS, PUBLICATION_KINDS, type Publication } from '#schemas/entities/publication.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { publicationCardOf, PublicationCardSchema } from '../shared/publication-card.schema.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const PublicationsPropsSchema = z.object({
  /** Show only this kind (an editor's "Game Programs" page); visitors can still filter by sport and season. */
  kind: z.optional(z.enum(['media-guide', 'program', 'record-book', 'yearbook'])),
});
export type PublicationsProps = z.infer<typeof PublicationsPropsSchema>;

const OptionSchema = z.object({ value: z.string(), label: z.string() });

/** The list: filter choices (GET form, works without JavaScript), what is chosen, and the cards by season. */
export const PublicationsDataSchema = z.object({
  options: z.object({ sport: z.array(OptionSchema), season: z.array(OptionSchema), kind: z.array(OptionSchema) }),
  selected: z.object({ sport: z.string(), season: z.string(), kind: z.string() }),
  groups: z.array(z.object({ season: z.string(), items: z.array(PublicationCardSchema) })),
  total: z.number(),
});
export type PublicationsData = z.infer<typeof PublicationsDataSchema>;

export interface PublicationsInput {
  /** Every publication the visitor may see, newest first. */
  all: readonly Publication[];
  sports: readonly Sport[];
  /** The list's own kind (an editor's choice), if any. */
  kind: Publication['kind'] | undefined;
  /** The visitor's filters (query parameters; unknown values mean "all"). */
  query: Readonly<Record<string, string>>;
}

/** spec 2.1 publications list: filter by sport, season and kind, grouped by season, newest first. */
export function publicationsData({ all: every, sports: allSports, kind: onlyKind, query }: PublicationsInput): PublicationsData {
  const all = every.filter((p) => !onlyKind || p.kind === onlyKind);
  const sports = allSports.filter((s) => all.some((p) => p.sport_id === s.id)).toSorted((a, b) => a.title.localeCompare(b.title));
  const seasons = [...new Set(all.map((p) => p.season))].toSorted().reverse();
  const kinds = PUBLICATION_KINDS.filter((k) => all.some((p) => p.kind === k));
  const sport = sports.find((s) => s.global_sport_name_slug === query.sport);
  const season = seasons.includes(query.season ?? '') ? (query.season ?? '') : '';
  const kind = kinds.find((k) => k === query.kind) ?? '';
  const chosen = all.filter((p) => (!sport || p.sport_id === sport.id) && (!season || p.season === season) && (!kind || p.kind === kind));
  const bySeason = new Map<string, Publication[]>();
  for (const p of chosen) bySeason.set(p.season, [...(bySeason.get(p.season) ?? []), p]);
  return {
    options: {
      sport: sports.map((s) => ({ value: s.global_sport_name_slug, label: s.title })),
      season: seasons.map((s) => ({ value: s, label: s })),
      kind: kinds.map((k) => ({ value: k, label: PUBLICATION_KIND_LABELS[k] })),
    },
    selected: { sport: sport?.global_sport_name_slug ?? '', season, kind },
    groups: [...bySeason]
      .toSorted(([a], [b]) => b.localeCompare(a))
      .map(([s, items]) => ({ season: s, items: items.map((p) => publicationCardOf(p, allSports)) })),
    total: chosen.length,
  };
}

export const widget = defineWidget({
  name: 'publications',
  label: 'Publications (list)',
  description: 'Media guides, programs and record books, by sport and season.',
  props: PublicationsPropsSchema,
  data: PublicationsDataSchema,
});
