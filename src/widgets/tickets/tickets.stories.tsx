import type { Meta, StoryObj } from '@storybook/react-vite';
import { ticketsFixtures } from './tickets.fixtures.ts';
import Tickets from './tickets.tsx';

// One story per named fixture in tickets.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/tickets',
  component: Tickets,
  args: { ...ticketsFixtures.season, sport: null, id: 'tickets-story' },
} satisfies Meta<typeof Tickets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Season = { args: ticketsFixtures.season } satisfies Story;
export const OffSeason = { args: ticketsFixtures.offSeason } satisfies Story;
export const NoOffice = { args: ticketsFixtures.noOffice } satisfies Story;
