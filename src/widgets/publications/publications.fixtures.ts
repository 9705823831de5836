import { PUBLICATION_KIND_LABELS } from '#schemas/entities/publication.ts';
import { PublicationsPropsSchema, type PublicationsData, type PublicationsProps } from './publications.schema.ts';
import { publicationCardOf } from '../shared/publication-card.schema.ts';
import { school } from '../shared/school.fixtures.ts';

const cards = school.publications.map((p) => publicationCardOf(p, school.sports));
const props = PublicationsPropsSchema.parse({});

function listOf(selected: PublicationsData['selected'], chosen = cards): PublicationsData {
  const seasons = [...new Set(cards.map((c) => c.season))].toSorted().reverse();
  return {
    options: {
      sport: school.sports.filter((s) => school.publications.some((p) => p.sport_id === s.id)).map((s) => ({ value: s.global_sport_name_slug, label: s.title })),
      season: seasons.map((s) => ({ value: s, label: s })),
      kind: Object.entries(PUBLICATION_KIND_LABELS).map(([value, label]) => ({ value, label })),
    },
    selected,
    groups: seasons.map((season) => ({ season, items: chosen.filter((c) => c.season === season) })).filter((g) => g.items.length > 0),
    total: chosen.length,
  };
}

export const publicationsFixtures = {
  all: { props, data: listOf({ sport: '', season: '', kind: '' }) },
  footballMediaGuides: {
    props,
    data: listOf({ sport: 'football', season: '', kind: 'media-guide' }, cards.filter((c) => c.sportTitle === 'Football' && c.kindLabel === 'Media Guide')),
  },
  noMatch: { props, data: listOf({ sport: 'baseball', season: '2024', kind: 'program' }, []) },
} satisfies Record<string, { props: PublicationsProps; data: PublicationsData }>;
