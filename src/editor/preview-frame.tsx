import { useEffect, useRef, useState } from 'react';

export const VIEWPORTS = { phone: 375, tablet: 768, desktop: 1280 } as const;
export type Viewport = keyof typeof VIEWPORTS;

/** The preview's device width, in the editor's toolbar. */
export function ViewportPicker({ viewport, onChange }: { viewport: Viewport; onChange: (viewport: Viewport) => void }) {
  return (
    <fieldset className="editor-viewports">
      <legend>Preview width</legend>
      {(Object.keys(VIEWPORTS) as Viewport[]).map((name) => (
        <label key={name}>
          <input type="radio" name="viewport" value={name} checked={viewport === name} onChange={() => onChange(name)} />{' '}
          {name[0]?.toUpperCase()}
          {name.slice(1)} <span className="editor-key">{VIEWPORTS[name]} px</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The HTTP status the frame's document was answered with (same origin; Chromium and Firefox report it). */
function statusOf(frame: HTMLIFrameElement): number | null {
  try {
    const [entry] = (frame.contentWindow?.performance.getEntriesByType('navigation') ?? []) as (PerformanceEntry & {
      responseStatus?: number;
    })[];
    return entry?.responseStatus ?? null;
  } catch {
    return null;
  }
}

/**
 * The real page rendered with the draft or a version (staff-only `?preview=`), reloaded after every save, laid
 * out at a phone, tablet or desktop width and scaled down to fit its panel. A page that answers with an error
 * (the record it showed was deleted) says so above the frame rather than leaving an error page to be guessed at.
 */
export function PreviewFrame({
  path,
  target,
  stamp,
  title,
  viewport,
  missing,
  onDocument,
}: {
  path: string;
  target: string | null;
  stamp: number;
  title: string;
  viewport: Viewport;
  /** What to say when the address answers 404 ("The story … no longer exists"). */
  missing: string;
  /** The frame's document after each load, for the editor to wire (preview-bridge.ts). */
  onDocument?: (doc: Document | null) => void;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  const [failed, setFailed] = useState<number | null>(null);
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setRoom({ width: entry?.contentRect.width ?? 0, height: entry?.contentRect.height ?? 0 }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const width = VIEWPORTS[viewport];
  const scale = room.width > 0 ? Math.min(1, room.width / width) : 1;
  const url = new URL(path, 'http://site.invalid');
  // Always a staff preview, the live template's too: the page's HTML without the site's scripts, so the frame,
  // which shares the editor's main thread, never fetches, compiles and hydrates a fan's page beside the editor
  // (docs/decisions/0027-previews-without-scripts.md). `live` names no draft or version: the page renders live.
  url.searchParams.set('preview', target ?? 'live');
  url.searchParams.set('stamp', String(stamp));
  const src = `${url.pathname}${url.search}`;
  return (
    <div className="editor-preview">
      {failed ? (
        <p role="alert" className="editor-alert">
          {failed === 404 ? missing : `The preview could not be shown: the page answered ${failed}.`}
        </p>
      ) : null}
      <div className="editor-preview-stage" ref={stage}>
        <iframe
          key={src}
          title={title}
          src={src}
          style={{ width, height: room.height > 0 ? room.height / scale : '70vh', transform: `scale(${scale})` }}
          data-preview={target ?? 'live'}
          onLoad={(event) => {
            const status = statusOf(event.currentTarget);
            setFailed(status !== null && status >= 400 ? status : null);
            onDocument?.(event.currentTarget.contentDocument);
          }}
        />
      </div>
    </div>
  );
}
