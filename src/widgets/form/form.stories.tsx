import type { Meta, StoryObj } from '@storybook/react-vite';
import { formFixtures } from './form.fixtures.ts';
import FormWidget from './form.tsx';

// One story per named fixture in form.fixtures.ts (tests/unit/stories.test.ts keeps them in step). Storybook
// serves no validator modules: the forms render and take input, and their messages come from the server.
const meta = {
  title: 'Widgets/form',
  component: FormWidget,
  args: { ...formFixtures.fanFeedbackSurvey, sport: null, id: 'form' },
} satisfies Meta<typeof FormWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FanFeedbackSurvey = { args: formFixtures.fanFeedbackSurvey } satisfies Story;
export const RecruitingQuestionnaire = { args: formFixtures.recruitingQuestionnaire } satisfies Story;
export const SeasonTicketInterest = { args: formFixtures.seasonTicketInterest } satisfies Story;
export const Pending = { args: formFixtures.pending } satisfies Story;
export const Closed = { args: formFixtures.closed } satisfies Story;
export const Limited = { args: formFixtures.limited } satisfies Story;
export const HiddenPreview = { args: formFixtures.hiddenPreview } satisfies Story;
export const ProtectedLocked = { args: formFixtures.protectedLocked } satisfies Story;
export const UnknownFieldType = { args: formFixtures.unknownFieldType } satisfies Story;
