import { MediaLibraryPropsSchema, mediaLibraryData, type MediaLibraryData, type MediaLibraryProps } from './media-library.schema.ts';
import { school } from '../shared/school.fixtures.ts';

/** Published clips as the store lists them: newest first, then by id (the order clips of one date keep). */
const published = school.mediaClips.filter((c) => c.published).toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
/** The all-access page of the demo school with its form's query. */
function page(props: MediaLibraryProps, query: Record<string, string> = {}, staff = false): MediaLibraryData {
  return mediaLibraryData({
    clips: published,
    sports: school.sports,
    sport: null,
    props,
    staff,
    path: '/all-access',
    pageQuery: query,
    onPage: true,
    load: { filters: {}, start: 0, count: null },
  });
}
const props = MediaLibraryPropsSchema.parse({});
const withAudio = MediaLibraryPropsSchema.parse({ includeAudio: true });

export const mediaLibraryFixtures = {
  /** Videos, the pinned clip first; free ones play, the others say why not (sign in, subscribe, blackout). */
  videos: { props, data: page(props), from: '/all-access' },
  withAudio: { props: withAudio, data: page(withAudio), from: '/all-access' },
  /** A staff preview: authorised, every clip not blacked out plays. */
  staffPreview: { props, data: page(props, {}, true) },
  empty: { props, data: { ...page(props), clips: [], total: 0, page: { index: 0, pages: 1, prevHref: null, nextHref: null } } },
} satisfies Record<string, { props: MediaLibraryProps; data: MediaLibraryData; from?: string }>;
