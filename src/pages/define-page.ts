import type { AllAmerican, Award } from '#schemas/entities/award.ts';
import type { Facility } from '#schemas/entities/facility.ts';
import type { StoredFile } from '#schemas/entities/file.ts';
import type { Form } from '#schemas/entities/form.ts';
import type { Game } from '#schemas/entities/game.ts';
import type { Inductee } from '#schemas/entities/honor.ts';
import type { ManualPage } from '#schemas/entities/manual-page.ts';
import type { PodcastSeries } from '#schemas/entities/podcast.ts';
import type { Publication } from '#schemas/entities/publication.ts';
import type { RosterPlayer, StaffMember } from '#schemas/entities/roster.ts';
import type { Splash } from '#schemas/entities/splash.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import type { Story } from '#schemas/entities/story.ts';
import type { Tag } from '#schemas/entities/tag.ts';
import type { PageFlags, WidgetInstance } from '#schemas/page.ts';
import type { MiddlewareName } from '#src/routes/middleware.ts';

/** spec 2.2 page types, plus the two the shell also recognises; anything else is `unknown`. */
export type PageType =
  | 'home-page'
  | 'sport-home'
  | 'roster-player'
  | 'roster-list'
  | 'roster-coach'
  | 'roster-coach-list'
  | 'staff'
  | 'hall-of-fame'
  | 'athletes-of-the-week'
  | 'schedule-list'
  | 'schedule-history'
  | 'schedule-boxscore'
  | 'schedule-cumestats'
  | 'schedule-coverage'
  | 'schedule-calendar'
  | 'story'
  | 'story-archives'
  | 'sportfile'
  | 'press-clips'
  | 'error-404'
  | 'survey-form'
  | 'document'
  | 'on-this-day'
  | 'podcast'
  | 'podcast-list'
  | 'facilities'
  | 'game-center'
  | 'photo-galleries'
  | 'schedule-signingday'
  | 'unknown';

/** A param rule: a pattern the value must match, or the only values allowed. */
export type ParamRule = RegExp | readonly string[];

/** One address pattern of a page (spec 2.1). */
export interface RouteDefinition {
  /** Unique over every page: React Router's route id. */
  id: string;
  path: string;
  /** Added to the page's own flags for this address (a hidden variant adds `requiresAuth`). */
  flags?: Partial<PageFlags>;
  /** spec 2.7: run in order after the address matched (src/routes/middleware.ts). */
  middleware?: readonly MiddlewareName[];
  params?: Readonly<Record<string, ParamRule>>;
  /** spec 2.3: the current sport is set by the page's widget, not read from the params. */
  manualSport?: boolean;
  /** Route module serving this address; the generic page module unless the screen needs its own. */
  module?: string;
  /**
   * Query parameters the page reads (search text, filters, page numbers). Only these reach the page payload
   * (and so its widgets and the page cache key); any other query parameter is ignored.
   */
  query?: readonly string[];
  /**
   * Choices that name another address of the page: a GET form's field, by query name, and the path param it
   * sets (a season picker before hydration sends `?season=2024-25`; the answer is a 302 to the season's address,
   * the rest of the declared query kept). A value the param's rule refuses is a 404.
   */
  choices?: Readonly<Record<string, string>>;
}

/** An old address that answers 301 to one of the page's own; `:name` segments carry over. */
export interface RedirectDefinition {
  id: string;
  path: string;
  redirectTo: string;
}

/** `site`: the site's name (home); `sport`: the current sport's title, else the site's name (sport home). */
export type PageTitle = string | { use: 'site' | 'sport' };

/** The stored records a preview sample may pick from, by collection. */
export interface PreviewCollections {
  sports: Sport;
  stories: Story;
  roster: RosterPlayer;
  staff: StaffMember;
  games: Game;
  awards: Award;
  all_americans: AllAmerican;
  podcasts: PodcastSeries;
  facilities: Facility;
  publications: Publication;
  forms: Form;
  inductees: Inductee;
  splash: Splash;
  tags: Tag;
  manual_pages: ManualPage;
  files: StoredFile;
}

/**
 * How the editor finds an address that shows a page whose address needs a record (a story, a player…): walk the
 * collection's records (drafts too: the editor previews as staff), `first` in the collection's own order or
 * `latest` by its date first, and take the first address `address` builds. `address` answers null for a record
 * that cannot show the page (a draft on a public address, a coach for a support-staff bio, a game without a box
 * score). `sport` is the record's sport, when it has one.
 */
export type PreviewSample = {
  [C in keyof PreviewCollections]: {
    collection: C;
    pick: 'first' | 'latest';
    address: (record: PreviewCollections[C], sport: Sport | null) => string | null;
  };
}[keyof PreviewCollections];

/** The template a page starts with, before an editor changes it (widgets by registry name and props). */
export interface DefaultTemplate {
  above?: readonly WidgetInstance[];
  default: readonly WidgetInstance[];
  below?: readonly WidgetInstance[];
}

/**
 * One page: everything the site and the editor know about it. Pure data (no React, no Node); the page list,
 * the route table and the default templates are generated from these files (`npm run gen:pages`).
 */
export interface PageDefinition<N extends string = string> {
  /** spec 2.2 page name: the template key, and the stem of this file's name. */
  name: N;
  type: PageType;
  /** On a sport's page the sport's title goes in front ("Football Roster"). */
  title: PageTitle;
  /** How the template editor lists the page: its label within a section ("Player bio" in "Sport › Roster"). */
  editor: { label: string; section: string };
  /** Flags of every address of the page (spec 2.5 layout, auth, content id). */
  flags?: Partial<PageFlags>;
  routes: readonly RouteDefinition[];
  redirects?: readonly RedirectDefinition[];
  /** For pages none of whose addresses can be written without a record. */
  preview?: PreviewSample;
  template: DefaultTemplate;
}

/** Checks a page file against the shape above while keeping its literal name. */
export function definePage<const N extends string>(page: PageDefinition<N>): PageDefinition<N> {
  return page;
}
