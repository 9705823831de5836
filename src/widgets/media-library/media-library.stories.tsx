import type { Meta, StoryObj } from '@storybook/react-vite';
import { mediaLibraryFixtures } from './media-library.fixtures.ts';
import MediaLibrary from './media-library.tsx';

// One story per named fixture in media-library.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/media-library',
  component: MediaLibrary,
  args: { ...mediaLibraryFixtures.videos, sport: null, id: 'media-library-story' },
} satisfies Meta<typeof MediaLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Videos = { args: mediaLibraryFixtures.videos } satisfies Story;
export const WithAudio = { args: mediaLibraryFixtures.withAudio } satisfies Story;
export const StaffPreview = { args: mediaLibraryFixtures.staffPreview } satisfies Story;
export const Empty = { args: mediaLibraryFixtures.empty } satisfies Story;
