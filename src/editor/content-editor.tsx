import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { adminFetch, failureLines } from './editor-api.ts';
import { SettingsBoundary } from './settings-boundary.tsx';

const PropsForm = lazy(() => import('./props-form.tsx'));

interface Kind {
  name: string;
  label: string;
  schema: Record<string, unknown>;
}
interface Item {
  id: number;
  title: string;
  body: Record<string, unknown>;
}

/**
 * Alerts, promotions (with their campaigns) and splash pages: the same schema-generated
 * forms as widget settings, saved with a button (each save is live at once; there are no drafts here).
 */
export function ContentEditor({ tenant, csrfToken }: { tenant: string; csrfToken: string | null }) {
  const id = useId();
  const [kinds, setKinds] = useState<Kind[]>([]);
  const [kind, setKind] = useState('alerts');
  const [items, setItems] = useState<Item[] | null>(null);
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const [value, setValue] = useState<Record<string, unknown> | null>(null);
  const [message, setMessage] = useState('');
  const [stamp, setStamp] = useState(0);
  useEffect(() => {
    adminFetch<Kind[]>(tenant, csrfToken, '/api/v2/admin/content').then(setKinds, (e: unknown) => setMessage(failureLines(e).join(' ')));
  }, [tenant, csrfToken]);
  useEffect(() => {
    adminFetch<Item[]>(tenant, csrfToken, `/api/v2/admin/content/${kind}`).then(setItems, (e: unknown) =>
      setMessage(failureLines(e).join(' ')),
    );
  }, [tenant, csrfToken, kind, stamp]);

  const current = kinds.find((k) => k.name === kind);
  // A new document's id is the server's to choose; the (hidden) field only needs a number to be valid.
  const hasId = Object.hasOwn((current?.schema.properties as object | undefined) ?? {}, 'id');
  const item = selected === 'new' ? { id: 0, title: 'New', body: hasId ? { id: 0 } : {} } : items?.find((i) => i.id === selected);
  const save = async () => {
    if (!value || selected === null) return;
    try {
      const saved = await adminFetch<Item>(tenant, csrfToken, `/api/v2/admin/content/${kind}${selected === 'new' ? '' : `/${selected}`}`, {
        method: selected === 'new' ? 'POST' : 'PUT',
        body: { body: value },
      });
      setMessage(`Saved (#${saved.id}). Visitors see it now.`);
      setSelected(saved.id);
      setStamp((n) => n + 1);
    } catch (error) {
      setMessage(`Not saved: ${failureLines(error).join(' ')}`);
    }
  };
  return (
    <div className="content-editor template-editor">
      <fieldset className="editor-choose">
        <legend>Content</legend>
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(e) => (setKind(e.target.value), setSelected(null), setValue(null), setMessage(''))}
        >
          {kinds.map((k) => (
            <option key={k.name} value={k.name}>
              {k.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-item`}>Item</label>
        <select
          id={`${id}-item`}
          value={selected ?? ''}
          onChange={(e) => (
            setSelected(e.target.value === 'new' ? 'new' : e.target.value ? Number(e.target.value) : null),
            setValue(null),
            setMessage('')
          )}
        >
          <option value="">Choose…</option>
          {(items ?? []).map((i) => (
            <option key={i.id} value={i.id}>
              {i.title} (#{i.id})
            </option>
          ))}
          <option value="new">New…</option>
        </select>
      </fieldset>
      {current && item ? (
        <section className="content-settings" aria-labelledby={`${id}-title`}>
          <h3 id={`${id}-title`}>{selected === 'new' ? `New: ${current.label}` : `Edit: ${item.title}`}</h3>
          <SettingsBoundary key={`${kind}-${selected}`}>
            <Suspense fallback={<p className="editor-note">Loading the form…</p>}>
              <PropsForm
                key={`${kind}-${selected}-${stamp}`}
                widget={{ name: kind, label: current.label, description: '', schema: current.schema }}
                instanceId={`${kind}-${selected}`}
                value={item.body}
                onValid={setValue}
                validatorUrl={`/admin/content/${kind}/validator.js`}
                hiddenFields={['id']}
              />
            </Suspense>
          </SettingsBoundary>
          <button type="button" className="editor-save" disabled={!value} onClick={() => void save()}>
            Save
          </button>
        </section>
      ) : null}
      <p role="status" className="content-status">
        {message}
      </p>
    </div>
  );
}
