import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useInRouterContext, useRouteLoaderData } from 'react-router';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { cleanPastedHtml, removalNote } from './clean-paste.ts';
import type { AdminRequest } from './image-api.ts';
import { ImagePanel, useImageRule } from './image-panel.tsx';
import { LinkPanel } from './link-panel.tsx';
import { richTextExtensions, tagsLostInRichView } from './rich-text-extensions.ts';
import './rich-text.css';

export interface RichTextFieldProps {
  /** The form's id for this field: the editable area carries it, so the field's label points at it. */
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
}

type Panel = 'link' | 'image' | null;

/** The field's HTML: nothing at all for an empty document (not `<p></p>`). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton({
  label,
  text,
  pressed,
  onClick,
  disabled,
  marker,
}: {
  label: string;
  text: string;
  /** A glyph drawn before the text by CSS ("•", "1."): not part of the text a name must contain (WCAG 2.5.3). */
  marker?: 'bullets' | 'numbers';
  pressed?: boolean;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={marker ? `rich-text-tool rich-text-tool-${marker}` : 'rich-text-tool'}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the selection in the text while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {text}
    </button>
  );
}

/**
 * A TipTap editor whose toolbar makes only what the server's sanitizer keeps, paste cleaning that says what it removed,
 * links and images through their own panels, and the raw HTML behind a toggle. Loaded only when such a field opens.
 */
function Field({ id, label, value, onChange, disabled = false, request }: RichTextFieldProps & { request: AdminRequest | null }) {
  // HTML the rich view cannot hold (a table from an older page) opens as HTML, so an edit does not drop it.
  const [lost] = useState(() => tagsLostInRichView(value));
  const [raw, setRaw] = useState(lost.length > 0);
  const [panel, setPanel] = useState<Panel>(null);
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  const rule = useImageRule(request);
  const ruleRef = useRef(rule);
  const changeRef = useRef(onChange);
  useEffect(() => {
    ruleRef.current = rule;
    changeRef.current = onChange;
  });
  const noteId = useId();
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-describedby': noteId,
        class: 'rich-text-content',
      },
      transformPastedHTML: (html) => {
        const cleaned = cleanPastedHtml(html, ruleRef.current);
        setPasteNote(removalNote(cleaned.removed));
        return cleaned.html;
      },
    },
    onUpdate: ({ editor: e }) => changeRef.current(htmlOf(e)),
  });

  // A value from outside (the editor's undo, another widget) replaces the document; our own echo does not.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  const run = (fn: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => fn(editor.chain().focus()).run();
  const off = disabled || raw;
  return (
    <div className="rich-text-field">
      <div className="rich-text-toolbar" role="toolbar" aria-label={`${label}: formatting`} aria-controls={id}>
        {([2, 3, 4] as const).map((level) => (
          <ToolButton
            key={level}
            label={`H${level} heading`}
            text={`H${level}`}
            pressed={editor.isActive('heading', { level })}
            disabled={off}
            onClick={() => run((c) => c.toggleHeading({ level }))}
          />
        ))}
        <ToolButton label="Bold" text="B" pressed={editor.isActive('bold')} disabled={off} onClick={() => run((c) => c.toggleBold())} />
        <ToolButton
          label="Italic"
          text="I"
          pressed={editor.isActive('italic')}
          disabled={off}
          onClick={() => run((c) => c.toggleItalic())}
        />
        <ToolButton
          label="Bulleted list"
          text="List"
          marker="bullets"
          pressed={editor.isActive('bulletList')}
          disabled={off}
          onClick={() => run((c) => c.toggleBulletList())}
        />
        <ToolButton
          label="Numbered list"
          text="List"
          marker="numbers"
          pressed={editor.isActive('orderedList')}
          disabled={off}
          onClick={() => run((c) => c.toggleOrderedList())}
        />
        <ToolButton
          label="Link"
          text="Link"
          pressed={panel === 'link'}
          disabled={off}
          onClick={() => setPanel(panel === 'link' ? null : 'link')}
        />
        <ToolButton
          label="Image"
          text="Image"
          pressed={panel === 'image'}
          disabled={off}
          onClick={() => setPanel(panel === 'image' ? null : 'image')}
        />
        <ToolButton label="Undo" text="Undo" disabled={off || !editor.can().undo()} onClick={() => run((c) => c.undo())} />
        <ToolButton label="Redo" text="Redo" disabled={off || !editor.can().redo()} onClick={() => run((c) => c.redo())} />
        <ToolButton
          label="HTML"
          text="HTML"
          pressed={raw}
          disabled={disabled}
          onClick={() => {
            setPanel(null);
            setRaw(!raw);
          }}
        />
      </div>
      {panel === 'link' ? <LinkPanel editor={editor} onClose={() => setPanel(null)} /> : null}
      {panel === 'image' ? <ImagePanel editor={editor} request={request} rule={rule} onClose={() => setPanel(null)} /> : null}
      <div hidden={raw}>
        <EditorContent editor={editor} />
      </div>
      {raw ? (
        <label className="rich-text-raw">
          <span>HTML of {label}</span>
          <textarea
            value={value}
            rows={10}
            spellCheck={false}
            disabled={disabled}
            onChange={(event) => {
              // Raw edits flow back into the document and the form; the server sanitizes what is saved.
              editor.commands.setContent(event.target.value, { emitUpdate: false });
              changeRef.current(event.target.value);
            }}
          />
        </label>
      ) : null}
      {lost.length > 0 ? (
        <p className="rich-text-note">
          This text holds HTML the rich view cannot show ({lost.map((tag) => `<${tag}>`).join(', ')}): edit it as HTML to keep it.
        </p>
      ) : null}
      <p id={noteId} className="rich-text-note" role="status">
        {pasteNote}
      </p>
    </div>
  );
}

/** The field with the admin API of the signed-in page (the root loader's tenant and CSRF token). */
function RoutedField(props: RichTextFieldProps) {
  const root = useRouteLoaderData('root') as { tenant?: string; csrfToken?: string | null } | undefined;
  const tenant = root?.tenant;
  const csrfToken = root?.csrfToken ?? null;
  const request = useMemo(() => (tenant ? { tenant, csrfToken } : null), [tenant, csrfToken]);
  return <Field {...props} request={request} />;
}

/**
 * The rich-text field of store HTML (spec: rich text in the editor; docs/decisions/0026-rich-text-field.md). Outside
 * a router (unit tests, Storybook) it edits text and links but has no image store to upload to or pick from.
 */
export default function RichTextField(props: RichTextFieldProps) {
  return useInRouterContext() ? <RoutedField {...props} /> : <Field {...props} request={null} />;
}
