import * as z from 'zod/mini';
import { defineWidget } from '#registry/define-widget.ts';

export const RssFeedsPropsSchema = z.object({});
export type RssFeedsProps = z.infer<typeof RssFeedsPropsSchema>;

const FeedSchema = z.object({ title: z.string(), url: z.string() });

/** Every feed the site offers, with absolute URLs to paste into a feed reader or podcast app. */
export const RssFeedsDataSchema = z.object({
  news: FeedSchema,
  sports: z.array(FeedSchema),
  podcasts: z.array(FeedSchema),
});
export type RssFeedsData = z.infer<typeof RssFeedsDataSchema>;

/** The site path of the news feed: site-wide, or one sport's. */
export const newsFeedUrl = (sportSlug: string | null) => (sportSlug ? `/sports/${sportSlug}/rss.xml` : '/rss.xml');

export const widget = defineWidget({
  name: 'rss-feeds',
  label: 'RSS feeds',
  description: 'The list of news and podcast feeds.',
  props: RssFeedsPropsSchema,
  data: RssFeedsDataSchema,
});
