import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AreaName } from '#schemas/areas.ts';
import { AddWidget } from './add-widget.tsx';
import { AuditLog } from './audit-log.tsx';
import { AreaList, instanceLabel } from './area-list.tsx';
import { add, duplicate, locate, moveInstance, place, remove, reorder, setProps } from './area-ops.ts';
import { AREAS, STALE_MESSAGE, adminFetch, failureLines, type EditorPages, type EditorWidget } from './editor-api.ts';
import { HistoryPanel } from './history-panel.tsx';
import { slotSelector, usePreviewBridge } from './preview-bridge.ts';
import { PreviewFrame, ViewportPicker, type Viewport } from './preview-frame.tsx';
import { SamplePicker, sampleNoun, usePreviewSample } from './sample-picker.tsx';
import { PublishForm } from './publish-form.tsx';
import { PagePicker } from './page-picker.tsx';
import { ScheduledPublishes, scheduleOf } from './scheduled-publishes.tsx';
import { useDraft } from './use-draft.ts';
import { usePublishing } from './use-publishing.ts';
// Undo and redo: the draft's edits go through useUndo; its buttons sit in the toolbar.
import { UndoButtons } from './undo-buttons.tsx';
import { useUndo } from './use-undo.ts';
import { WidgetSettings } from './widget-settings.tsx';

const STATUS_TEXT = {
  loading: 'Loading…',
  idle: '',
  saving: 'Saving the draft…',
  saved: 'Draft saved.',
  invalid: 'Not saved: some settings are not valid.',
  stale: STALE_MESSAGE,
  error: 'Not saved.',
};

/**
 * The visual template editor, one screen: a toolbar (page, sport version, preview width, draft status, publish)
 * over three panels that scroll on their own — the widget list, the preview, and the settings with the history.
 * `children` go to the end of the settings panel.
 */
export function TemplateEditor({ tenant, csrfToken, children }: { tenant: string; csrfToken: string | null; children?: ReactNode }) {
  const [pages, setPages] = useState<EditorPages | null>(null);
  const [widgets, setWidgets] = useState<EditorWidget[]>([]);
  const [fatal, setFatal] = useState<string | null>(null);
  const [page, setPage] = useState('homepage');
  const [sportId, setSportId] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [previewVersion, setPreviewVersion] = useState<number | null>(null);
  const [historyStamp, setHistoryStamp] = useState(0);
  const [viewport, setViewport] = useState<Viewport>('desktop');
  const [hovered, setHovered] = useState<string | null>(null);
  const [previewDoc, setPreviewDoc] = useState<Document | null>(null);
  const draft = useUndo(useDraft(tenant, csrfToken, page, sportId), { scope: `${page}|${sportId}`, widgets, announce: setAnnouncement });
  const previewSample = usePreviewSample(tenant, csrfToken, page, pages?.pages.find((p) => p.name === page && !p.preview)?.sample ?? null);
  const byName = useMemo(() => new Map(widgets.map((w) => [w.name, w])), [widgets]);

  useEffect(() => {
    Promise.all([
      adminFetch<EditorPages>(tenant, csrfToken, '/api/v2/admin/pages'),
      adminFetch<EditorWidget[]>(tenant, csrfToken, '/api/v2/admin/widgets'),
    ]).then(
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
    // While the page's template is still being read there is nothing to edit, and nothing to announce.
    if (!result || !draft.edit(result.areas)) return;
    setAnnouncement(result.message);
  };
  /** After an edit, the keyboard stays with the widget it was about (or the nearest one when it is gone). */
  const focusWidget = (id: string | undefined) =>
    requestAnimationFrame(() =>
      (
        document.querySelector<HTMLElement>(id ? `[data-widget-id="${id}"] .editor-select` : '.editor-add select') ??
        document.querySelector<HTMLElement>('.editor-add select')
      )?.focus(),
    );
  const neighbourOf = (id: string) => {
    const at = locate(draft.areas, id);
    const list = at ? draft.areas[at.area] : [];
    return at ? (list[at.index + 1] ?? list[at.index - 1])?.id : undefined;
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
  // Picking, outlining and dragging in the preview (decision 0024); an old version previewed is not the draft.
  usePreviewBridge(previewDoc, {
    selected,
    hovered,
    canDrag: previewVersion === null,
    onHover: setHovered,
    onPick: (id) => {
      if (!locate(draft.areas, id)) return;
      setSelected(id);
      setAnnouncement(`${labelOf(id)} selected: its settings are open.`);
      requestAnimationFrame(() => document.querySelector(`.editor-list-panel ${slotSelector(id)}`)?.scrollIntoView({ block: 'nearest' }));
    },
    onDrop: (id, targetId, placement) => apply(place(draft.areas, id, targetId, placement, labelOf(id))),
  });
  const choose = (nextPage: string, nextSport: number) => {
    void draft.flush();
    setSelected(null);
    setPreviewVersion(null);
    setPage(nextPage);
    setSportId(nextSport);
  };
  const { publish, restore, discard } = usePublishing({
    tenant,
    csrfToken,
    page,
    sportId,
    draft,
    announce: setAnnouncement,
    afterChange: (keepPreview) => {
      if (!keepPreview) setPreviewVersion(null);
      setHistoryStamp((n) => n + 1);
    },
  });

  if (fatal)
    return (
      <p role="alert" className="form-error">
        {fatal}
      </p>
    );
  if (!pages) return <p className="editor-note">Loading the editor…</p>;
  const sport = pages.sports.find((s) => s.id === sportId) ?? pages.sports[0];
  const entry = pages.pages.find((p) => p.name === page);
  const pattern = entry?.preview ?? null;
  const previewPath = pattern ? pattern.replace(':sport', sport?.slug ?? '') : (previewSample.sample?.address ?? null);
  const hasDraft = draft.loaded?.draft != null || draft.status === 'saved' || draft.status === 'saving';
  const staleDraft = draft.loaded?.draft && draft.loaded.draft.baseVersion !== (draft.loaded.live?.version ?? 0);
  const selectedAt = selected ? locate(draft.areas, selected) : null;
  const selectedInstance = selectedAt ? draft.areas[selectedAt.area][selectedAt.index] : undefined;
  const selectedWidget = selectedInstance ? byName.get(selectedInstance.name) : undefined;
  const noun = sampleNoun(entry?.sample ?? '');

  return (
    <div className="template-editor">
      <section className="editor-toolbar" aria-label="Toolbar">
        <PagePicker pages={pages} page={page} sportId={sportId} onChoose={choose} />
        <ViewportPicker viewport={viewport} onChange={setViewport} />
        <UndoButtons history={draft.history} />
        <div className="editor-draft">
          <p className="editor-state">
            {draft.loaded?.live
              ? `Live: version ${draft.loaded.live.version}.`
              : draft.loaded?.inherited
                ? 'This sport shows the default layout; publishing gives it a layout of its own.'
                : 'Not published yet.'}{' '}
            {hasDraft ? 'You are editing the draft.' : 'No draft: your first edit starts one.'}
          </p>
          <div className="editor-status" role="status">
            {STATUS_TEXT[draft.status]}
          </div>
        </div>
        <div className="editor-publish-bar">
          <PublishForm
            disabled={!hasDraft || draft.status === 'stale'}
            scheduledAt={draft.loaded?.draft?.publishAt ?? null}
            onPublish={publish}
          />
          {hasDraft ? (
            <button type="button" className="editor-discard" onClick={() => void discard()}>
              Discard the draft
            </button>
          ) : null}
        </div>
      </section>
      {draft.status === 'stale' ? (
        <div role="alert" className="editor-alert">
          <p>{STALE_MESSAGE}</p>
          <button type="button" onClick={() => void draft.load()}>
            Reload the page
          </button>
        </div>
      ) : null}
      {draft.problems.length > 0 && draft.status !== 'stale' ? (
        <ul role="alert" className="editor-problems">
          {draft.problems.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {staleDraft ? (
        <p className="editor-alert">
          This draft was started from version {draft.loaded?.draft?.baseVersion}; version {draft.loaded?.live?.version} is live now. Saving
          it again makes it a draft of version {draft.loaded?.live?.version}.
        </p>
      ) : null}
      <div className="editor-panels">
        <section className="editor-panel editor-list-panel" aria-labelledby="editor-widgets-title">
          <h2 id="editor-widgets-title">Widgets</h2>
          {AREAS.map((area, i) => (
            <AreaList
              key={area}
              area={area}
              instances={draft.areas[area]}
              widgets={byName}
              selectedId={selected}
              hoveredId={hovered}
              onHover={setHovered}
              canMoveOut={{ up: i > 0, down: i < AREAS.length - 1 }}
              onSelect={(id) => setSelected((current) => (current === id ? null : id))}
              onMove={move}
              onReorder={(a: AreaName, from, to) => apply(reorder(draft.areas, a, from, to, labelOf(draft.areas[a][from]?.id ?? '')))}
              onDuplicate={(id) => {
                const result = duplicate(draft.areas, id, labelOf(id));
                apply(result);
                if (result) focusWidget(result.id);
              }}
              onRemove={(id) => {
                const next = neighbourOf(id);
                setSelected(null);
                apply(remove(draft.areas, id, labelOf(id)));
                focusWidget(next);
              }}
              settings={
                <button type="button" className="editor-to-settings" onClick={() => document.getElementById('editor-settings')?.focus()}>
                  Go to its settings
                </button>
              }
            />
          ))}
          <AddWidget
            widgets={widgets}
            onAdd={(name, area) => {
              const result = add(draft.areas, area, name, byName.get(name)?.label ?? name);
              apply(result);
              setSelected(result.id);
              focusWidget(result.id);
            }}
          />
        </section>
        <section className="editor-panel editor-preview-panel" aria-labelledby="editor-preview-title">
          <h2 id="editor-preview-title">
            Preview{previewVersion ? ` of version ${previewVersion}` : hasDraft ? ' of the draft' : ' (live)'}
          </h2>
          {entry?.sample && !pattern ? (
            previewSample.error ? (
              <p role="alert" className="editor-alert">
                {previewSample.error}
              </p>
            ) : previewSample.sample === null ? (
              <p role="alert" className="editor-alert">
                No {noun} can show this page yet, so it cannot be previewed: add one, or publish one.
              </p>
            ) : previewSample.sample ? (
              <SamplePicker
                key={page}
                tenant={tenant}
                csrfToken={csrfToken}
                page={page}
                collection={entry.sample}
                current={previewSample.sample}
                onChoose={previewSample.choose}
              />
            ) : (
              <p className="editor-note">Finding a {noun} to preview this page with…</p>
            )
          ) : null}
          {previewPath ? (
            <PreviewFrame
              path={previewPath}
              target={previewVersion ? `v${previewVersion}` : hasDraft ? 'draft' : null}
              stamp={draft.savedStamp * 1000 + historyStamp}
              title={`Preview of ${page}`}
              viewport={viewport}
              onDocument={setPreviewDoc}
              missing={
                entry?.sample && !pattern
                  ? `The ${noun} previewed here no longer exists (its address answers 404). Preview another ${noun} above.`
                  : 'This address answers 404: the page cannot be shown.'
              }
            />
          ) : !entry?.sample ? (
            <p className="editor-note">This page has no address to preview it at.</p>
          ) : null}
        </section>
        <div className="editor-panel editor-side-panel">
          <section id="editor-settings" tabIndex={-1} aria-labelledby="editor-settings-panel-title">
            <h2 id="editor-settings-panel-title">Widget settings</h2>
            {selectedInstance && selectedWidget ? (
              <WidgetSettings
                instance={selectedInstance}
                widget={selectedWidget}
                label={labelOf(selectedInstance.id)}
                onChange={(props) => draft.edit(setProps(draft.areas, selectedInstance.id, props))}
              />
            ) : (
              <p className="editor-note">Choose a widget in the list to change its settings.</p>
            )}
          </section>
          <section aria-labelledby="editor-history-title">
            <h2 id="editor-history-title">History</h2>
            <HistoryPanel
              key={`${page}|${sportId}|${historyStamp}`}
              tenant={tenant}
              csrfToken={csrfToken}
              page={page}
              sportId={sportId}
              liveVersion={draft.loaded?.live?.version ?? 0}
              refresh={historyStamp}
              previewing={previewVersion}
              onPreview={setPreviewVersion}
              onRestore={restore}
              scheduled={scheduleOf(draft.loaded)}
            />
          </section>
          <section aria-labelledby="editor-scheduled-title">
            <h2 id="editor-scheduled-title">Scheduled publishes</h2>
            <ScheduledPublishes
              tenant={tenant}
              csrfToken={csrfToken}
              refresh={historyStamp}
              onChanged={(changed) => {
                // The draft's own schedule is part of what the editor loaded: read it again (edits saved first).
                const mine = changed.page === page && changed.sportId === sportId;
                void (mine ? draft.flush().then(() => draft.load()) : Promise.resolve()).then(() => setHistoryStamp((n) => n + 1));
              }}
            />
          </section>
          <AuditLog key={historyStamp} tenant={tenant} csrfToken={csrfToken} />
          {children}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
