import * as z from 'zod/mini';
import type { Game } from '#schemas/entities/game.ts';
import { embedPath, VideoBlockSchema, type ManualPage } from '#schemas/entities/manual-page.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { GameCardSchema, listedGameCards } from '../shared/game-card.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const ManualPagePropsSchema = z.object({});
export type ManualPageProps = z.infer<typeof ManualPagePropsSchema>;
export const ManualPageDataSchema = z.object({
  title: z.string(),
  description: z.string(),
  draft: z.boolean(),
  blocks: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('html'), html: z.string() }),
      z.object({ ...VideoBlockSchema.shape, embed: z.string() }),
      z.object({ kind: z.literal('games'), title: z.string(), games: z.array(GameCardSchema) }),
      z.object({ kind: z.literal('links'), title: z.string(), items: z.array(z.object({ title: z.string(), url: z.string() })) }),
    ]),
  ),
});
export type ManualPageData = z.infer<typeof ManualPageDataSchema>;

/** The ids of the games a page's game blocks show. */
export const manualPageGameIds = (page: ManualPage): number[] => page.blocks.flatMap((block) => (block.kind === 'games' ? block.ids : []));

/**
 * spec 2.4 external and manual pages: a stored page's blocks (HTML as given: the resolver sanitizes it first;
 * games as cards from `games`, skipping ids it lacks; videos through the same-origin embed page; links only to
 * this site or https).
 */
export function manualPageData({
  page,
  sports,
  games,
}: {
  page: ManualPage;
  sports: readonly Sport[];
  games: readonly Game[];
}): ManualPageData {
  const byId = new Map(games.map((g) => [g.id, g]));
  const blocks: ManualPageData['blocks'] = page.blocks.map((block) => {
    if (block.kind === 'html') return { kind: 'html', html: block.html };
    if (block.kind === 'video') return { ...block, embed: embedPath(block) };
    if (block.kind === 'games')
      return {
        kind: 'games',
        title: block.title,
        games: listedGameCards(
          block.ids.flatMap((id) => byId.get(id) ?? []),
          sports,
        ),
      };
    return { kind: 'links', title: block.title, items: block.items.filter((i) => /^(\/(?!\/)|https:\/\/)/.test(i.url)) };
  });
  return { title: page.title, description: page.description, draft: !page.published, blocks };
}

export const widget = defineWidget({
  name: 'manual-page',
  label: 'External or manual page (stored blocks: text, video, games, links)',
  description: 'A stored manual or external page (text, videos, games, links).',
  props: ManualPagePropsSchema,
  data: ManualPageDataSchema,
  subject: true,
});
