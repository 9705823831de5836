import { VideoEmbedPropsSchema, type VideoEmbedData, type VideoEmbedProps } from './video-embed.schema.ts';

const props = VideoEmbedPropsSchema.parse({});
export const videoEmbedFixtures = {
  /** Framed after the visitor pressed Play: the player loads at once. */
  youtubePlaying: { props, data: { video: { provider: 'youtube', id: 'nsu-season-review', autoplay: true, controls: true, live: false } } },
  /** Framed without a Play button on the page: this page shows its own. */
  archiveWaiting: { props, data: { video: { provider: 'archive', id: 'nsu-1998-title', autoplay: false, controls: true, live: false } } },
  endeavorLive: { props, data: { video: { provider: 'endeavor', id: 'falcons-gameday-live', autoplay: false, controls: false, live: true } } },
  none: { props, data: { video: null } },
} satisfies Record<string, { props: VideoEmbedProps; data: VideoEmbedData }>;
