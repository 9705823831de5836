import type { WidgetData, WidgetName, WidgetProps } from '#schemas/widgets/index.ts';
import { defineWidget, loadedWidget, type WidgetDefinition } from './define-widget.ts';

/**
 * The only place that knows widgets by name. Each entry loads its component and its schemas lazily, so a
 * page ships only the code of the widgets its template shows. Adding a widget: a folder in src/widgets, its
 * schemas, one entry here, a fixture and a story.
 */
export const widgetRegistry: { [N in WidgetName]: WidgetDefinition<WidgetProps<N>, WidgetData<N>> } = {
  'page-title': defineWidget({
    load: () => import('#src/widgets/page-title/page-title.tsx').then(loadedWidget),
  }),
  'story-list': defineWidget({
    load: () => import('#src/widgets/story-list/story-list.tsx').then(loadedWidget),
  }),
  scoreboard: defineWidget({
    load: () => import('#src/widgets/scoreboard/scoreboard.tsx').then(loadedWidget),
  }),
  promotion: defineWidget({
    load: () => import('#src/widgets/promotion/promotion.tsx').then(loadedWidget),
  }),
  'rich-text': defineWidget({
    load: () => import('#src/widgets/rich-text/rich-text.tsx').then(loadedWidget),
  }),
  'sports-directory': defineWidget({
    load: () => import('#src/widgets/sports-directory/sports-directory.tsx').then(loadedWidget),
  }),
  roster: defineWidget({
    load: () => import('#src/widgets/roster/roster.tsx').then(loadedWidget),
  }),
  'roster-bio': defineWidget({
    load: () => import('#src/widgets/roster-bio/roster-bio.tsx').then(loadedWidget),
  }),
  schedule: defineWidget({
    load: () => import('#src/widgets/schedule/schedule.tsx').then(loadedWidget),
  }),
  form: defineWidget({
    load: () => import('#src/widgets/form/form.tsx').then(loadedWidget),
  }),
  document: defineWidget({
    load: () => import('#src/widgets/document/document.tsx').then(loadedWidget),
  }),
  publications: defineWidget({
    load: () => import('#src/widgets/publications/publications.tsx').then(loadedWidget),
  }),
  publication: defineWidget({
    load: () => import('#src/widgets/publication/publication.tsx').then(loadedWidget),
  }),
  podcasts: defineWidget({
    load: () => import('#src/widgets/podcasts/podcasts.tsx').then(loadedWidget),
  }),
  story: defineWidget({
    load: () => import('#src/widgets/story/story.tsx').then(loadedWidget),
  }),
  'search-results': defineWidget({
    load: () => import('#src/widgets/search-results/search-results.tsx').then(loadedWidget),
  }),
  'story-archive': defineWidget({
    load: () => import('#src/widgets/story-archive/story-archive.tsx').then(loadedWidget),
  }),
  'tag-list': defineWidget({
    load: () => import('#src/widgets/tag-list/tag-list.tsx').then(loadedWidget),
  }),
  'tagged-content': defineWidget({
    load: () => import('#src/widgets/tagged-content/tagged-content.tsx').then(loadedWidget),
  }),
  'rss-feeds': defineWidget({
    load: () => import('#src/widgets/rss-feeds/rss-feeds.tsx').then(loadedWidget),
  }),
  'on-this-day': defineWidget({
    load: () => import('#src/widgets/on-this-day/on-this-day.tsx').then(loadedWidget),
  }),
  calendar: defineWidget({
    load: () => import('#src/widgets/calendar/calendar.tsx').then(loadedWidget),
  }),
  results: defineWidget({
    load: () => import('#src/widgets/results/results.tsx').then(loadedWidget),
  }),
  'opponent-history': defineWidget({
    load: () => import('#src/widgets/opponent-history/opponent-history.tsx').then(loadedWidget),
  }),
  'historical-roster': defineWidget({
    load: () => import('#src/widgets/historical-roster/historical-roster.tsx').then(loadedWidget),
  }),
  'coach-list': defineWidget({
    load: () => import('#src/widgets/coach-list/coach-list.tsx').then(loadedWidget),
  }),
  'coach-bio': defineWidget({
    load: () => import('#src/widgets/coach-bio/coach-bio.tsx').then(loadedWidget),
  }),
  'coaching-records': defineWidget({
    load: () => import('#src/widgets/coaching-records/coaching-records.tsx').then(loadedWidget),
  }),
  'podcast-player': defineWidget({
    load: () => import('#src/widgets/podcast-player/podcast-player.tsx').then(loadedWidget),
  }),
  'facilities-list': defineWidget({
    load: () => import('#src/widgets/facilities-list/facilities-list.tsx').then(loadedWidget),
  }),
  facility: defineWidget({
    load: () => import('#src/widgets/facility/facility.tsx').then(loadedWidget),
  }),
};
