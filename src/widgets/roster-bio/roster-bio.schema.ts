import * as z from 'zod/mini';
import { RosterPlayerSchema, type RosterPlayer } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { inJerseyOrder } from '../shared/roster-sort.ts';
import { playerBioUrl, rosterUrl } from '../shared/urls.ts';
import { defineWidget } from '#registry/define-widget.ts';

// The bio's params come from the route (slug, playerSlug, rosterPlayerId): the template sets no props.
export const RosterBioPropsSchema = z.object({});
export type RosterBioProps = z.infer<typeof RosterBioPropsSchema>;

/** spec 3 Roster item social media, as links: the network's label and the profile URL for a handle. */
export const PLAYER_SOCIAL_NETWORKS = {
  twitter: { label: 'X', url: (handle: string) => `https://x.com/${handle}` },
  instagram: { label: 'Instagram', url: (handle: string) => `https://www.instagram.com/${handle}` },
  tiktok: { label: 'TikTok', url: (handle: string) => `https://www.tiktok.com/@${handle}` },
} as const;
export type PlayerSocialNetwork = keyof typeof PLAYER_SOCIAL_NETWORKS;

const NeighbourSchema = z.nullable(z.object({ name: z.string(), jersey_number: z.nullable(z.string()), url: z.string() }));

// The bio shows the entity's own fields (spec 3 Roster item), plus its social links and sanitized bio.
export const RosterBioPlayerSchema = z.extend(
  z.pick(RosterPlayerSchema, {
    id: true,
    first_name: true,
    last_name: true,
    jersey_number: true,
    position_long: true,
    height_feet: true,
    height_inches: true,
    weight: true,
    academic_year: true,
    hometown: true,
    high_school: true,
    previous_school: true,
    major: true,
    image: true,
  }),
  {
    social: z.array(
      z.object({ network: z.enum(['twitter', 'instagram', 'tiktok']), label: z.string(), handle: z.string(), url: z.string() }),
    ),
    /** Sanitized on the server (src/server/sanitize.server.ts) before it is stored in the payload. */
    bio_html: z.nullable(z.string()),
    published: z.boolean(),
  },
);
export type RosterBioPlayer = z.infer<typeof RosterBioPlayerSchema>;

export const RosterBioDataSchema = z.object({
  sport: z.object({ id: z.number(), title: z.string(), slug: z.string() }),
  season: z.string(),
  player: RosterBioPlayerSchema,
  /** Neighbours in the season roster's jersey order. */
  previous: NeighbourSchema,
  next: NeighbourSchema,
  rosterUrl: z.string(),
  /** The player's own URL (the id decides; a wrong slug in the address still shows the player). */
  canonicalUrl: z.string(),
});
export type RosterBioData = z.infer<typeof RosterBioDataSchema>;

/** Entity → bio player; `bioHtml` is the already sanitized bio. Shared by the server and the fixtures. */
export function toRosterBioPlayer(player: RosterPlayer, bioHtml: string | null): RosterBioPlayer {
  const social = (Object.keys(PLAYER_SOCIAL_NETWORKS) as PlayerSocialNetwork[]).flatMap((network) => {
    const handle = player.social_media[network]?.replace(/^@/, '').trim();
    if (!handle) return [];
    const { label, url } = PLAYER_SOCIAL_NETWORKS[network];
    return [{ network, label, handle, url: url(encodeURIComponent(handle)) }];
  });
  return {
    id: player.id,
    first_name: player.first_name,
    last_name: player.last_name,
    jersey_number: player.jersey_number,
    position_long: player.position_long,
    height_feet: player.height_feet,
    height_inches: player.height_inches,
    weight: player.weight,
    academic_year: player.academic_year,
    hometown: player.hometown,
    high_school: player.high_school,
    previous_school: player.previous_school,
    major: player.major,
    image: player.image,
    social,
    bio_html: bioHtml,
    published: player.published,
  };
}

export function toNeighbour(player: RosterPlayer | undefined, sportSlug: string): z.infer<typeof NeighbourSchema> {
  return player
    ? { name: `${player.first_name} ${player.last_name}`, jersey_number: player.jersey_number, url: playerBioUrl(sportSlug, player) }
    : null;
}

/**
 * A player's bio: the player with the bio as safe HTML (`bioHtml`, sanitized by the caller), and the previous
 * and next players of the season's roster (`roster`, any order: jersey order decides, as on the list).
 */
export function rosterBioData(input: {
  sport: Sport;
  player: RosterPlayer;
  bioHtml: string | null;
  roster: readonly RosterPlayer[];
}): RosterBioData {
  const { sport, player } = input;
  const slug = sport.global_sport_name_slug;
  const roster = inJerseyOrder(input.roster);
  const index = roster.findIndex((p) => p.id === player.id);
  return {
    sport: { id: sport.id, title: sport.title, slug },
    season: player.season,
    player: toRosterBioPlayer(player, input.bioHtml),
    previous: toNeighbour(index > 0 ? roster[index - 1] : undefined, slug),
    next: toNeighbour(index >= 0 ? roster[index + 1] : undefined, slug),
    rosterUrl: rosterUrl(slug, player.season),
    canonicalUrl: playerBioUrl(slug, player),
  };
}

export const widget = defineWidget({
  name: 'roster-bio',
  label: 'Player bio',
  description: "One player's bio page (the player in the address).",
  props: RosterBioPropsSchema,
  data: RosterBioDataSchema,
});
