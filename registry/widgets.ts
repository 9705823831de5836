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
  'staff-directory': defineWidget({
    load: () => import('#src/widgets/staff-directory/staff-directory.tsx').then(loadedWidget),
  }),
  'staff-bio': defineWidget({
    load: () => import('#src/widgets/staff-bio/staff-bio.tsx').then(loadedWidget),
  }),
  partners: defineWidget({
    load: () => import('#src/widgets/partners/partners.tsx').then(loadedWidget),
  }),
  tickets: defineWidget({
    load: () => import('#src/widgets/tickets/tickets.tsx').then(loadedWidget),
  }),
  'social-accounts': defineWidget({
    load: () => import('#src/widgets/social-accounts/social-accounts.tsx').then(loadedWidget),
  }),
  clippings: defineWidget({
    load: () => import('#src/widgets/clippings/clippings.tsx').then(loadedWidget),
  }),
  coverage: defineWidget({
    load: () => import('#src/widgets/coverage/coverage.tsx').then(loadedWidget),
  }),
  moments: defineWidget({
    load: () => import('#src/widgets/moments/moments.tsx').then(loadedWidget),
  }),
  'manual-page': defineWidget({
    load: () => import('#src/widgets/manual-page/manual-page.tsx').then(loadedWidget),
  }),
  'gameday-games': defineWidget({
    load: () => import('#src/widgets/gameday-games/gameday-games.tsx').then(loadedWidget),
  }),
  'video-embed': defineWidget({
    load: () => import('#src/widgets/video-embed/video-embed.tsx').then(loadedWidget),
  }),
  'cume-stats': defineWidget({
    load: () => import('#src/widgets/cume-stats/cume-stats.tsx').then(loadedWidget),
  }),
  'media-library': defineWidget({
    load: () => import('#src/widgets/media-library/media-library.tsx').then(loadedWidget),
  }),
  galleries: defineWidget({
    load: () => import('#src/widgets/galleries/galleries.tsx').then(loadedWidget),
  }),
  'hof-list': defineWidget({
    load: () => import('#src/widgets/hof-list/hof-list.tsx').then(loadedWidget),
  }),
  'hof-bio': defineWidget({
    load: () => import('#src/widgets/hof-bio/hof-bio.tsx').then(loadedWidget),
  }),
  'splash-page': defineWidget({
    load: () => import('#src/widgets/splash-page/splash-page.tsx').then(loadedWidget),
  }),
  boxscore: defineWidget({
    load: () => import('#src/widgets/boxscore/boxscore.tsx').then(loadedWidget),
  }),
  'game-center': defineWidget({
    load: () => import('#src/widgets/game-center/game-center.tsx').then(loadedWidget),
  }),
  subscribe: defineWidget({
    load: () => import('#src/widgets/subscribe/subscribe.tsx').then(loadedWidget),
  }),
  'podcast-player': defineWidget({
    load: () => import('#src/widgets/podcast-player/podcast-player.tsx').then(loadedWidget),
  }),
  'awards-list': defineWidget({
    load: () => import('#src/widgets/awards-list/awards-list.tsx').then(loadedWidget),
  }),
  'award-bio': defineWidget({
    load: () => import('#src/widgets/award-bio/award-bio.tsx').then(loadedWidget),
  }),
  'facilities-list': defineWidget({
    load: () => import('#src/widgets/facilities-list/facilities-list.tsx').then(loadedWidget),
  }),
  facility: defineWidget({
    load: () => import('#src/widgets/facility/facility.tsx').then(loadedWidget),
  }),
};
