// Moved to tests/support/seeded-store.ts: this path stays only for the widget tests that still import it by a
// relative path; new tests import `#tests/support/seeded-store.ts`.
export { seededStore, TEST_NOW } from './support/seeded-store.ts';
