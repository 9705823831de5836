import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildSchool } from '#fixtures/school/index.ts';
import type { NavItem } from '#schemas/entities/navigation.ts';
import { Header } from './header.tsx';

// The site header (spec 2.6) with the demo school's menu, and with more level-1 items than one desktop row holds:
// from 1024 px those fold into "More" (docs/decisions/0019-header-more-by-estimate.md). Switch the viewport to see
// the phone menu, the lg range (glyph-only buttons) and xl (labelled buttons).
const school = buildSchool();
const icons = school.promotions.find((p) => p.name === 'header-icons')?.campaigns ?? [];
const fanZone = school.navigation.find((item) => item.title === 'Fan Zone')!;
const extra: NavItem[] = [
  { ...fanZone, id: 9901, title: 'Camps & Clinics', url: '/facilities', columns: fanZone.columns.slice(0, 1) },
  { ...fanZone, id: 9902, title: 'Student-Athlete Experience', url: '/staff-directory', columns: [], social_media_links: [] },
  { ...fanZone, id: 9903, title: 'Traditions', url: '/awards', columns: [], social_media_links: [] },
];

const meta = {
  title: 'Chrome/Header',
  component: Header,
  args: { site: school.site, navigation: school.navigation, icons, sponsorAd: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DemoSchool = {} satisfies Story;
export const ManyMenuItems = { args: { navigation: [...school.navigation, ...extra] } } satisfies Story;
export const WithSponsorAd = { args: { navigation: [...school.navigation, ...extra], sponsorAd: true } } satisfies Story;
