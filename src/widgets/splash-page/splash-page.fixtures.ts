import { SplashPagePropsSchema, splashPageData, type SplashPageData, type SplashPageProps } from './splash-page.schema.ts';
import { school } from '../shared/school.fixtures.ts';

const [live, expired] = school.splashes;
if (!live || !expired) throw new Error('Fixture landmark missing: a live and an expired splash');
/** The demo splashes' html is already safe: the sanitizer leaves it as it is. */
const page = (splash: typeof live, preview = false) => splashPageData({ splash, html: splash.html, preview });

export const splashPageFixtures = {
  live: { props: SplashPagePropsSchema.parse({}), data: page(live), from: `/splash/${live.id}` },
  /** A splash out of its window still shows on its own page. */
  expired: { props: SplashPagePropsSchema.parse({}), data: page(expired), from: `/splash/${expired.id}` },
  staffPreview: {
    props: SplashPagePropsSchema.parse({}),
    data: page({ ...live, backgroundColor: '#ffffff', foregroundColor: '#0b2545' }, true),
  },
} satisfies Record<string, { props: SplashPageProps; data: SplashPageData; from?: string }>;
