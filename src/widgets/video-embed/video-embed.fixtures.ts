import { VideoEmbedPropsSchema, videoEmbedData, type VideoEmbedData, type VideoEmbedProps } from './video-embed.schema.ts';

const props = VideoEmbedPropsSchema.parse({});
/** The embed page's address for a query, and the widget's data for it. */
const embed = (query: string) => ({ props, data: videoEmbedData(Object.fromEntries(new URLSearchParams(query))), from: `/embed?${query}` });

export const videoEmbedFixtures = {
  /** Framed after the visitor pressed Play: the player loads at once. */
  youtubePlaying: embed('youtube=nsu-season-review&autoplay=1'),
  /** Framed without a Play button on the page: this page shows its own. */
  archiveWaiting: embed('Archive=nsu-1998-title'),
  endeavorLive: embed('Id=falcons-gameday-live&controls=0&live=true'),
  none: { props, data: { video: null } },
} satisfies Record<string, { props: VideoEmbedProps; data: VideoEmbedData; from?: string }>;
