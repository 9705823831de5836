// Moved to tests/support/console.ts: this path stays only for the widget tests that still import it by a
// relative path; new tests import `#tests/support/console.ts`.
export { expectConsoleErrors } from './support/console.ts';
