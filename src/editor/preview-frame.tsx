import { useEffect, useRef, useState } from 'react';

const VIEWPORTS = { mobile: 375, tablet: 768, desktop: 1280 } as const;
type Viewport = keyof typeof VIEWPORTS;

/**
 * The real page rendered with the draft or a version (staff-only `?preview=`), reloaded after every save
 *, in a mobile, tablet or desktop width.
 */
export function PreviewFrame({ path, target, stamp, title }: { path: string | null; target: string | null; stamp: number; title: string }) {
  const [viewport, setViewport] = useState<Viewport>('desktop');
  const stage = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [path]);
  // The page is laid out at the chosen width and scaled down to fit the column: the whole width is seen.
  const width = VIEWPORTS[viewport];
  const scale = room > 0 ? Math.min(1, room / width) : 1;
  if (!path) return <p className="editor-note">This page has no fixed address (it shows one story, player…), so it has no preview here.</p>;
  const query = new URLSearchParams();
  if (target) query.set('preview', target);
  query.set('stamp', String(stamp));
  return (
    <div className="editor-preview">
      <fieldset className="editor-viewports">
        <legend>Preview width</legend>
        {(Object.keys(VIEWPORTS) as Viewport[]).map((name) => (
          <label key={name}>
            <input type="radio" name="viewport" value={name} checked={viewport === name} onChange={() => setViewport(name)} />{' '}
            {name[0]?.toUpperCase()}
            {name.slice(1)} ({VIEWPORTS[name]} px)
          </label>
        ))}
      </fieldset>
      <div className="editor-preview-stage" ref={stage}>
        <iframe
          key={`${path}|${target}|${stamp}`}
          title={title}
          src={`${path}?${query}`}
          style={{ width, height: `calc(70vh / ${scale})`, transform: `scale(${scale})` }}
          data-preview={target ?? 'live'}
        />
      </div>
    </div>
  );
}
