import type * as z from 'zod/mini';
import { PageTitleDataSchema, PageTitlePropsSchema } from '#src/widgets/page-title/page-title.schema.ts';
import { PromotionDataSchema, PromotionPropsSchema } from '#src/widgets/promotion/promotion.schema.ts';
import { RichTextDataSchema, RichTextPropsSchema } from '#src/widgets/rich-text/rich-text.schema.ts';
import { ScoreboardDataSchema, ScoreboardPropsSchema } from '#src/widgets/scoreboard/scoreboard.schema.ts';
import { SportsDirectoryDataSchema, SportsDirectoryPropsSchema } from '#src/widgets/sports-directory/sports-directory.schema.ts';
import { StoryListDataSchema, StoryListPropsSchema } from '#src/widgets/story-list/story-list.schema.ts';
import { FormDataSchema, FormPropsSchema } from '#src/widgets/form/form.schema.ts';
import { RosterDataSchema, RosterPropsSchema } from '#src/widgets/roster/roster.schema.ts';
import { RosterBioDataSchema, RosterBioPropsSchema } from '#src/widgets/roster-bio/roster-bio.schema.ts';
import { ScheduleDataSchema, SchedulePropsSchema } from '#src/widgets/schedule/schedule.schema.ts';
import { DocumentDataSchema, DocumentPropsSchema } from '#src/widgets/document/document.schema.ts';
import { PublicationsDataSchema, PublicationsPropsSchema } from '#src/widgets/publications/publications.schema.ts';
import { PublicationDataSchema, PublicationPropsSchema } from '#src/widgets/publication/publication.schema.ts';
import { PodcastsDataSchema, PodcastsPropsSchema } from '#src/widgets/podcasts/podcasts.schema.ts';
import { PodcastPlayerDataSchema, PodcastPlayerPropsSchema } from '#src/widgets/podcast-player/podcast-player.schema.ts';
import { StoryDataSchema, StoryPropsSchema } from '#src/widgets/story/story.schema.ts';
import { SearchResultsDataSchema, SearchResultsPropsSchema } from '#src/widgets/search-results/search-results.schema.ts';
import { StoryArchiveDataSchema, StoryArchivePropsSchema } from '#src/widgets/story-archive/story-archive.schema.ts';
import { RssFeedsDataSchema, RssFeedsPropsSchema } from '#src/widgets/rss-feeds/rss-feeds.schema.ts';
import { OnThisDayDataSchema, OnThisDayPropsSchema } from '#src/widgets/on-this-day/on-this-day.schema.ts';
import { CalendarDataSchema, CalendarPropsSchema } from '#src/widgets/calendar/calendar.schema.ts';
import { ResultsDataSchema, ResultsPropsSchema } from '#src/widgets/results/results.schema.ts';
import { OpponentHistoryDataSchema, OpponentHistoryPropsSchema } from '#src/widgets/opponent-history/opponent-history.schema.ts';
import { HistoricalRosterDataSchema, HistoricalRosterPropsSchema } from '#src/widgets/historical-roster/historical-roster.schema.ts';
import { CoachBioDataSchema, CoachBioPropsSchema } from '#src/widgets/coach-bio/coach-bio.schema.ts';
import { CoachListDataSchema, CoachListPropsSchema } from '#src/widgets/coach-list/coach-list.schema.ts';
import { CoachingRecordsDataSchema, CoachingRecordsPropsSchema } from '#src/widgets/coaching-records/coaching-records.schema.ts';
import { PartnersDataSchema, PartnersPropsSchema } from '#src/widgets/partners/partners.schema.ts';
import { SocialAccountsDataSchema, SocialAccountsPropsSchema } from '#src/widgets/social-accounts/social-accounts.schema.ts';
import { TicketsDataSchema, TicketsPropsSchema } from '#src/widgets/tickets/tickets.schema.ts';
import { ClippingsDataSchema, ClippingsPropsSchema } from '#src/widgets/clippings/clippings.schema.ts';
import { CoverageDataSchema, CoveragePropsSchema } from '#src/widgets/coverage/coverage.schema.ts';
import { MomentsDataSchema, MomentsPropsSchema } from '#src/widgets/moments/moments.schema.ts';
import { GamedayGamesDataSchema, GamedayGamesPropsSchema } from '#src/widgets/gameday-games/gameday-games.schema.ts';
import { ManualPageDataSchema, ManualPagePropsSchema } from '#src/widgets/manual-page/manual-page.schema.ts';
import { VideoEmbedDataSchema, VideoEmbedPropsSchema } from '#src/widgets/video-embed/video-embed.schema.ts';
import { BoxscoreDataSchema, BoxscorePropsSchema } from '#src/widgets/boxscore/boxscore.schema.ts';
import { CumeStatsDataSchema, CumeStatsPropsSchema } from '#src/widgets/cume-stats/cume-stats.schema.ts';
import { MediaLibraryDataSchema, MediaLibraryPropsSchema } from '#src/widgets/media-library/media-library.schema.ts';
import { GalleriesDataSchema, GalleriesPropsSchema } from '#src/widgets/galleries/galleries.schema.ts';
import { HofBioDataSchema, HofBioPropsSchema } from '#src/widgets/hof-bio/hof-bio.schema.ts';
import { HofListDataSchema, HofListPropsSchema } from '#src/widgets/hof-list/hof-list.schema.ts';
import { SplashPageDataSchema, SplashPagePropsSchema } from '#src/widgets/splash-page/splash-page.schema.ts';
import { GameCenterDataSchema, GameCenterPropsSchema } from '#src/widgets/game-center/game-center.schema.ts';
import { SubscribeDataSchema, SubscribePropsSchema } from '#src/widgets/subscribe/subscribe.schema.ts';
import { StaffBioDataSchema, StaffBioPropsSchema } from '#src/widgets/staff-bio/staff-bio.schema.ts';
import { StaffDirectoryDataSchema, StaffDirectoryPropsSchema } from '#src/widgets/staff-directory/staff-directory.schema.ts';
import { TagListDataSchema, TagListPropsSchema } from '#src/widgets/tag-list/tag-list.schema.ts';
import { TaggedContentDataSchema, TaggedContentPropsSchema } from '#src/widgets/tagged-content/tagged-content.schema.ts';
import { AwardBioDataSchema, AwardBioPropsSchema } from '#src/widgets/award-bio/award-bio.schema.ts';
import { AwardsListDataSchema, AwardsListPropsSchema } from '#src/widgets/awards-list/awards-list.schema.ts';
import { FacilitiesListDataSchema, FacilitiesListPropsSchema } from '#src/widgets/facilities-list/facilities-list.schema.ts';
import { FacilityDataSchema, FacilityPropsSchema } from '#src/widgets/facility/facility.schema.ts';

/**
 * Props and data schemas of every widget, by registry name, with the label editors see (kept here, not in the
 * registry, so no visitor downloads it). Pure zod, so both the server (which validates templates and resolves
 * widget data) and the registry (which adds the components) share one contract.
 */
export const widgetSchemas = {
  'page-title': { props: PageTitlePropsSchema, data: PageTitleDataSchema, label: 'Page title' },
  'story-list': { props: StoryListPropsSchema, data: StoryListDataSchema, label: 'Story list' },
  scoreboard: { props: ScoreboardPropsSchema, data: ScoreboardDataSchema, label: 'Scoreboard (upcoming games or results)' },
  promotion: { props: PromotionPropsSchema, data: PromotionDataSchema, label: 'Promotion' },
  'rich-text': { props: RichTextPropsSchema, data: RichTextDataSchema, label: 'Rich text' },
  'sports-directory': { props: SportsDirectoryPropsSchema, data: SportsDirectoryDataSchema, label: 'Sports directory' },
  roster: { props: RosterPropsSchema, data: RosterDataSchema, label: 'Roster' },
  'roster-bio': { props: RosterBioPropsSchema, data: RosterBioDataSchema, label: 'Player bio' },
  schedule: { props: SchedulePropsSchema, data: ScheduleDataSchema, label: 'Schedule' },
  form: { props: FormPropsSchema, data: FormDataSchema, label: 'Form' },
  document: { props: DocumentPropsSchema, data: DocumentDataSchema, label: 'Document (file page)' },
  publications: { props: PublicationsPropsSchema, data: PublicationsDataSchema, label: 'Publications (list)' },
  publication: { props: PublicationPropsSchema, data: PublicationDataSchema, label: 'Publication' },
  podcasts: { props: PodcastsPropsSchema, data: PodcastsDataSchema, label: 'Podcasts (series list)' },
  'podcast-player': { props: PodcastPlayerPropsSchema, data: PodcastPlayerDataSchema, label: 'Podcast player' },
  story: { props: StoryPropsSchema, data: StoryDataSchema, label: 'Story' },
  'search-results': { props: SearchResultsPropsSchema, data: SearchResultsDataSchema, label: 'Search results' },
  'story-archive': { props: StoryArchivePropsSchema, data: StoryArchiveDataSchema, label: 'Story archive' },
  'tag-list': { props: TagListPropsSchema, data: TagListDataSchema, label: 'Tags' },
  'rss-feeds': { props: RssFeedsPropsSchema, data: RssFeedsDataSchema, label: 'RSS feeds' },
  'on-this-day': { props: OnThisDayPropsSchema, data: OnThisDayDataSchema, label: 'On this day' },
  calendar: { props: CalendarPropsSchema, data: CalendarDataSchema, label: 'Calendar (month, list or print)' },
  results: { props: ResultsPropsSchema, data: ResultsDataSchema, label: 'Results (page or print)' },
  'opponent-history': { props: OpponentHistoryPropsSchema, data: OpponentHistoryDataSchema, label: 'Opponent history' },
  'historical-roster': { props: HistoricalRosterPropsSchema, data: HistoricalRosterDataSchema, label: 'Historical roster' },
  'coach-list': { props: CoachListPropsSchema, data: CoachListDataSchema, label: 'Coaches (or sport staff)' },
  'coach-bio': { props: CoachBioPropsSchema, data: CoachBioDataSchema, label: 'Coach or support staff bio' },
  'coaching-records': { props: CoachingRecordsPropsSchema, data: CoachingRecordsDataSchema, label: 'Coaching records' },
  'staff-directory': { props: StaffDirectoryPropsSchema, data: StaffDirectoryDataSchema, label: 'Staff directory (page, print or department)' },
  'staff-bio': { props: StaffBioPropsSchema, data: StaffBioDataSchema, label: 'Staff bio' },
  partners: { props: PartnersPropsSchema, data: PartnersDataSchema, label: 'Partners (sponsor logos of a promotion location)' },
  tickets: { props: TicketsPropsSchema, data: TicketsDataSchema, label: 'Tickets by sport' },
  'social-accounts': { props: SocialAccountsPropsSchema, data: SocialAccountsDataSchema, label: 'Social media accounts' },
  clippings: { props: ClippingsPropsSchema, data: ClippingsDataSchema, label: 'Press clippings' },
  coverage: { props: CoveragePropsSchema, data: CoverageDataSchema, label: 'TV, radio and stream coverage of coming games' },
  moments: { props: MomentsPropsSchema, data: MomentsDataSchema, label: 'Moments of the season (photos and videos)' },
  'manual-page': { props: ManualPagePropsSchema, data: ManualPageDataSchema, label: 'External or manual page (stored blocks: text, video, games, links)' },
  'gameday-games': { props: GamedayGamesPropsSchema, data: GamedayGamesDataSchema, label: 'Concurrent GameDay games (?ids=)' },
  'video-embed': { props: VideoEmbedPropsSchema, data: VideoEmbedDataSchema, label: 'Video embed page' },
  'cume-stats': { props: CumeStatsPropsSchema, data: CumeStatsDataSchema, label: 'Season statistics (cumulative)' },
  'media-library': { props: MediaLibraryPropsSchema, data: MediaLibraryDataSchema, label: 'All-access video and audio library' },
  galleries: { props: GalleriesPropsSchema, data: GalleriesDataSchema, label: 'Photo galleries (list, or one gallery with its viewer)' },
  'hof-list': { props: HofListPropsSchema, data: HofListDataSchema, label: 'Honors lists (hall of fame…) by class or sport' },
  'hof-bio': { props: HofBioPropsSchema, data: HofBioDataSchema, label: 'Honors inductee bio' },
  'splash-page': { props: SplashPagePropsSchema, data: SplashPageDataSchema, label: 'Splash page' },
  boxscore: { props: BoxscorePropsSchema, data: BoxscoreDataSchema, label: 'Box score' },
  'game-center': { props: GameCenterPropsSchema, data: GameCenterDataSchema, label: 'Game center (countdown, live stats, final)' },
  subscribe: { props: SubscribePropsSchema, data: SubscribeDataSchema, label: 'Newsletter sign-up (or the unsubscribed landing)' },
  'tagged-content': { props: TaggedContentPropsSchema, data: TaggedContentDataSchema, label: 'Tagged content' },
  'awards-list': { props: AwardsListPropsSchema, data: AwardsListDataSchema, label: 'Awards or All-Americans (list)' },
  'award-bio': { props: AwardBioPropsSchema, data: AwardBioDataSchema, label: 'Award or All-American (bio)' },
  'facilities-list': { props: FacilitiesListPropsSchema, data: FacilitiesListDataSchema, label: 'Facilities' },
  facility: { props: FacilityPropsSchema, data: FacilityDataSchema, label: 'Facility page' },
} satisfies Record<string, { props: z.ZodMiniType; data: z.ZodMiniType; label: string }>;

export type WidgetName = keyof typeof widgetSchemas;
export const WIDGET_NAMES = Object.keys(widgetSchemas) as WidgetName[];
export function isWidgetName(name: string): name is WidgetName {
  return Object.hasOwn(widgetSchemas, name);
}
export type WidgetProps<N extends WidgetName> = z.infer<(typeof widgetSchemas)[N]['props']>;
export type WidgetData<N extends WidgetName> = z.infer<(typeof widgetSchemas)[N]['data']>;
