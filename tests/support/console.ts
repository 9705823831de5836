export const consoleState: { errors: string[]; allowed: boolean } = { errors: [], allowed: false };

/** Marks console.error output as expected in this test; returns the collected messages to assert on. */
export function expectConsoleErrors(): string[] {
  consoleState.allowed = true;
  return consoleState.errors;
}
