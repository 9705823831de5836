import type { WidgetName } from '#schemas/widgets/index.ts';
import type { WidgetResolver } from '#src/widgets/shared/context.server.ts';
import { resolvePromotion } from '#src/widgets/promotion/promotion.server.ts';
import { resolveScoreboard } from '#src/widgets/scoreboard/scoreboard.server.ts';
import { resolvePageTitle } from '#src/widgets/page-title/page-title.server.ts';
import { resolveRichText } from '#src/widgets/rich-text/rich-text.server.ts';
import { resolveSportsDirectory } from '#src/widgets/sports-directory/sports-directory.server.ts';
import { resolveStoryList } from '#src/widgets/story-list/story-list.server.ts';
import { resolveForm } from '#src/widgets/form/form.server.ts';
import { resolveRoster } from '#src/widgets/roster/roster.server.ts';
import { resolveRosterBio } from '#src/widgets/roster-bio/roster-bio.server.ts';
import { resolveSchedule } from '#src/widgets/schedule/schedule.server.ts';
import { resolveDocument } from '#src/widgets/document/document.server.ts';
import { resolvePublication } from '#src/widgets/publication/publication.server.ts';
import { resolvePublications } from '#src/widgets/publications/publications.server.ts';
import { resolvePodcastPlayer } from '#src/widgets/podcast-player/podcast-player.server.ts';
import { resolvePodcasts } from '#src/widgets/podcasts/podcasts.server.ts';
import { resolveStory } from '#src/widgets/story/story.server.ts';
import { resolveSearchResults } from '#src/widgets/search-results/search-results.server.ts';
import { resolveStoryArchive } from '#src/widgets/story-archive/story-archive.server.ts';
import { resolveTagList } from '#src/widgets/tag-list/tag-list.server.ts';
import { resolveTaggedContent } from '#src/widgets/tagged-content/tagged-content.server.ts';
import { resolveRssFeeds } from '#src/widgets/rss-feeds/rss-feeds.server.ts';
import { resolveOnThisDay } from '#src/widgets/on-this-day/on-this-day.server.ts';
import { resolveCalendar } from '#src/widgets/calendar/calendar.server.ts';
import { resolveResults } from '#src/widgets/results/results.server.ts';
import { resolveOpponentHistory } from '#src/widgets/opponent-history/opponent-history.server.ts';
import { resolveHistoricalRoster } from '#src/widgets/historical-roster/historical-roster.server.ts';
import { resolvePartners } from '#src/widgets/partners/partners.server.ts';
import { resolveSocialAccounts } from '#src/widgets/social-accounts/social-accounts.server.ts';
import { resolveTickets } from '#src/widgets/tickets/tickets.server.ts';
import { resolveSubscribe } from '#src/widgets/subscribe/subscribe.server.ts';
import { resolveGameCenter } from '#src/widgets/game-center/game-center.server.ts';
import { resolveBoxscore } from '#src/widgets/boxscore/boxscore.server.ts';
import { resolveSplashPage } from '#src/widgets/splash-page/splash-page.server.ts';
import { resolveHofBio } from '#src/widgets/hof-bio/hof-bio.server.ts';
import { resolveHofList } from '#src/widgets/hof-list/hof-list.server.ts';
import { resolveGalleries } from '#src/widgets/galleries/galleries.server.ts';
import { resolveMediaLibrary } from '#src/widgets/media-library/media-library.server.ts';
import { resolveCumeStats } from '#src/widgets/cume-stats/cume-stats.server.ts';
import { resolveGamedayGames } from '#src/widgets/gameday-games/gameday-games.server.ts';
import { resolveManualPage } from '#src/widgets/manual-page/manual-page.server.ts';
import { resolveVideoEmbed } from '#src/widgets/video-embed/video-embed.server.ts';
import { resolveClippings } from '#src/widgets/clippings/clippings.server.ts';
import { resolveCoverage } from '#src/widgets/coverage/coverage.server.ts';
import { resolveMoments } from '#src/widgets/moments/moments.server.ts';
import { resolveStaffBio } from '#src/widgets/staff-bio/staff-bio.server.ts';
import { resolveStaffDirectory } from '#src/widgets/staff-directory/staff-directory.server.ts';
import { resolveCoachBio } from '#src/widgets/coach-bio/coach-bio.server.ts';
import { resolveCoachList } from '#src/widgets/coach-list/coach-list.server.ts';
import { resolveCoachingRecords } from '#src/widgets/coaching-records/coaching-records.server.ts';
import { resolveAwardBio } from '#src/widgets/award-bio/award-bio.server.ts';
import { resolveAwardsList } from '#src/widgets/awards-list/awards-list.server.ts';
import { resolveFacilitiesList } from '#src/widgets/facilities-list/facilities-list.server.ts';
import { resolveFacility } from '#src/widgets/facility/facility.server.ts';

/** Server side of the registry: how each widget's data is resolved from the store. */
export const widgetResolvers: { [N in WidgetName]: WidgetResolver<N> } = {
  'page-title': resolvePageTitle,
  'story-list': resolveStoryList,
  scoreboard: resolveScoreboard,
  promotion: resolvePromotion,
  'rich-text': resolveRichText,
  'sports-directory': resolveSportsDirectory,
  roster: resolveRoster,
  'roster-bio': resolveRosterBio,
  schedule: resolveSchedule,
  form: resolveForm,
  document: resolveDocument,
  publications: resolvePublications,
  publication: resolvePublication,
  podcasts: resolvePodcasts,
  'podcast-player': resolvePodcastPlayer,
  story: resolveStory,
  'search-results': resolveSearchResults,
  'story-archive': resolveStoryArchive,
  'tag-list': resolveTagList,
  'rss-feeds': resolveRssFeeds,
  'on-this-day': resolveOnThisDay,
  calendar: resolveCalendar,
  results: resolveResults,
  'opponent-history': resolveOpponentHistory,
  'historical-roster': resolveHistoricalRoster,
  'coach-list': resolveCoachList,
  'coach-bio': resolveCoachBio,
  'coaching-records': resolveCoachingRecords,
  'staff-directory': resolveStaffDirectory,
  'staff-bio': resolveStaffBio,
  partners: resolvePartners,
  tickets: resolveTickets,
  'social-accounts': resolveSocialAccounts,
  subscribe: resolveSubscribe,
  'game-center': resolveGameCenter,
  boxscore: resolveBoxscore,
  'splash-page': resolveSplashPage,
  'hof-list': resolveHofList,
  'hof-bio': resolveHofBio,
  galleries: resolveGalleries,
  'media-library': resolveMediaLibrary,
  'cume-stats': resolveCumeStats,
  'manual-page': resolveManualPage,
  'gameday-games': resolveGamedayGames,
  'video-embed': resolveVideoEmbed,
  clippings: resolveClippings,
  coverage: resolveCoverage,
  moments: resolveMoments,
  'tagged-content': resolveTaggedContent,
  'awards-list': resolveAwardsList,
  'award-bio': resolveAwardBio,
  'facilities-list': resolveFacilitiesList,
  facility: resolveFacility,
};
