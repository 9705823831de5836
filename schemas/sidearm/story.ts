import * as z from 'zod/mini';
import { StorySchema, type Story } from '../entities/story.ts';
import type { Sport } from '../entities/sport.ts';
import { StorySportSchema, sportRefFromStorySport, type StorySport } from './embedded-sport.ts';
import { anything, flag, nullable, num, orNull, safeLink, sitePath, text } from './wire.ts';

const ImageWireSchema = z.object({ url: text, absoluteUrl: text, altText: text, caption: text, title: text });

// schema/v2/stories/storiesSchema.js (GET /Stories, a paged list; its `items` were a tuple of samples) and
// dateStoryNameSchema.js (GET /Stories/{date}/{slug}, the same fields with the body). A block-based story may
// have a null `content`.
export const SidearmStorySchema = z.object({
  id: z.number(),
  title: text,
  contentTitle: text,
  subHeadline: text,
  teaser: text,
  byline: text,
  date: z.string(),
  sport: nullable(StorySportSchema),
  primaryImage: nullable(ImageWireSchema),
  alternateImage: nullable(ImageWireSchema),
  video: nullable(z.object({ youtube: text, archive: nullable(z.union([z.number(), z.string()])) })),
  url: z.string(),
  links: nullable(z.array(z.object({ linkUrl: text, linkText: text }))),
  contentTemplate: text,
  type: text,
  games: nullable(z.array(z.unknown())),
  galleryId: num,
  writer: anything,
  isBlockBased: flag,
  content: text,
  blocks: anything,
});
export type SidearmStory = z.infer<typeof SidearmStorySchema>;

/** Where SIDEARM answers one story whole (the list may leave its body out): `Stories/{date}/{slug}`. */
export function storyDetailPath(w: Pick<SidearmStory, 'date' | 'url'>): string {
  const slug = sitePath(w.url).split('/').filter(Boolean).at(-1) ?? '';
  return `Stories/${encodeURIComponent(w.date)}/${encodeURIComponent(slug)}`;
}

const STORY_TYPES = new Set<string>(['story', 'feature', 'release', 'recap', 'preview']);

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The body of a block-based story: SIDEARM's block format is not published, so each block's `html` or `content`
 * is taken as HTML and its `text` as a paragraph; anything else is left out (and the body may be empty).
 */
function blocksHtml(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return blocks
    .flatMap((block: unknown) => {
      if (typeof block !== 'object' || block === null) return [];
      const b = block as Record<string, unknown>;
      if (typeof b.html === 'string') return [b.html];
      if (typeof b.content === 'string') return [b.content];
      if (typeof b.text === 'string') return [`<p>${escapeHtml(b.text)}</p>`];
      return [];
    })
    .join('\n');
}

function imageOf(w: SidearmStory['primaryImage'], fallbackAlt: string): Story['image'] {
  const url = orNull(w?.absoluteUrl) ?? orNull(w?.url);
  return url ? { url, alt: w?.altText ?? fallbackAlt } : null;
}

const gameIds = (games: readonly unknown[] | null | undefined): number[] =>
  (games ?? []).flatMap((g) => {
    if (typeof g === 'number') return [g];
    const id = typeof g === 'object' && g !== null ? (g as { id?: unknown }).id : undefined;
    return typeof id === 'number' ? [id] : [];
  });

/**
 * A SIDEARM story as our Story (spec 3). Image URLs are SIDEARM's and `content` is SIDEARM's HTML until the
 * importer copies the files and sanitizes the body; links a browser should not follow are left out.
 */
export function storyFromSidearm(w: SidearmStory): Story {
  const title = orNull(w.title) ?? orNull(w.contentTitle) ?? `Story ${w.id}`;
  const type = w.type?.toLowerCase() ?? '';
  const writerName = (w.writer as { name?: unknown } | null | undefined)?.name;
  return StorySchema.parse({
    id: w.id,
    title,
    sub_headline: orNull(w.subHeadline),
    teaser: orNull(w.teaser),
    byline: orNull(w.byline),
    date: w.date,
    type: STORY_TYPES.has(type) ? type : 'story',
    url: sitePath(w.url),
    image: imageOf(w.primaryImage, title),
    alternate_image: imageOf(w.alternateImage, title),
    links: (w.links ?? []).flatMap((l) => {
      const url = safeLink(l.linkUrl);
      return url ? [{ title: l.linkText ?? url, url }] : [];
    }),
    video:
      w.video && (w.video.youtube || w.video.archive != null)
        ? { youtube: orNull(w.video.youtube), archive: w.video.archive == null ? null : String(w.video.archive) }
        : null,
    writer: typeof writerName === 'string' ? { name: writerName, bio: null, image: null, twitter: null } : null,
    // SIDEARM's sport 0 is the site-wide "general" sport: no sport here.
    sport_id: w.sport && w.sport.id > 0 ? sportRefFromStorySport(w.sport).id : null,
    games: gameIds(w.games),
    gallery_id: w.galleryId || null,
    content_template: orNull(w.contentTemplate),
    content: w.content ?? blocksHtml(w.blocks),
    published: true,
    tags: [],
  });
}

const imageToSidearm = (image: Story['image']) =>
  image ? { url: image.url, absoluteUrl: image.url, altText: image.alt, caption: null, title: null } : null;

/** A sport as stories embed it (`abbreviation`, `shortname`, `globalSportShortname`). */
export const storySportToSidearm = (s: Sport): StorySport => ({
  id: s.id,
  title: s.title,
  abbreviation: s.abbreviation,
  shortTitle: orNull(s.short_title),
  shortname: s.shortname,
  gender: s.gender,
  globalSportShortname: s.global_sport_shortname,
  globalSportId: s.global_sport_id,
  globalSportNameSlug: s.global_sport_name_slug,
});

/**
 * Our story as SIDEARM's `/Stories` entry (`withContent: false`, the list, leaves the body out) or its
 * `Stories/{date}/{slug}` answer. Our bodies are HTML, never blocks; the writer is named only (SIDEARM's writer
 * object is not published).
 */
export function storyToSidearm(s: Story, sport: Sport | null, { withContent = true }: { withContent?: boolean } = {}) {
  return {
    id: s.id,
    title: s.title,
    contentTitle: null,
    subHeadline: s.sub_headline,
    teaser: s.teaser,
    byline: s.byline,
    date: s.date,
    sport: sport ? storySportToSidearm(sport) : null,
    primaryImage: imageToSidearm(s.image),
    alternateImage: imageToSidearm(s.alternate_image),
    video: s.video ? { youtube: s.video.youtube, archive: s.video.archive } : null,
    url: s.url,
    links: s.links.map((l) => ({ linkUrl: l.url, linkText: l.title })),
    contentTemplate: s.content_template,
    type: s.type,
    games: s.games.map((id) => ({ id })),
    galleryId: s.gallery_id,
    writer: s.writer ? { name: s.writer.name } : null,
    isBlockBased: false,
    content: withContent ? s.content : null,
    blocks: null,
  } satisfies SidearmStory;
}
