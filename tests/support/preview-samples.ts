// The editor's preview samples (src/pages: `preview`) walked over the demo school, for tests that need one address
// of a page whose address needs a record.
import type { SchoolFixture } from '#fixtures/school/index.ts';
import type { StoredFile } from '#schemas/entities/file.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import type { PreviewCollections, PreviewSample } from '#src/pages/define-page.ts';

/** The demo school's records of a collection, each with its sport and date, as the editor will read them. */
function recordsOf(
  school: SchoolFixture,
  collection: keyof PreviewCollections,
): { record: unknown; sportId: number | null; date: string | null }[] {
  const files = school.documents.map((d): StoredFile => ({ ...d, content_type: 'application/pdf', size: 0, sha256: '', updated_at: '' }));
  const lists: { [C in keyof PreviewCollections]: readonly PreviewCollections[C][] } = {
    sports: school.sports,
    stories: school.stories,
    roster: school.roster,
    staff: school.staff,
    games: school.games,
    awards: school.awards,
    all_americans: school.allAmericans,
    podcasts: school.podcasts.series,
    facilities: school.facilities,
    publications: school.publications,
    forms: school.forms,
    inductees: school.inductees,
    splash: school.splashes,
    tags: school.tags,
    manual_pages: school.manualPages,
    files,
  };
  return lists[collection].map((record) => {
    const fields = record as {
      id?: number;
      sport_id?: number | null;
      sport_ids?: number[];
      date?: string;
      date_utc?: string;
      startDate?: string;
    };
    const sportId = collection === 'sports' ? (fields.id ?? null) : (fields.sport_id ?? fields.sport_ids?.[0] ?? null);
    return { record, sportId, date: fields.date_utc ?? fields.date ?? fields.startDate ?? null };
  });
}

/** The editor's step: the first address the sample builds, walking its collection in its order. */
export function sampleAddress(sample: PreviewSample, school: SchoolFixture): string | null {
  const records = recordsOf(school, sample.collection);
  const ordered = sample.pick === 'latest' ? records.toSorted((a, b) => (b.date ?? '').localeCompare(a.date ?? '')) : records;
  const address = sample.address as (record: unknown, sport: Sport | null) => string | null;
  for (const { record, sportId } of ordered) {
    const found = address(record, school.sports.find((s) => s.id === sportId) ?? null);
    if (found) return found;
  }
  return null;
}
