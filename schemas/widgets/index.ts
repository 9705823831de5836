import type * as z from 'zod/mini';
import { PageTitleDataSchema, PageTitlePropsSchema } from './page-title.ts';
import { PromotionDataSchema, PromotionPropsSchema } from './promotion.ts';
import { RichTextDataSchema, RichTextPropsSchema } from './rich-text.ts';
import { ScoreboardDataSchema, ScoreboardPropsSchema } from './scoreboard.ts';
import { SportsDirectoryDataSchema, SportsDirectoryPropsSchema } from './sports-directory.ts';
import { StoryListDataSchema, StoryListPropsSchema } from './story-list.ts';
import { FormDataSchema, FormPropsSchema } from './form.ts';
import { RosterDataSchema, RosterPropsSchema } from './roster.ts';
import { RosterBioDataSchema, RosterBioPropsSchema } from './roster-bio.ts';
import { ScheduleDataSchema, SchedulePropsSchema } from './schedule.ts';
import { DocumentDataSchema, DocumentPropsSchema } from './document.ts';
import { PublicationsDataSchema, PublicationsPropsSchema } from './publications.ts';
import { PublicationDataSchema, PublicationPropsSchema } from './publication.ts';
import { PodcastsDataSchema, PodcastsPropsSchema } from './podcasts.ts';
import { PodcastPlayerDataSchema, PodcastPlayerPropsSchema } from './podcast-player.ts';
import { StoryDataSchema, StoryPropsSchema } from './story.ts';
import { SearchResultsDataSchema, SearchResultsPropsSchema } from './search-results.ts';
import { StoryArchiveDataSchema, StoryArchivePropsSchema } from './story-archive.ts';
import { RssFeedsDataSchema, RssFeedsPropsSchema } from './rss-feeds.ts';
import { OnThisDayDataSchema, OnThisDayPropsSchema } from './on-this-day.ts';
import { TagListDataSchema, TagListPropsSchema, TaggedContentDataSchema, TaggedContentPropsSchema } from './tags.ts';

/**
 * Props and data schemas of every widget, by registry name. Pure zod, so both the server (which validates
 * templates and resolves widget data) and the registry (which adds the components) share one contract.
 */
export const widgetSchemas = {
  'page-title': { props: PageTitlePropsSchema, data: PageTitleDataSchema },
  'story-list': { props: StoryListPropsSchema, data: StoryListDataSchema },
  scoreboard: { props: ScoreboardPropsSchema, data: ScoreboardDataSchema },
  promotion: { props: PromotionPropsSchema, data: PromotionDataSchema },
  'rich-text': { props: RichTextPropsSchema, data: RichTextDataSchema },
  'sports-directory': { props: SportsDirectoryPropsSchema, data: SportsDirectoryDataSchema },
  roster: { props: RosterPropsSchema, data: RosterDataSchema },
  'roster-bio': { props: RosterBioPropsSchema, data: RosterBioDataSchema },
  schedule: { props: SchedulePropsSchema, data: ScheduleDataSchema },
  form: { props: FormPropsSchema, data: FormDataSchema },
  document: { props: DocumentPropsSchema, data: DocumentDataSchema },
  publications: { props: PublicationsPropsSchema, data: PublicationsDataSchema },
  publication: { props: PublicationPropsSchema, data: PublicationDataSchema },
  podcasts: { props: PodcastsPropsSchema, data: PodcastsDataSchema },
  'podcast-player': { props: PodcastPlayerPropsSchema, data: PodcastPlayerDataSchema },
  story: { props: StoryPropsSchema, data: StoryDataSchema },
  'search-results': { props: SearchResultsPropsSchema, data: SearchResultsDataSchema },
  'story-archive': { props: StoryArchivePropsSchema, data: StoryArchiveDataSchema },
  'tag-list': { props: TagListPropsSchema, data: TagListDataSchema },
  'rss-feeds': { props: RssFeedsPropsSchema, data: RssFeedsDataSchema },
  'on-this-day': { props: OnThisDayPropsSchema, data: OnThisDayDataSchema },
  'tagged-content': { props: TaggedContentPropsSchema, data: TaggedContentDataSchema },
} satisfies Record<string, { props: z.ZodMiniType; data: z.ZodMiniType }>;

export type WidgetName = keyof typeof widgetSchemas;
export const WIDGET_NAMES = Object.keys(widgetSchemas) as WidgetName[];
export function isWidgetName(name: string): name is WidgetName {
  return Object.hasOwn(widgetSchemas, name);
}
export type WidgetProps<N extends WidgetName> = z.infer<(typeof widgetSchemas)[N]['props']>;
export type WidgetData<N extends WidgetName> = z.infer<(typeof widgetSchemas)[N]['data']>;
