import type { Sport } from '#schemas/entities/sport.ts';
import type { PreviewCollections, PreviewSample } from '#src/pages/define-page.ts';
import type { SampleCandidate } from '#schemas/editor/pages.ts';
import type { Store } from '../store/store.server.ts';

export type { SampleCandidate };

const PAGE_SIZE = 200;

/** What an editor calls a record: its title, headline or name (a game by its opponent and date). */
export function recordTitle(collection: keyof PreviewCollections, record: unknown): string {
  const r = record as Record<string, unknown>;
  const text = (key: string) => (typeof r[key] === 'string' && r[key] ? r[key] : null);
  if (collection === 'games') {
    const opponent = (r.opponent as { title?: string } | undefined)?.title ?? 'Game';
    return `${opponent}, ${String(r.date ?? '').slice(0, 10)}`;
  }
  const person = text('first_name') && text('last_name') ? `${text('first_name')} ${text('last_name')}` : null;
  // A player or coach is on a roster each season: the season tells the records apart.
  if (person) return text('season') ? `${person} (${text('season')})` : person;
  return text('title') ?? text('name') ?? text('path') ?? `#${String(r.id ?? '?')}`;
}

const sportOf = (record: unknown, collection: keyof PreviewCollections, sports: ReadonlyMap<number, Sport>): Sport | null => {
  const r = record as { id?: number; sport_id?: number | null; sport_ids?: number[] };
  const id = collection === 'sports' ? r.id : (r.sport_id ?? r.sport_ids?.[0]);
  return id == null ? null : (sports.get(id) ?? null);
};

/** The collection's records in the sample's order, a page at a time (drafts too: the editor previews as staff). */
async function* recordsOf(store: Store, tenant: string, sample: PreviewSample, contains: string): AsyncGenerator<unknown> {
  if (sample.collection === 'forms') return yield* await store.forms.all(tenant);
  if (sample.collection === 'files') return yield* await store.files.all(tenant);
  for (let start = 0; ; start += PAGE_SIZE) {
    const rows = await store.documents.scan(tenant, sample.collection, { order: sample.pick, contains, start, count: PAGE_SIZE });
    for (const row of rows) yield row.body;
    if (rows.length < PAGE_SIZE) return;
  }
}

/**
 * The records that show a page whose address needs one, in the sample's order: the first is the page's preview
 * sample (the latest published story, the current roster's first player…); `query` keeps those whose title holds it.
 */
export async function sampleCandidates(
  store: Store,
  tenant: string,
  sample: PreviewSample,
  { query = '', limit = 20 }: { query?: string; limit?: number } = {},
): Promise<SampleCandidate[]> {
  const sports = new Map((await store.sports.list(tenant)).map((s) => [s.id, s]));
  const address = sample.address as (record: unknown, sport: Sport | null) => string | null;
  const wanted = query.trim().toLowerCase();
  const found: SampleCandidate[] = [];
  const seen = new Set<string>();
  // The store narrows by one word of the text (a name's words are separate fields); the title decides.
  const word = wanted.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');
  for await (const record of recordsOf(store, tenant, sample, word)) {
    const title = recordTitle(sample.collection, record);
    if (wanted && !title.toLowerCase().includes(wanted)) continue;
    const path = address(record, sportOf(record, sample.collection, sports));
    if (!path || seen.has(path)) continue;
    seen.add(path);
    found.push({ title, address: path });
    if (found.length >= limit) break;
  }
  return found;
}
