// The demo school's stories as the store lists them to visitors (story fixtures build their data from these).
import type { Story } from '#schemas/entities/story.ts';
import { school } from './school.fixtures.ts';

/** Published stories, newest first (by their stored date, then id). */
export const listedStories: Story[] = school.stories
  .filter((s) => s.published)
  .toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
