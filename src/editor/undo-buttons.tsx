import type { UndoHistory } from './use-undo.ts';

/** The toolbar's Undo and Redo: each says what it would undo or redo (its description, and a tooltip). */
export function UndoButtons({ history }: { history: UndoHistory }) {
  return (
    <div className="editor-undo" role="group" aria-label="Undo and redo">
      <button
        type="button"
        disabled={history.undoLabel === null}
        onClick={history.undo}
        title={history.undoLabel ? `Undo: ${history.undoLabel}` : 'Nothing to undo'}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        <span aria-hidden="true">↶ </span>Undo
      </button>
      <button
        type="button"
        disabled={history.redoLabel === null}
        onClick={history.redo}
        title={history.redoLabel ? `Redo: ${history.redoLabel}` : 'Nothing to redo'}
        aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z Control+Y"
      >
        <span aria-hidden="true">↷ </span>Redo
      </button>
    </div>
  );
}
