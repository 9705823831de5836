import { PartnersPropsSchema, partnerOf, partnersData, type PartnersData, type PartnersProps } from './partners.schema.ts';
import { FIXTURE_NOW } from '#fixtures/school/index.ts';
import { selectPromotion } from '../shared/promotions.ts';
import { school } from '../shared/school.fixtures.ts';

const props = PartnersPropsSchema.parse({});
const sponsors = partnersData(selectPromotion(school.promotions, props.location, null, new Date(FIXTURE_NOW)));
const campaigns = school.promotions.find((p) => p.name === 'footer-sponsors')?.campaigns ?? [];

export const partnersFixtures = {
  sponsors: { props, data: sponsors, from: '/partners' },
  /** A partner with no logo shows its name; one with no link is not a link. */
  mixed: {
    props,
    data: {
      partners: [
        ...campaigns.slice(0, 2).map(partnerOf),
        { ...partnerOf(campaigns[2]!), logo: null },
        { ...partnerOf(campaigns[3]!), url: null },
      ],
    },
  },
  none: { props: PartnersPropsSchema.parse({ location: 'retired-sponsors' }), data: { partners: [] } },
} satisfies Record<string, { props: PartnersProps; data: PartnersData; from?: string }>;
