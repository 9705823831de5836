import { describe, expect, it } from 'vitest';
import type { VideoEmbedData } from './video-embed.schema.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const { widget } = seededStore('video-embed');

describe('external and manual pages (spec 2.4)', () => {
  it('the embed page reads youtube, Archive or Id with autoplay, controls and live; junk names no video', async () => {
    expect((await widget<VideoEmbedData>('/embed?Archive=nsu-1998&autoplay=1&controls=0&live=1', 'video')).video).toEqual({
      provider: 'archive',
      id: 'nsu-1998',
      autoplay: true,
      controls: false,
      live: true,
    });
    expect((await widget<VideoEmbedData>('/embed?youtube=%3Cscript%3E', 'video')).video).toBeNull();
  });
});
