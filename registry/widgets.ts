import type { WidgetData, WidgetName, WidgetProps } from '#schemas/widgets/index.ts';
import { defineWidget, loadWidget, type WidgetDefinition } from './define-widget.ts';

/**
 * The only place that knows widgets by name. Each entry loads its component and its schemas lazily, so a
 * page ships only the code of the widgets its template shows. Adding a widget: a folder in src/widgets, its
 * schemas, one entry here, a fixture and a story.
 */
export const widgetRegistry: { [N in WidgetName]: WidgetDefinition<WidgetProps<N>, WidgetData<N>> } = {
  'page-title': defineWidget({
    name: 'page-title', label: 'Page title',
    load: () => loadWidget(import('#src/widgets/page-title/page-title.tsx'), import('#schemas/widgets/page-title.ts').then((s) => ({ props: s.PageTitlePropsSchema, data: s.PageTitleDataSchema }))),
  }),
  'story-list': defineWidget({
    name: 'story-list', label: 'Story list',
    load: () => loadWidget(import('#src/widgets/story-list/story-list.tsx'), import('#schemas/widgets/story-list.ts').then((s) => ({ props: s.StoryListPropsSchema, data: s.StoryListDataSchema }))),
  }),
  scoreboard: defineWidget({
    name: 'scoreboard', label: 'Scoreboard (upcoming games or results)',
    load: () => loadWidget(import('#src/widgets/scoreboard/scoreboard.tsx'), import('#schemas/widgets/scoreboard.ts').then((s) => ({ props: s.ScoreboardPropsSchema, data: s.ScoreboardDataSchema }))),
  }),
  promotion: defineWidget({
    name: 'promotion', label: 'Promotion',
    load: () => loadWidget(import('#src/widgets/promotion/promotion.tsx'), import('#schemas/widgets/promotion.ts').then((s) => ({ props: s.PromotionPropsSchema, data: s.PromotionDataSchema }))),
  }),
  'rich-text': defineWidget({
    name: 'rich-text', label: 'Rich text',
    load: () => loadWidget(import('#src/widgets/rich-text/rich-text.tsx'), import('#schemas/widgets/rich-text.ts').then((s) => ({ props: s.RichTextPropsSchema, data: s.RichTextDataSchema }))),
  }),
  'sports-directory': defineWidget({
    name: 'sports-directory', label: 'Sports directory',
    load: () => loadWidget(import('#src/widgets/sports-directory/sports-directory.tsx'), import('#schemas/widgets/sports-directory.ts').then((s) => ({ props: s.SportsDirectoryPropsSchema, data: s.SportsDirectoryDataSchema }))),
  }),
  roster: defineWidget({
    name: 'roster', label: 'Roster',
    load: () => loadWidget(import('#src/widgets/roster/roster.tsx'), import('#schemas/widgets/roster.ts').then((s) => ({ props: s.RosterPropsSchema, data: s.RosterDataSchema }))),
  }),
  'roster-bio': defineWidget({
    name: 'roster-bio', label: 'Player bio',
    load: () => loadWidget(import('#src/widgets/roster-bio/roster-bio.tsx'), import('#schemas/widgets/roster-bio.ts').then((s) => ({ props: s.RosterBioPropsSchema, data: s.RosterBioDataSchema }))),
  }),
  schedule: defineWidget({
    name: 'schedule', label: 'Schedule',
    load: () => loadWidget(import('#src/widgets/schedule/schedule.tsx'), import('#schemas/widgets/schedule.ts').then((s) => ({ props: s.SchedulePropsSchema, data: s.ScheduleDataSchema }))),
  }),
  form: defineWidget({
    name: 'form', label: 'Form',
    load: () => loadWidget(import('#src/widgets/form/form.tsx'), import('#schemas/widgets/form.ts').then((s) => ({ props: s.FormPropsSchema, data: s.FormDataSchema }))),
  }),
  document: defineWidget({
    name: 'document', label: 'Document (file page)',
    load: () => loadWidget(import('#src/widgets/document/document.tsx'), import('#schemas/widgets/document.ts').then((s) => ({ props: s.DocumentPropsSchema, data: s.DocumentDataSchema }))),
  }),
  publications: defineWidget({
    name: 'publications', label: 'Publications (list)',
    load: () => loadWidget(import('#src/widgets/publications/publications.tsx'), import('#schemas/widgets/publications.ts').then((s) => ({ props: s.PublicationsPropsSchema, data: s.PublicationsDataSchema }))),
  }),
  publication: defineWidget({
    name: 'publication', label: 'Publication',
    load: () => loadWidget(import('#src/widgets/publication/publication.tsx'), import('#schemas/widgets/publication.ts').then((s) => ({ props: s.PublicationPropsSchema, data: s.PublicationDataSchema }))),
  }),
  podcasts: defineWidget({
    name: 'podcasts', label: 'Podcasts (series list)',
    load: () => loadWidget(import('#src/widgets/podcasts/podcasts.tsx'), import('#schemas/widgets/podcasts.ts').then((s) => ({ props: s.PodcastsPropsSchema, data: s.PodcastsDataSchema }))),
  }),
  story: defineWidget({
    name: 'story', label: 'Story',
    load: () => loadWidget(import('#src/widgets/story/story.tsx'), import('#schemas/widgets/story.ts').then((s) => ({ props: s.StoryPropsSchema, data: s.StoryDataSchema }))),
  }),
  'search-results': defineWidget({
    name: 'search-results', label: 'Search results',
    load: () => loadWidget(import('#src/widgets/search-results/search-results.tsx'), import('#schemas/widgets/search-results.ts').then((s) => ({ props: s.SearchResultsPropsSchema, data: s.SearchResultsDataSchema }))),
  }),
  'story-archive': defineWidget({
    name: 'story-archive', label: 'Story archive',
    load: () => loadWidget(import('#src/widgets/story-archive/story-archive.tsx'), import('#schemas/widgets/story-archive.ts').then((s) => ({ props: s.StoryArchivePropsSchema, data: s.StoryArchiveDataSchema }))),
  }),
  'tag-list': defineWidget({
    name: 'tag-list', label: 'Tags',
    load: () => loadWidget(import('#src/widgets/tag-list/tag-list.tsx'), import('#schemas/widgets/tags.ts').then((s) => ({ props: s.TagListPropsSchema, data: s.TagListDataSchema }))),
  }),
  'tagged-content': defineWidget({
    name: 'tagged-content', label: 'Tagged content',
    load: () => loadWidget(import('#src/widgets/tagged-content/tagged-content.tsx'), import('#schemas/widgets/tags.ts').then((s) => ({ props: s.TaggedContentPropsSchema, data: s.TaggedContentDataSchema }))),
  }),
  'rss-feeds': defineWidget({
    name: 'rss-feeds', label: 'RSS feeds',
    load: () => loadWidget(import('#src/widgets/rss-feeds/rss-feeds.tsx'), import('#schemas/widgets/rss-feeds.ts').then((s) => ({ props: s.RssFeedsPropsSchema, data: s.RssFeedsDataSchema }))),
  }),
  'on-this-day': defineWidget({
    name: 'on-this-day', label: 'On this day',
    load: () => loadWidget(import('#src/widgets/on-this-day/on-this-day.tsx'), import('#schemas/widgets/on-this-day.ts').then((s) => ({ props: s.OnThisDayPropsSchema, data: s.OnThisDayDataSchema }))),
  }),
  'podcast-player': defineWidget({
    name: 'podcast-player', label: 'Podcast player',
    load: () => loadWidget(import('#src/widgets/podcast-player/podcast-player.tsx'), import('#schemas/widgets/podcast-player.ts').then((s) => ({ props: s.PodcastPlayerPropsSchema, data: s.PodcastPlayerDataSchema }))),
  }),
};
