import type { SearchKind } from '#src/widgets/search-results/search-results.schema.ts';

/**
 * What search finds: stories, players, coaches, staff and sports. Every write of those documents
 * is indexed in the same transaction (the search repository, store/repositories/search.server.ts), so a story is
 * found the moment it is stored; SQL triggers keep the FTS5 index in step with `search_docs`.
 */
export interface SearchEntry {
  kind: SearchKind;
  title: string;
  text: string;
  sport_id: number | null;
  season: string | null;
  slug: string | null;
  published: boolean;
  sort_date: string | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Store HTML as plain words: tags dropped (scripts and styles with their content), common entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const words = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' ');

/** The search entry of a stored document, or null for what search does not cover. */
export function searchEntryOf(
  collection: string,
  body: Record<string, unknown>,
  row: { sport_id?: number | null; season?: string | null; slug?: string | null; published?: boolean; sort_date?: string | null },
): SearchEntry | null {
  const base = {
    sport_id: row.sport_id ?? null,
    season: row.season ?? null,
    slug: row.slug ?? null,
    published: row.published !== false,
    sort_date: row.sort_date ?? null,
  };
  switch (collection) {
    case 'stories':
      return {
        ...base,
        kind: 'story',
        title: str(body.title),
        text: words(body.sub_headline, body.teaser, body.byline, plainText(str(body.content))),
      };
    case 'roster':
      return {
        ...base,
        kind: 'player',
        title: words(body.first_name, body.last_name),
        text: words(
          body.position_long,
          body.academic_year,
          body.hometown,
          body.high_school,
          body.previous_school,
          body.major,
          body.jersey_number && `#${str(body.jersey_number)}`,
        ),
      };
    case 'staff':
      return {
        ...base,
        kind: body.kind === 'coach' ? 'coach' : 'staff',
        title: words(body.first_name, body.last_name),
        text: words(body.title, body.department, plainText(str(body.bio))),
      };
    case 'sports':
      return { ...base, kind: 'sport', sport_id: Number(body.id), title: str(body.title), text: words(body.shortname, body.abbreviation) };
    default:
      return null;
  }
}

/**
 * The filter words of an entry, as index terms (see search.server.ts filteredMatch): the sport and the kind. They
 * are selective, so FTS5 intersects them with the query words cheaply: a common word's players are found among
 * the players, not among its 30,000 stories. Stories are most documents: their kind term is never asked for, and
 * neither is published (a term in nearly every document costs more to intersect than a check of the matched rows).
 */
export function facetsOf(entry: Pick<SearchEntry, 'sport_id' | 'kind'>): string {
  return `sport${entry.sport_id ?? 0} kind${entry.kind}`;
}

export const SEARCHABLE_COLLECTIONS: ReadonlySet<string> = new Set(['stories', 'roster', 'staff', 'sports']);
