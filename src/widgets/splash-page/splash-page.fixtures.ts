import { SplashPagePropsSchema, type SplashPageData, type SplashPageProps } from './splash-page.schema.ts';
import { school } from '../shared/school.fixtures.ts';

const [live, expired] = school.splashes;
export const splashPageFixtures = {
  live: { props: SplashPagePropsSchema.parse({}), data: { splash: live!, preview: false } },
  /** A splash out of its window still shows on its own page. */
  expired: { props: SplashPagePropsSchema.parse({}), data: { splash: expired!, preview: false } },
  staffPreview: { props: SplashPagePropsSchema.parse({}), data: { splash: { ...live!, backgroundColor: '#ffffff', foregroundColor: '#0b2545' }, preview: true } },
} satisfies Record<string, { props: SplashPageProps; data: SplashPageData }>;
