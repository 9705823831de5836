import type { SchoolFixture } from '#fixtures/school/types.ts';
import { DRAWN_PATH, type ArtCatalogue, type ArtSubject } from './subjects.server.ts';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const PEOPLE = new Set(['players', 'staff']);
/** A picture inside rich text: `<img src="/images/…" alt="…">`. */
const HTML_IMAGE = /<img\s[^>]*?src="(\/images\/[^"]+)"[^>]*?alt="([^"]*)"/g;

/**
 * The seed's catalogue of drawn pictures (docs/decisions/0015-demo-art-raster.md): every picture path the demo
 * school names, with what it shows, read from the entity that holds it. Walks the whole school, so a picture a
 * fixture adds later is described without a change here: the caption is the nearest title (a story's headline,
 * a facility's name, a campaign's own headline), the sport the nearest sport id, a person the picture's alt text.
 */
export function demoArtCatalogue(school: SchoolFixture): ArtCatalogue {
  const sports = new Map(school.sports.map((s) => [s.id, { code: s.global_sport_shortname, title: s.title }]));
  const catalogue: ArtCatalogue = {};
  const add = (path: string, subject: ArtSubject) => {
    const match = DRAWN_PATH.exec(path);
    const key = match ? `${match[1]}/${match[2]}` : null;
    if (key && !catalogue[key]) catalogue[key] = subject;
  };

  function sportOf(chain: readonly Node[]): Pick<ArtSubject, 'sport' | 'kicker'> {
    for (const node of chain.toReversed()) {
      const id =
        typeof node.sport_id === 'number' ? node.sport_id : isNode(node.sport) && typeof node.sport.id === 'number' ? node.sport.id : null;
      const sport = id === null ? undefined : sports.get(id);
      if (sport) return { sport: sport.code, kicker: sport.title };
    }
    return {};
  }
  function captionOf(chain: readonly Node[], alt: string | undefined): string | undefined {
    for (const node of chain.toReversed()) {
      const caption = text(node.title) ?? text(node.name);
      if (caption) return caption;
      // A game has no title of its own: its opponent names it.
      if (isNode(node.opponent) && text(node.opponent.title)) return `Falcons vs ${text(node.opponent.title)}`;
    }
    return alt;
  }

  function visit(node: unknown, chain: Node[]): void {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, chain);
      return;
    }
    if (!isNode(node)) return;
    const here = [...chain, node];
    const alt = text(node.alt);
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        const match = DRAWN_PATH.exec(value);
        if (match) {
          // An image object ({ url, alt }) stands for the entity holding it; a plain field (an opponent's
          // `image`, a game's `event_image`) for the object it is in.
          const owner = key === 'url' || alt !== undefined ? chain : here;
          const subject: ArtSubject = PEOPLE.has(match[1]!)
            ? { person: alt ?? captionOf(here, undefined) }
            : { caption: captionOf(owner, alt), ...sportOf(here) };
          add(value, subject);
        }
        for (const [, src, imgAlt] of value.matchAll(HTML_IMAGE)) add(src!, { caption: imgAlt, ...sportOf(here) });
      } else {
        visit(value, here);
      }
    }
  }

  // A game's photo galleries are named by the widget that lists them (g{id}-{n}): their gallery describes them.
  for (const game of school.games) {
    for (const gallery of game.galleries) add(`/images/galleries/g${gallery.id}.svg`, { caption: gallery.title, ...sportOf([game]) });
  }
  // The home page's hero shows its headline over the picture: the art there carries no text of its own.
  for (const promotion of school.promotions) {
    for (const campaign of promotion.campaigns ?? []) {
      for (const image of campaign.picture?.images ?? []) {
        if (/\/home-hero-/.test(image.image)) add(image.image, { plain: true, caption: campaign.title });
      }
    }
  }
  visit(school, []);
  return catalogue;
}
