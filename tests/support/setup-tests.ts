import { afterEach, beforeEach, vi } from 'vitest';
import { consoleState } from './console.ts';

// A console.error during a test fails it, unless the test called expectConsoleErrors() (tests/support/console.ts).
beforeEach(() => {
  consoleState.errors = [];
  consoleState.allowed = false;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleState.errors.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  });
});

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
  if (!consoleState.allowed && consoleState.errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${consoleState.errors.join('\n')}`);
  }
});
