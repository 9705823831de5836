import type { RosterPlayer } from '#schemas/entities/roster.ts';
import { playerBioUrl } from '../shared/urls.ts';
import { rosterBioData, type RosterBioData, type RosterBioProps } from './roster-bio.schema.ts';
import { inJerseyOrder } from '../shared/roster-sort.ts';
import { bareWalkOn, newestSeason, seasonRoster } from '../shared/roster.fixtures.ts';
import { sportBy, sportOf } from '../shared/school.fixtures.ts';

/** The bio widget's data by its own mapper (the demo school's bios are plain text, already safe HTML). */
function bioOf(
  player: RosterPlayer,
  roster: readonly RosterPlayer[] = seasonRoster(sportOf(player.sport_id), player.season),
): RosterBioData {
  return rosterBioData({ sport: sportOf(player.sport_id), player, bioHtml: player.bio, roster });
}

const footballSport = sportBy('mfootbl');
const football = inJerseyOrder(seasonRoster(footballSport, newestSeason(footballSport)));
const complete = (p: RosterPlayer) =>
  Object.values(p).every((v) => v !== null) &&
  p.social_media.twitter !== null &&
  p.social_media.instagram !== null &&
  p.social_media.tiktok !== null;
const full = football.find((p, i) => i > 0 && complete(p)) ?? football.find(complete);
const first = football[0];
if (!full || !first) throw new Error('Fixture landmark missing: a football player with every field');

const props: RosterBioProps = {};
// The walk-on's teammates listed before him (golf has no jersey numbers: the roster is in name order).
const walkOnsTeammates = seasonRoster(sportOf(bareWalkOn.sport_id), bareWalkOn.season).filter(
  (p) => p.last_name.localeCompare(bareWalkOn.last_name) < 0,
);
const bioPage = (player: RosterPlayer) => playerBioUrl(footballSport.global_sport_name_slug, player);

export const rosterBioFixtures = {
  /** A football player with every field, all three social links, previous and next players. */
  full: { props, data: bioOf(full), from: bioPage(full) },
  /** A walk-on with only a name, last on his roster: no image, facts, social links, bio text or next player. */
  minimalFields: { props, data: bioOf(bareWalkOn, [...walkOnsTeammates, bareWalkOn]) },
  /** The first player in jersey order: no previous player. */
  firstPlayer: { props, data: bioOf(first), from: bioPage(first) },
} satisfies Record<string, { props: RosterBioProps; data: RosterBioData; from?: string }>;
