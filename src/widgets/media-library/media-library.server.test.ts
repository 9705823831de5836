import { describe, expect, it } from 'vitest';
import type { MediaLibraryData } from './media-library.schema.ts';
import { seededStore } from '#tests/support/seeded-store.ts';
import { createContentApi } from '#src/server/api/content-api.server.ts';

const ctx = seededStore('media-library');
const { school, widget } = ctx;
const published = school.mediaClips.filter((c) => c.published);

describe('all-access media library', () => {
  it('videos only by default, the pinned clip first, newest next; the media flags decide what a visitor gets', async () => {
    const data = await widget<MediaLibraryData>('/all-access', 'library');
    expect(data.total).toBe(published.filter((c) => c.kind === 'video').length);
    expect(data.clips[0]?.pinned).toBe(true);
    const rest = data.clips.slice(1).map((c) => c.date);
    expect(rest).toEqual(rest.toSorted().toReversed());
    for (const clip of data.clips) {
      const expected = clip.media.blackedOut ? 'blacked-out' : clip.media.free ? 'play' : clip.media.premium ? 'subscribe' : 'sign-in';
      expect(clip.access.kind, clip.title).toBe(expected);
    }
    expect(data.clips.map((c) => c.id)).not.toContain(school.mediaClips.find((c) => !c.published)!.id);
  });

  it('filters: sport, category, captions, audio; staff are authorised (all but blackouts play)', async () => {
    const audio = await widget<MediaLibraryData>('/all-access?audio=1&category=5', 'library');
    expect(audio.clips.every((c) => c.category.id === 5 && c.kind === 'audio')).toBe(true);
    expect((await widget<MediaLibraryData>('/all-access?captions=1', 'library')).clips.every((c) => c.has_captions)).toBe(true);
    const staff = await widget<MediaLibraryData>('/all-access', 'library', true);
    expect(staff.clips.every((c) => c.access.kind === (c.media.blackedOut ? 'blacked-out' : 'play'))).toBe(true);
  });

  it('the spec 7 component load: pageSize, categoryId, includeAudio, onlyHasCaptions, pinnedMediaId, orderBy (no more 400)', async () => {
    const api = createContentApi(ctx.store);
    const target = published.find((c) => c.kind === 'audio')!;
    const response = await api(
      new Request(
        `http://content-api.internal/api/v2/components/media-library?pageSize=5&includeAudio=true&pinnedMediaId=${target.id}&orderBy=title`,
        { headers: { tenant: school.tenant } },
      ),
    );
    expect(response.status).toBe(200);
    const data = (await response.json()) as MediaLibraryData;
    expect(data.clips).toHaveLength(5);
    expect(data.clips[0]?.id).toBe(target.id);
    const titles = data.clips.slice(1).map((c) => c.title);
    expect(titles).toEqual(titles.toSorted((a, b) => a.localeCompare(b)));
  });
});
