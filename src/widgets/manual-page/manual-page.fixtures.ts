import type { ManualPage } from '#schemas/entities/manual-page.ts';
import { ManualPagePropsSchema, manualPageData, type ManualPageData, type ManualPageProps } from './manual-page.schema.ts';
import { school } from '../shared/school.fixtures.ts';

const dataOf = (page: ManualPage): ManualPageData => manualPageData({ page, sports: school.sports, games: school.games });
const at = (path: string) => school.manualPages.find((p) => p.path === path)!;
const props = ManualPagePropsSchema.parse({});

export const manualPageFixtures = {
  watch: { props, data: dataOf(at('/watch')), from: '/watch' },
  /** Every showcase option: a Play Video button, a frame without one, a live Endeavor stream. */
  showcase: { props, data: dataOf(at('/showcase')), from: '/showcase' },
  gameday: { props, data: dataOf(at('/gameday/football')), from: '/gameday/football' },
  /** A draft, as staff see it (visitors get a 404). */
  draft: { props, data: dataOf(at('/feature/draft-preview')) },
} satisfies Record<string, { props: ManualPageProps; data: ManualPageData; from?: string }>;
