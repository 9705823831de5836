import type { RosterPlayer } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { playerBioUrl, rosterUrl } from '../shared/urls.ts';
import { toNeighbour, toRosterBioPlayer, type RosterBioData, type RosterBioProps } from './roster-bio.schema.ts';
import { bareWalkOn, newestSeason, seasonRoster } from '../shared/roster.fixtures.ts';
import { sportBy, sportOf } from '../shared/school.fixtures.ts';

/** The bio widget's data, built like roster-bio.server.ts does (fixture bios are plain). */
function bioData(player: RosterPlayer, roster: readonly RosterPlayer[] = seasonRoster(sportOf(player.sport_id), player.season)): RosterBioData {
  const sport: Sport = sportOf(player.sport_id);
  const slug = sport.global_sport_name_slug;
  const index = roster.findIndex((p) => p.id === player.id);
  return {
    sport: { id: sport.id, title: sport.title, slug },
    season: player.season,
    player: toRosterBioPlayer(player, player.bio),
    previous: toNeighbour(index > 0 ? roster[index - 1] : undefined, slug),
    next: toNeighbour(index >= 0 ? roster[index + 1] : undefined, slug),
    rosterUrl: rosterUrl(slug, player.season),
    canonicalUrl: playerBioUrl(slug, player),
  };
}

const football = seasonRoster(sportBy('mfootbl'), newestSeason(sportBy('mfootbl')));
const complete = (p: RosterPlayer) =>
  Object.values(p).every((v) => v !== null) && p.social_media.twitter !== null && p.social_media.instagram !== null && p.social_media.tiktok !== null;
const full = football.find((p, i) => i > 0 && complete(p)) ?? football.find(complete);
const first = football[0];
if (!full || !first) throw new Error('Fixture landmark missing: a football player with every field');

const props: RosterBioProps = {};

export const rosterBioFixtures = {
  /** A football player with every field, all three social links, previous and next players. */
  full: { props, data: bioData(full, football) },
  /** A walk-on with only a name: no image, facts, social links or bio text. */
  minimalFields: { props, data: bioData(bareWalkOn, [...seasonRoster(sportOf(bareWalkOn.sport_id), bareWalkOn.season), bareWalkOn]) },
  /** The first player in jersey order: no previous player. */
  firstPlayer: { props, data: bioData(first, football) },
} satisfies Record<string, { props: RosterBioProps; data: RosterBioData }>;
