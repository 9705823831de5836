import type { Meta, StoryObj } from '@storybook/react-vite';
import { promotionFixtures } from './promotion.fixtures.ts';
import Promotion from './promotion.tsx';

// One story per named fixture in promotion.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/promotion',
  component: Promotion,
  args: { ...promotionFixtures.heroSixSlides, sport: null, id: 'promotion-story' },
} satisfies Meta<typeof Promotion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeroSixSlides = { args: promotionFixtures.heroSixSlides } satisfies Story;
export const CarouselDefaults = { args: promotionFixtures.carouselDefaults } satisfies Story;
export const Single = { args: promotionFixtures.single } satisfies Story;
export const Icons = { args: promotionFixtures.icons } satisfies Story;
export const Html = { args: promotionFixtures.html } satisfies Story;
export const HiddenHtml = { args: promotionFixtures.hiddenHtml } satisfies Story;
export const Random = { args: promotionFixtures.random } satisfies Story;
export const SportVariant = { args: promotionFixtures.sportVariant } satisfies Story;
export const FooterSponsors = { args: promotionFixtures.footerSponsors } satisfies Story;
export const SponsorGrid = { args: promotionFixtures.sponsorGrid } satisfies Story;
export const NoContent = { args: promotionFixtures.noContent } satisfies Story;
