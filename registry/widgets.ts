import type { WidgetData, WidgetName, WidgetProps } from '#schemas/widgets/index.ts';
import { defineWidget, type WidgetDefinition } from './define-widget.ts';

/**
 * The only place that knows widgets by name. Each entry loads its component and its schemas lazily, so a
 * page ships only the code of the widgets its template shows. Adding a widget: a folder in src/widgets, its
 * schemas, one entry here, a fixture and a story.
 */
export const widgetRegistry: { [N in WidgetName]: WidgetDefinition<WidgetProps<N>, WidgetData<N>> } = {
  'page-title': defineWidget({
    load: () => import('#src/widgets/page-title/page-title.tsx'),
  }),
  'story-list': defineWidget({
    load: () => import('#src/widgets/story-list/story-list.tsx'),
  }),
  scoreboard: defineWidget({
    load: () => import('#src/widgets/scoreboard/scoreboard.tsx'),
  }),
  promotion: defineWidget({
    load: () => import('#src/widgets/promotion/promotion.tsx'),
  }),
  'rich-text': defineWidget({
    load: () => import('#src/widgets/rich-text/rich-text.tsx'),
  }),
  'sports-directory': defineWidget({
    load: () => import('#src/widgets/sports-directory/sports-directory.tsx'),
  }),
  roster: defineWidget({
    load: () => import('#src/widgets/roster/roster.tsx'),
  }),
  'roster-bio': defineWidget({
    load: () => import('#src/widgets/roster-bio/roster-bio.tsx'),
  }),
  schedule: defineWidget({
    load: () => import('#src/widgets/schedule/schedule.tsx'),
  }),
  form: defineWidget({
    load: () => import('#src/widgets/form/form.tsx'),
  }),
  document: defineWidget({
    load: () => import('#src/widgets/document/document.tsx'),
  }),
  publications: defineWidget({
    load: () => import('#src/widgets/publications/publications.tsx'),
  }),
  publication: defineWidget({
    load: () => import('#src/widgets/publication/publication.tsx'),
  }),
  podcasts: defineWidget({
    load: () => import('#src/widgets/podcasts/podcasts.tsx'),
  }),
  story: defineWidget({
    load: () => import('#src/widgets/story/story.tsx'),
  }),
  'search-results': defineWidget({
    load: () => import('#src/widgets/search-results/search-results.tsx'),
  }),
  'story-archive': defineWidget({
    load: () => import('#src/widgets/story-archive/story-archive.tsx'),
  }),
  'tag-list': defineWidget({
    load: () => import('#src/widgets/tag-list/tag-list.tsx'),
  }),
  'tagged-content': defineWidget({
    load: () => import('#src/widgets/tagged-content/tagged-content.tsx'),
  }),
  'rss-feeds': defineWidget({
    load: () => import('#src/widgets/rss-feeds/rss-feeds.tsx'),
  }),
  'on-this-day': defineWidget({
    load: () => import('#src/widgets/on-this-day/on-this-day.tsx'),
  }),
  calendar: defineWidget({
    load: () => import('#src/widgets/calendar/calendar.tsx'),
  }),
  results: defineWidget({
    load: () => import('#src/widgets/results/results.tsx'),
  }),
  'opponent-history': defineWidget({
    load: () => import('#src/widgets/opponent-history/opponent-history.tsx'),
  }),
  'historical-roster': defineWidget({
    load: () => import('#src/widgets/historical-roster/historical-roster.tsx'),
  }),
  'coach-list': defineWidget({
    load: () => import('#src/widgets/coach-list/coach-list.tsx'),
  }),
  'coach-bio': defineWidget({
    load: () => import('#src/widgets/coach-bio/coach-bio.tsx'),
  }),
  'coaching-records': defineWidget({
    load: () => import('#src/widgets/coaching-records/coaching-records.tsx'),
  }),
  'staff-directory': defineWidget({
    load: () => import('#src/widgets/staff-directory/staff-directory.tsx'),
  }),
  'staff-bio': defineWidget({
    load: () => import('#src/widgets/staff-bio/staff-bio.tsx'),
  }),
  partners: defineWidget({
    load: () => import('#src/widgets/partners/partners.tsx'),
  }),
  tickets: defineWidget({
    load: () => import('#src/widgets/tickets/tickets.tsx'),
  }),
  'social-accounts': defineWidget({
    load: () => import('#src/widgets/social-accounts/social-accounts.tsx'),
  }),
  clippings: defineWidget({
    load: () => import('#src/widgets/clippings/clippings.tsx'),
  }),
  coverage: defineWidget({
    load: () => import('#src/widgets/coverage/coverage.tsx'),
  }),
  moments: defineWidget({
    load: () => import('#src/widgets/moments/moments.tsx'),
  }),
  'manual-page': defineWidget({
    load: () => import('#src/widgets/manual-page/manual-page.tsx'),
  }),
  'gameday-games': defineWidget({
    load: () => import('#src/widgets/gameday-games/gameday-games.tsx'),
  }),
  'video-embed': defineWidget({
    load: () => import('#src/widgets/video-embed/video-embed.tsx'),
  }),
  'cume-stats': defineWidget({
    load: () => import('#src/widgets/cume-stats/cume-stats.tsx'),
  }),
  'media-library': defineWidget({
    load: () => import('#src/widgets/media-library/media-library.tsx'),
  }),
  galleries: defineWidget({
    load: () => import('#src/widgets/galleries/galleries.tsx'),
  }),
  'hof-list': defineWidget({
    load: () => import('#src/widgets/hof-list/hof-list.tsx'),
  }),
  'hof-bio': defineWidget({
    load: () => import('#src/widgets/hof-bio/hof-bio.tsx'),
  }),
  'splash-page': defineWidget({
    load: () => import('#src/widgets/splash-page/splash-page.tsx'),
  }),
  boxscore: defineWidget({
    load: () => import('#src/widgets/boxscore/boxscore.tsx'),
  }),
  'game-center': defineWidget({
    load: () => import('#src/widgets/game-center/game-center.tsx'),
  }),
  subscribe: defineWidget({
    load: () => import('#src/widgets/subscribe/subscribe.tsx'),
  }),
  'podcast-player': defineWidget({
    load: () => import('#src/widgets/podcast-player/podcast-player.tsx'),
  }),
  'awards-list': defineWidget({
    load: () => import('#src/widgets/awards-list/awards-list.tsx'),
  }),
  'award-bio': defineWidget({
    load: () => import('#src/widgets/award-bio/award-bio.tsx'),
  }),
  'facilities-list': defineWidget({
    load: () => import('#src/widgets/facilities-list/facilities-list.tsx'),
  }),
  facility: defineWidget({
    load: () => import('#src/widgets/facility/facility.tsx'),
  }),
};
