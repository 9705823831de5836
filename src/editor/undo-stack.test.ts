import { describe, expect, it } from 'vitest';
import { COALESCE_MS, UNDO_LIMIT, emptyStack, push, redo, undo, type Step, type UndoStack } from './undo-stack.ts';

const step = (before: number, after: number, at = 0, key: string | null = null): Step<number> => ({
  before,
  after,
  label: `${before} to ${after}`,
  key,
  at,
});
const pushAll = (steps: Step<number>[]) => steps.reduce<UndoStack<number>>((stack, s) => push(stack, s), emptyStack());

describe('the undo stack', () => {
  it('undoes the newest step first, then redoes it', () => {
    const stack = pushAll([step(0, 1), step(1, 2, 5000)]);
    const first = undo(stack);
    expect(first?.step.before).toBe(1);
    const second = undo(first!.stack);
    expect(second?.step.before).toBe(0);
    expect(undo(second!.stack)).toBeNull();
    const again = redo(second!.stack);
    expect(again?.step.after).toBe(1);
    expect(redo(again!.stack)?.step.after).toBe(2);
  });

  it('has nothing to undo or redo when empty', () => {
    expect(undo(emptyStack())).toBeNull();
    expect(redo(emptyStack())).toBeNull();
  });

  it('forgets what could be redone once a new edit is made', () => {
    const undone = undo(pushAll([step(0, 1), step(1, 2, 5000)]))!.stack;
    expect(undone.future).toHaveLength(1);
    const edited = push(undone, step(1, 7, 9000));
    expect(edited.future).toHaveLength(0);
    expect(redo(edited)).toBeNull();
    expect(undo(edited)?.step).toMatchObject({ before: 1, after: 7 });
  });

  it('makes a burst of edits with one key one step, from its first state to its last', () => {
    const stack = pushAll([step(0, 1, 0, 'props:a'), step(1, 2, 400, 'props:a'), step(2, 3, 400 + COALESCE_MS, 'props:a')]);
    expect(stack.past).toHaveLength(1);
    expect(undo(stack)?.step).toMatchObject({ before: 0, after: 3, label: '0 to 1' });
  });

  it('keeps edits apart when their keys differ, they have none, or a pause came between', () => {
    expect(pushAll([step(0, 1, 0, 'props:a'), step(1, 2, 10, 'props:b')]).past).toHaveLength(2);
    expect(pushAll([step(0, 1, 0), step(1, 2, 10)]).past).toHaveLength(2);
    expect(pushAll([step(0, 1, 0, 'props:a'), step(1, 2, COALESCE_MS + 1, 'props:a')]).past).toHaveLength(2);
  });

  it('does not join an edit to a step that was undone and redone', () => {
    const redone = redo(undo(pushAll([step(0, 1, 0, 'props:a')]))!.stack)!.stack;
    expect(push(redone, step(1, 2, 10, 'props:a')).past).toHaveLength(2);
  });

  it(`keeps the newest ${UNDO_LIMIT} steps`, () => {
    const stack = pushAll(Array.from({ length: UNDO_LIMIT + 5 }, (_, i) => step(i, i + 1, i * 5000)));
    expect(stack.past).toHaveLength(UNDO_LIMIT);
    expect(stack.past[0]?.before).toBe(5);
    expect(push(emptyStack<number>(), step(0, 1), 1).past).toHaveLength(1);
    expect(push(push(emptyStack<number>(), step(0, 1), 1), step(1, 2, 5000), 1).past.map((s) => s.before)).toEqual([1]);
  });
});
