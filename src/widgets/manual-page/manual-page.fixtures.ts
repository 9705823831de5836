import { embedPath, type ManualPage } from '#schemas/entities/manual-page.ts';
import { ManualPagePropsSchema, type ManualPageData, type ManualPageProps } from './manual-page.schema.ts';
import { gameCardOf } from '../shared/game-card.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';

function dataOf(page: ManualPage): ManualPageData {
  return {
    title: page.title, description: page.description, draft: !page.published,
    blocks: page.blocks.map((b) => {
      if (b.kind === 'video') return { ...b, embed: embedPath(b) };
      if (b.kind === 'games') return { kind: 'games', title: b.title, games: b.ids.map((id) => school.games.find((g) => g.id === id)!).map((g) => gameCardOf(g, sportOf(g.sport_id))) };
      return b;
    }),
  };
}
const at = (path: string) => school.manualPages.find((p) => p.path === path)!;

export const manualPageFixtures = {
  watch: { props: ManualPagePropsSchema.parse({}), data: dataOf(at('/watch')) },
  /** Every showcase option: a Play Video button, a frame without one, a live Endeavor stream. */
  showcase: { props: ManualPagePropsSchema.parse({}), data: dataOf(at('/showcase')) },
  gameday: { props: ManualPagePropsSchema.parse({}), data: dataOf(at('/gameday/football')) },
  draft: { props: ManualPagePropsSchema.parse({}), data: dataOf(at('/feature/draft-preview')) },
} satisfies Record<string, { props: ManualPageProps; data: ManualPageData }>;
