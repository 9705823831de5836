import type { MediaClip } from '#schemas/entities/media-clip.ts';
import { CLIP_CATEGORIES } from '#schemas/entities/media-clip.ts';
import { MediaLibraryPropsSchema, clipAccess, selectClips, type MediaLibraryData, type MediaLibraryProps } from './media-library.schema.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';

const published = school.mediaClips.filter((c) => c.published);
const filters = (audio = false): MediaLibraryData['filters'] => ({
  sports: school.sports.filter((s) => !s.non_sport).map((s) => ({ value: s.global_sport_name_slug, label: s.title })),
  categories: CLIP_CATEGORIES.map((c) => ({ value: String(c.id), label: c.title })),
  selected: { sport: '', category: '', captions: false, audio },
});
function data(clips: MediaClip[], audio = false, staff = false): MediaLibraryData {
  const shown = clips.slice(0, 12);
  return {
    clips: shown.map((c) => {
      const s = c.sport_id === null ? null : sportOf(c.sport_id);
      return { ...c, sport: s ? { title: s.title, url: `/sports/${s.global_sport_name_slug}` } : null, access: clipAccess(c, staff) };
    }),
    filters: filters(audio), action: '/all-access', signInUrl: '/login?returnTo=%2Fall-access', total: clips.length,
    page: { index: 0, pages: Math.max(1, Math.ceil(clips.length / 12)), prevHref: null, nextHref: clips.length > 12 ? '/all-access?page=2' : null },
  };
}
const query = { sportId: null, categoryId: null, includeAudio: false, onlyHasCaptions: false, pinnedMediaId: null, orderBy: 'newest' as const };

export const mediaLibraryFixtures = {
  /** Videos, the pinned clip first; free ones play, the others say why not (sign in, subscribe, blackout). */
  videos: { props: MediaLibraryPropsSchema.parse({}), data: data(selectClips(published, query)) },
  withAudio: { props: MediaLibraryPropsSchema.parse({ includeAudio: true }), data: data(selectClips(published, { ...query, includeAudio: true }), true) },
  /** A staff preview: authorised, every clip not blacked out plays. */
  staffPreview: { props: MediaLibraryPropsSchema.parse({}), data: data(selectClips(published, query), false, true) },
  empty: { props: MediaLibraryPropsSchema.parse({}), data: data([]) },
} satisfies Record<string, { props: MediaLibraryProps; data: MediaLibraryData }>;
