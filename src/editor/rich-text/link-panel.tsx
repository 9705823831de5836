import { useId, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { linkProblem } from './rich-text-extensions.ts';

/** The link of the selected text: its address checked (http, https, mailto, tel, or a path of this site). */
export function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const apply = () => {
    const message = linkProblem(href);
    setProblem(message);
    if (message) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    // With no text selected the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href.trim(), marks: [{ type: 'link', attrs: { href: href.trim() } }] }).run();
    else chain.setLink({ href: href.trim() }).run();
    onClose();
  };
  return (
    <div className="rich-text-panel" role="group" aria-label="Link">
      <label htmlFor={`${id}-href`}>Link address</label>
      <input
        id={`${id}-href`}
        type="text"
        inputMode="url"
        value={href}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      {problem ? (
        <p id={`${id}-problem`} className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="rich-text-panel-actions">
        <button type="button" onClick={apply}>
          Apply link
        </button>
        {editor.isActive('link') ? (
          <button
            type="button"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            Remove link
          </button>
        ) : null}
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
