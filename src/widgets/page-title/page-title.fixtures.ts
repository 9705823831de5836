import { PageTitlePropsSchema, type PageTitleData, type PageTitleProps } from './page-title.schema.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';

const football = sportBy('mfootbl');

export const pageTitleFixtures = {
  /** The page's own title (the story passes it as the page would). */
  default: { props: PageTitlePropsSchema.parse({}), data: { title: null, subtitle: null }, from: '/sports/football/schedule' },
  withSubtitle: {
    props: PageTitlePropsSchema.parse({}),
    data: { title: `${football.title} Schedule`, subtitle: `${school.seasons[football.id]!.at(-1)} Season` },
  },
  overridden: {
    props: PageTitlePropsSchema.parse({ title: `Welcome to ${school.site.athleticsName}` }),
    data: { title: `Welcome to ${school.site.athleticsName}`, subtitle: null },
  },
  hidden: { props: PageTitlePropsSchema.parse({ hidden: true }), data: { title: null, subtitle: null } },
  longTitle: {
    props: PageTitlePropsSchema.parse({}),
    data: {
      title:
        "Northfield State University Men's and Women's Swimming & Diving Great Lakes Athletic Conference Championship Meet Results and Records Archive",
      subtitle: 'A subtitle that is also rather long, to check wrapping across several lines on small screens',
    },
  },
} satisfies Record<string, { props: PageTitleProps; data: PageTitleData; from?: string }>;
