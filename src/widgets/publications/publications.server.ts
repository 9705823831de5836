import { PUBLICATION_KIND_LABELS, PUBLICATION_KINDS, type Publication } from '#schemas/entities/publication.ts';
import type { LegacyWidgetResolver } from '../shared/context.server.ts';
import { publicationCardOf } from '../shared/publication-card.schema.ts';
import { allPublications } from '../shared/publications.server.ts';

/** spec 2.1 publications list: filter by sport, season and kind (query parameters; unknown values mean "all"). */
export const resolvePublications: LegacyWidgetResolver<'publications'> = (props, ctx) => {
  const all = allPublications(ctx).filter((p) => !props.kind || p.kind === props.kind);
  const sports = ctx.sports.filter((s) => all.some((p) => p.sport_id === s.id)).toSorted((a, b) => a.title.localeCompare(b.title));
  const seasons = [...new Set(all.map((p) => p.season))].toSorted().reverse();
  const kinds = PUBLICATION_KINDS.filter((k) => all.some((p) => p.kind === k));
  const query = ctx.page.query;
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
    groups: [...bySeason].toSorted(([a], [b]) => b.localeCompare(a)).map(([s, items]) => ({ season: s, items: items.map((p) => publicationCardOf(p, ctx.sports)) })),
    total: chosen.length,
  };
};
