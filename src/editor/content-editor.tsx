import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { STALE_MESSAGE, adminFetch, failureLines } from './editor-api.ts';
import { NOUN, SCHEDULE_CHANGED, type ContentItem, type ContentKind, type ContentKindName } from './content-api.ts';
import { ContentHistoryList } from './content-history.tsx';
import { PublishForm } from './publish-form.tsx';
import { SettingsBoundary } from './settings-boundary.tsx';
import { useContentDraft } from './use-content-draft.ts';
import type { SaveStatus } from './use-draft.ts';

const PropsForm = lazy(() => import('./props-form.tsx'));
const ContentPreview = lazy(() => import('./content-preview.tsx'));

const STATUS_TEXT: Record<SaveStatus, string> = {
  loading: 'Loading…',
  idle: '',
  saving: 'Saving the draft…',
  saved: 'Draft saved.',
  invalid: 'Not saved: some fields are not valid.',
  stale: 'Not saved: someone else changed it.',
  error: 'Not saved.',
};

/**
 * Alerts, promotions (with their campaigns) and splash pages, as templates are edited (decision 0023): the
 * schema-generated form autosaves the document's draft; a preview shows the draft as fans would see it; publish
 * now or at a time with a note; the history restores an older version. A new one is created live, then drafted.
 */
export function ContentEditor({ tenant, csrfToken }: { tenant: string; csrfToken: string | null }) {
  const id = useId();
  const [kinds, setKinds] = useState<ContentKind[]>([]);
  const [kind, setKind] = useState<ContentKindName>('alerts');
  const [items, setItems] = useState<ContentItem[] | null>(null);
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const [created, setCreated] = useState<Record<string, unknown> | null>(null);
  const [message, setMessage] = useState('');
  const [stamp, setStamp] = useState(0);
  const afterChange = (text: string) => (setMessage(text), setStamp((n) => n + 1));
  const draft = useContentDraft(tenant, csrfToken, kind, typeof selected === 'number' ? selected : null, afterChange);
  useEffect(() => {
    adminFetch<ContentKind[]>(tenant, csrfToken, '/api/v2/admin/content').then(setKinds, (e: unknown) =>
      setMessage(failureLines(e).join(' ')),
    );
  }, [tenant, csrfToken]);
  useEffect(() => {
    adminFetch<ContentItem[]>(tenant, csrfToken, `/api/v2/admin/content/${kind}`).then(setItems, (e: unknown) =>
      setMessage(failureLines(e).join(' ')),
    );
  }, [tenant, csrfToken, kind, stamp]);
  // A schedule cancelled (or run) from the site's list of scheduled publishes: this document's history may show it.
  const { load } = draft;
  useEffect(() => {
    const reload = (event: Event) => void ((event as CustomEvent<string>).detail === 'list' && load());
    window.addEventListener(SCHEDULE_CHANGED, reload);
    return () => window.removeEventListener(SCHEDULE_CHANGED, reload);
  }, [load]);

  const current = kinds.find((k) => k.name === kind);
  // A new document's id is the server's to choose; the (hidden) field only needs a number to be valid.
  const hasId = Object.hasOwn((current?.schema.properties as object | undefined) ?? {}, 'id');
  const item = typeof selected === 'number' ? items?.find((i) => i.id === selected) : undefined;
  const choose = (next: number | 'new' | null) => {
    void draft.flush();
    setSelected(next);
    setCreated(null);
    setMessage('');
  };
  const create = async () => {
    if (!created) return;
    try {
      const saved = await adminFetch<ContentItem>(tenant, csrfToken, `/api/v2/admin/content/${kind}`, {
        method: 'POST',
        body: { body: created },
      });
      setMessage(`Created (#${saved.id}): visitors see it now. Further changes go to its draft.`);
      setSelected(saved.id);
      setCreated(null);
      setStamp((n) => n + 1);
    } catch (error) {
      setMessage(`Not created: ${failureLines(error).join(' ')}`);
    }
  };
  const history = draft.loaded?.history;
  const hasDraft = history?.draft != null || draft.status === 'saved' || draft.status === 'saving';
  const noun = NOUN[kind];

  return (
    <div className="content-editor template-editor">
      <fieldset className="editor-choose">
        <legend>Content</legend>
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select id={`${id}-kind`} value={kind} onChange={(e) => (choose(null), setKind(e.target.value as ContentKindName))}>
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
          onChange={(e) => choose(e.target.value === 'new' ? 'new' : e.target.value ? Number(e.target.value) : null)}
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
      {current && selected === 'new' ? (
        <section className="content-settings" aria-labelledby={`${id}-title`}>
          <h3 id={`${id}-title`}>New: {current.label}</h3>
          <SettingsBoundary key={`${kind}-new`}>
            <Suspense fallback={<p className="editor-note">Loading the form…</p>}>
              <PropsForm
                widget={{ name: kind, label: current.label, description: '', schema: current.schema }}
                instanceId={`${kind}-new`}
                value={hasId ? { id: 0 } : {}}
                onValid={setCreated}
                validatorUrl={`/admin/content/${kind}/validator.js`}
                hiddenFields={['id']}
              />
            </Suspense>
          </SettingsBoundary>
          <button type="button" className="editor-save" disabled={!created} onClick={() => void create()}>
            Create
          </button>
        </section>
      ) : null}
      {current && item ? (
        <section className="content-settings" aria-labelledby={`${id}-title`}>
          <h3 id={`${id}-title`}>Edit: {item.title}</h3>
          <div className="editor-draft">
            <p className="editor-state">
              {history ? `Live: version ${history.live}. ` : ''}
              {hasDraft ? 'You are editing the draft; visitors see the live version.' : 'No draft: your first change starts one.'}
            </p>
            <p className="editor-status" role="status">
              {STATUS_TEXT[draft.status]}
            </p>
          </div>
          {draft.status === 'stale' ? (
            <div role="alert" className="editor-alert">
              <p>{draft.problems[0] ?? STALE_MESSAGE}</p>
              <button type="button" onClick={() => void draft.load()}>
                Reload the {noun}
              </button>
            </div>
          ) : draft.problems.length > 0 ? (
            <ul role="alert" className="editor-problems">
              {draft.problems.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          {draft.loaded?.staleDraft ? (
            <p className="editor-alert">
              A draft of version {history?.draft?.baseVersion} was left aside: version {history?.live} is live now. Your next change
              replaces that draft.
            </p>
          ) : null}
          {draft.loaded ? (
            <SettingsBoundary key={`${kind}-${selected}`}>
              <Suspense fallback={<p className="editor-note">Loading the form…</p>}>
                <PropsForm
                  key={`${kind}-${selected}-${draft.loaded.generation}`}
                  widget={{ name: kind, label: current.label, description: '', schema: current.schema }}
                  instanceId={`${kind}-${selected}`}
                  value={draft.loaded.body}
                  onValid={draft.edit}
                  validatorUrl={`/admin/content/${kind}/validator.js`}
                  hiddenFields={['id']}
                />
              </Suspense>
              <h4>{hasDraft ? 'Preview of the draft' : 'Preview (live)'}</h4>
              {draft.preview ? (
                <Suspense fallback={<p className="editor-note">Loading the preview…</p>}>
                  <ContentPreview kind={kind} body={draft.preview} />
                </Suspense>
              ) : null}
            </SettingsBoundary>
          ) : null}
          <div className="content-publish">
            <PublishForm
              disabled={!hasDraft || draft.status === 'stale'}
              scheduledAt={history?.draft?.publishAt ?? null}
              onPublish={draft.publish}
            />
            {hasDraft ? (
              <button
                type="button"
                className="editor-discard"
                onClick={() =>
                  void (
                    window.confirm(`Discard the draft? The live ${noun} stays as it is.`) &&
                    draft.discard().then((done) => done && setMessage('Draft discarded.'))
                  )
                }
              >
                Discard the draft
              </button>
            ) : null}
          </div>
          <h4>History</h4>
          {history ? (
            <ContentHistoryList
              history={history}
              onRestore={(version) => void draft.restore(version)}
              onCancelSchedule={(at) =>
                void draft.cancelSchedule(at).then((done) => done && setMessage('Scheduled publish cancelled. The draft stays a draft.'))
              }
            />
          ) : (
            <p className="editor-note">Loading the history…</p>
          )}
        </section>
      ) : null}
      <p role="status" className="content-status">
        {message}
      </p>
    </div>
  );
}
