import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import type { AreaName } from '#schemas/areas.ts';
import { AddWidget } from './add-widget.tsx';
import { AuditLog } from './audit-log.tsx';
import { AreaList, instanceLabel } from './area-list.tsx';
import { add, duplicate, locate, moveInstance, remove, reorder, setProps } from './area-ops.ts';
import { AREAS, STALE_MESSAGE, adminFetch, failureLines, templatePath, type EditorPages, type EditorWidget } from './editor-api.ts';
import { HistoryPanel } from './history-panel.tsx';
import { PreviewFrame } from './preview-frame.tsx';
import { PublishForm } from './publish-form.tsx';
import { sameProps } from './same-props.ts';
import { SettingsBoundary } from './settings-boundary.tsx';
import { useDraft } from './use-draft.ts';

// rjsf and the props validators load only when a widget's settings are opened.
const PropsForm = lazy(() => import('./props-form.tsx'));


const STATUS_TEXT = { loading: 'Loading…', idle: '', saving: 'Saving the draft…', saved: 'Draft saved.', invalid: 'Not saved: some settings are not valid.', stale: STALE_MESSAGE, error: 'Not saved.' };

/** The visual template editor (issue 12): page picker, areas, widget settings, preview, publish and history. */
export function TemplateEditor({ tenant, csrfToken }: { tenant: string; csrfToken: string | null }) {
  const [pages, setPages] = useState<EditorPages | null>(null);
  const [widgets, setWidgets] = useState<EditorWidget[]>([]);
  const [fatal, setFatal] = useState<string | null>(null);
  const [page, setPage] = useState('homepage');
  const [sportId, setSportId] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [previewVersion, setPreviewVersion] = useState<number | null>(null);
  const [historyStamp, setHistoryStamp] = useState(0);
  const draft = useDraft(tenant, csrfToken, page, sportId);
  const byName = useMemo(() => new Map(widgets.map((w) => [w.name, w])), [widgets]);

  useEffect(() => {
    Promise.all([adminFetch<EditorPages>(tenant, csrfToken, '/api/v2/admin/pages'), adminFetch<EditorWidget[]>(tenant, csrfToken, '/api/v2/admin/widgets')]).then(
      ([p, w]) => (setPages(p), setWidgets(w)),
      (e: unknown) => setFatal(failureLines(e).join(' ')),
    );
  }, [tenant, csrfToken, historyStamp]);

  const labelOf = (id: string) => {
    const at = locate(draft.areas, id);
    const instance = at ? draft.areas[at.area][at.index] : undefined;
    return instance ? instanceLabel(instance, byName.get(instance.name)) : id;
  };
  const apply = (result: { areas: typeof draft.areas; message: string } | null) => {
    if (!result) return;
    draft.edit(result.areas);
    setAnnouncement(result.message);
  };
  const move = (id: string, direction: -1 | 1) => {
    apply(moveInstance(draft.areas, id, direction, labelOf(id)));
    // The moved widget keeps the focus, on the same button unless it can go no further that way.
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>(`[data-widget-id="${id}"] .editor-widget-actions button`);
      const wanted = buttons[direction < 0 ? 0 : 1];
      (wanted && !wanted.disabled ? wanted : buttons[direction < 0 ? 1 : 0])?.focus();
    });
  };
  const choose = (nextPage: string, nextSport: number) => {
    void draft.flush();
    setSelected(null);
    setPreviewVersion(null);
    setPage(nextPage);
    setSportId(nextSport);
  };
  const publish = async (note: string, publishAt: string | null) => {
    if (!(await draft.flush())) return false;
    try {
      const result = await adminFetch<{ version?: number; scheduled?: string }>(tenant, csrfToken, templatePath(page, sportId, '/publish'), { method: 'POST', body: { baseVersion: draft.baseVersion(), note, ...(publishAt ? { publishAt } : {}) } });
      setAnnouncement(result.version ? `Published version ${result.version}. Visitors see it now.` : `Publish scheduled for ${new Date(result.scheduled ?? '').toLocaleString('en-US')}.`);
      await draft.load();
      setHistoryStamp((n) => n + 1);
      return true;
    } catch (error) {
      setAnnouncement(failureLines(error).join(' '));
      if (failureLines(error).includes(STALE_MESSAGE)) await draft.load().then(() => setAnnouncement(`${STALE_MESSAGE} The page was reloaded.`));
      return false;
    }
  };
  const restore = async (version: number, note: string) => {
    try {
      const result = await adminFetch<{ version: number }>(tenant, csrfToken, templatePath(page, sportId, `/versions/${version}/restore`), { method: 'POST', body: { baseVersion: draft.baseVersion(), note } });
      setAnnouncement(`Version ${version} restored as version ${result.version}. Visitors see it now.`);
      setPreviewVersion(null);
      await draft.load();
      setHistoryStamp((n) => n + 1);
    } catch (error) {
      setAnnouncement(failureLines(error).join(' '));
    }
  };
  const discard = async () => {
    await adminFetch(tenant, csrfToken, templatePath(page, sportId, '/draft'), { method: 'DELETE' }).catch(() => undefined);
    setAnnouncement('Draft discarded.');
    await draft.load();
  };

  if (fatal) return <p role="alert" className="form-error">{fatal}</p>;
  if (!pages) return <p className="editor-note">Loading the editor…</p>;
  const sport = pages.sports.find((s) => s.id === sportId) ?? pages.sports[0];
  const pattern = pages.pages.find((p) => p.name === page)?.preview ?? null;
  const previewPath = pattern ? pattern.replace(':sport', sport?.slug ?? '') : null;
  const hasDraft = draft.loaded?.draft != null || draft.status === 'saved' || draft.status === 'saving';
  const staleDraft = draft.loaded?.draft && draft.loaded.draft.baseVersion !== (draft.loaded.live?.version ?? 0);
  const selectedAt = selected ? locate(draft.areas, selected) : null;
  const selectedInstance = selectedAt ? draft.areas[selectedAt.area][selectedAt.index] : undefined;
  const selectedWidget = selectedInstance ? byName.get(selectedInstance.name) : undefined;
  const isDraft = (name: string, id: number) => pages.drafts.some((d) => d.page === name && d.sportId === id);

  const settings =
    selectedInstance && selectedWidget ? (
      <section className="editor-settings" aria-labelledby="editor-settings-title">
        <h4 id="editor-settings-title">Settings: {labelOf(selectedInstance.id)}</h4>
        <SettingsBoundary key={selectedInstance.id}>
          <Suspense fallback={<p className="editor-note">Loading the settings…</p>}>
            <PropsForm
              key={selectedInstance.id}
              widget={selectedWidget}
              instanceId={selectedInstance.id}
              value={selectedInstance.props}
              onValid={(props) => {
                if (!sameProps(props, selectedInstance.props)) draft.edit(setProps(draft.areas, selectedInstance.id, props));
              }}
            />
          </Suspense>
        </SettingsBoundary>
      </section>
    ) : null;

  return (
    <div className="template-editor">
      <div className="editor-columns">
        <div className="editor-main">
          <fieldset className="editor-choose">
            <legend>Template</legend>
            <label htmlFor="editor-page">Page</label>
            <select id="editor-page" value={page} onChange={(e) => choose(e.target.value, sportId)}>
              {pages.pages.map((p) => <option key={p.name} value={p.name}>{p.name}{isDraft(p.name, sportId) ? ' (draft)' : ''}</option>)}
            </select>
            <label htmlFor="editor-sport">Version for</label>
            <select id="editor-sport" value={sportId} onChange={(e) => choose(page, Number(e.target.value))}>
              <option value={0}>Every sport (default template)</option>
              {pages.sports.map((s) => <option key={s.id} value={s.id}>{s.title} only</option>)}
            </select>
          </fieldset>
          <p className="editor-state">
            {draft.loaded?.live ? `Live: version ${draft.loaded.live.version}.` : draft.loaded?.inherited ? 'This sport shows the default layout; publishing gives it a layout of its own.' : 'Not published yet.'} {hasDraft ? 'You are editing the draft.' : 'No draft: your first edit starts one.'}
          </p>
          <div className="editor-status" role="status">{STATUS_TEXT[draft.status]}</div>
          {draft.status === 'stale' ? (
            <div role="alert" className="editor-alert">
              <p>{STALE_MESSAGE}</p>
              <button type="button" onClick={() => void draft.load()}>Reload the page</button>
            </div>
          ) : null}
          {draft.problems.length > 0 && draft.status !== 'stale' ? (
            <ul role="alert" className="editor-problems">{draft.problems.map((line) => <li key={line}>{line}</li>)}</ul>
          ) : null}
          {staleDraft ? (
            <p className="editor-alert">This draft was started from version {draft.loaded?.draft?.baseVersion}; version {draft.loaded?.live?.version} is live now. Saving it again makes it a draft of version {draft.loaded?.live?.version}.</p>
          ) : null}
          {AREAS.map((area, i) => (
            <AreaList
              key={area}
              area={area}
              instances={draft.areas[area]}
              widgets={byName}
              selectedId={selected}
              canMoveOut={{ up: i > 0, down: i < AREAS.length - 1 }}
              onSelect={(id) => setSelected((current) => (current === id ? null : id))}
              onMove={move}
              onReorder={(a: AreaName, from, to) => apply(reorder(draft.areas, a, from, to, labelOf(draft.areas[a][from]?.id ?? '')))}
              onDuplicate={(id) => apply(duplicate(draft.areas, id, labelOf(id)))}
              onRemove={(id) => (setSelected(null), apply(remove(draft.areas, id, labelOf(id))))}
              settings={settings}
            />
          ))}
          <AddWidget widgets={widgets} onAdd={(name, area) => {
            const result = add(draft.areas, area, name, byName.get(name)?.label ?? name);
            apply(result);
            setSelected(result.id);
          }} />
        </div>
        <div className="editor-side">
          <section aria-labelledby="editor-preview-title">
            <h3 id="editor-preview-title">Preview{previewVersion ? ` of version ${previewVersion}` : hasDraft ? ' of the draft' : ' (live)'}</h3>
            <PreviewFrame path={previewPath} target={previewVersion ? `v${previewVersion}` : hasDraft ? 'draft' : null} stamp={draft.savedStamp * 1000 + historyStamp} title={`Preview of ${page}`} />
          </section>
          <section aria-labelledby="editor-publish-title">
            <h3 id="editor-publish-title">Publish</h3>
            <PublishForm disabled={!hasDraft || draft.status === 'stale'} scheduledAt={draft.loaded?.draft?.publishAt ?? null} onPublish={publish} />
            {hasDraft ? <button type="button" className="editor-discard" onClick={() => void discard()}>Discard the draft</button> : null}
          </section>
          <section aria-labelledby="editor-history-title">
            <h3 id="editor-history-title">History</h3>
            <HistoryPanel key={`${page}|${sportId}|${historyStamp}`} tenant={tenant} csrfToken={csrfToken} page={page} sportId={sportId} liveVersion={draft.loaded?.live?.version ?? 0} refresh={historyStamp} previewing={previewVersion} onPreview={setPreviewVersion} onRestore={restore} />
          </section>
          <AuditLog key={historyStamp} tenant={tenant} csrfToken={csrfToken} />
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">{announcement}</p>
    </div>
  );
}
