import { PartnersPropsSchema, partnerOf, type PartnersData, type PartnersProps } from './partners.schema.ts';
import { school } from '../shared/school.fixtures.ts';

const sponsors = school.promotions.find((p) => p.name === 'footer-sponsors')?.campaigns ?? [];

export const partnersFixtures = {
  sponsors: { props: PartnersPropsSchema.parse({}), data: { partners: sponsors.map(partnerOf) } },
  /** A partner with no logo shows its name; one with no link is not a link. */
  mixed: { props: PartnersPropsSchema.parse({}), data: { partners: [...sponsors.slice(0, 2).map(partnerOf), { ...partnerOf(sponsors[2]!), logo: null }, { ...partnerOf(sponsors[3]!), url: null }] } },
  none: { props: PartnersPropsSchema.parse({ location: 'retired-sponsors' }), data: { partners: [] } },
} satisfies Record<string, { props: PartnersProps; data: PartnersData }>;
