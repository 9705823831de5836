/**
 * The editor's undo history, pure: each step keeps the whole state before and after it (a template is a few
 * kilobytes, so snapshots are simpler and safer than inverse operations), and what to call it ("removed Roster").
 */
export interface Step<T> {
  before: T;
  after: T;
  label: string;
  /** Steps with the same key close together in time are one step (typing in one settings field). */
  key: string | null;
  /** When the step was last extended, in milliseconds. */
  at: number;
}

export interface UndoStack<T> {
  /** Oldest first; the last one is undone next. */
  past: readonly Step<T>[];
  /** The last one is redone next. */
  future: readonly Step<T>[];
  /** Whether the newest step may still take in the next one: not after an undo or redo. */
  open: boolean;
}

/** Steps kept: older ones fall off the bottom. */
export const UNDO_LIMIT = 100;
/** Edits with the same key closer together than this are one step: a burst of typing in one field. */
export const COALESCE_MS = 1000;

export function emptyStack<T>(): UndoStack<T> {
  return { past: [], future: [], open: false };
}

/** A new edit: it clears what could be redone, and joins the newest step when it continues it (keeping its label). */
export function push<T>(stack: UndoStack<T>, step: Step<T>, limit = UNDO_LIMIT, coalesceMs = COALESCE_MS): UndoStack<T> {
  const last = stack.past.at(-1);
  if (stack.open && last && step.key !== null && last.key === step.key && step.at - last.at <= coalesceMs) {
    return { past: [...stack.past.slice(0, -1), { ...last, after: step.after, at: step.at }], future: [], open: true };
  }
  return { past: [...stack.past, step].slice(-limit), future: [], open: true };
}

/** The step to undo (put its `before` back) and the stack after it, or null when there is none. */
export function undo<T>(stack: UndoStack<T>): { stack: UndoStack<T>; step: Step<T> } | null {
  const step = stack.past.at(-1);
  if (!step) return null;
  return { step, stack: { past: stack.past.slice(0, -1), future: [...stack.future, step], open: false } };
}

/** The step to redo (put its `after` back) and the stack after it, or null when there is none. */
export function redo<T>(stack: UndoStack<T>): { stack: UndoStack<T>; step: Step<T> } | null {
  const step = stack.future.at(-1);
  if (!step) return null;
  return { step, stack: { past: [...stack.past, step], future: stack.future.slice(0, -1), open: false } };
}
