import * as z from 'zod/mini';

/**
 * What a drawn demo picture shows, by its path: the entity it stands for (a story's headline and sport, a
 * player's name, an opponent's name). The demo seed writes the catalogue from the fixtures, so the pictures say
 * what the content says and never the id or file name in their URL (docs/decisions/0015-demo-art-raster.md).
 */
export const DEMO_ART_SETTING = 'demo-art';

export const ArtSubjectSchema = z.object({
  /** The headline, name or title drawn on the picture. */
  caption: z.optional(z.string()),
  /** The sport's code (its global short name, e.g. "mfootbl"): the pictogram. */
  sport: z.optional(z.string()),
  /** The sport's title, drawn above the caption. */
  kicker: z.optional(z.string()),
  /** A person's full name: a silhouette with their initials. */
  person: z.optional(z.string()),
  /** Art that carries no text of its own (a hero whose headline the page shows over it). */
  plain: z.optional(z.boolean()),
});
export type ArtSubject = z.infer<typeof ArtSubjectSchema>;

export const ArtCatalogueSchema = z.record(z.string(), ArtSubjectSchema);
export type ArtCatalogue = z.infer<typeof ArtCatalogueSchema>;

/** A drawn picture's path: /images/{kind}/{name}.svg or .webp. */
export const DRAWN_PATH = /^\/images\/([a-z-]{1,40})\/([\w-]{1,80})\.(svg|webp)$/;

/**
 * The subject of `kind/name`: the name itself, or the family it belongs to (a promotion's `-640` width, a
 * facility's `-2` photo, a story's `-square` crop, a gallery's `-7` photo).
 */
export function subjectOf(catalogue: ArtCatalogue | null, kind: string, name: string): ArtSubject | null {
  if (!catalogue) return null;
  let key = name;
  for (let i = 0; i < 3; i++) {
    const found = catalogue[`${kind}/${key}`];
    if (found) return found;
    const shorter = key.replace(/-(?:\d+|square)$/, '');
    if (shorter === key) break;
    key = shorter;
  }
  return null;
}
