import { useState } from 'react';

const VIEWPORTS = { mobile: 375, tablet: 768, desktop: 1280 } as const;
type Viewport = keyof typeof VIEWPORTS;

/**
 * The real page rendered with the draft or a version (staff-only `?preview=`), reloaded after every save
 * (issue 12 part 3), in a mobile, tablet or desktop width.
 */
export function PreviewFrame({ path, target, stamp, title }: { path: string | null; target: string | null; stamp: number; title: string }) {
  const [viewport, setViewport] = useState<Viewport>('desktop');
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
            <input type="radio" name="viewport" value={name} checked={viewport === name} onChange={() => setViewport(name)} /> {name[0]?.toUpperCase()}{name.slice(1)} ({VIEWPORTS[name]} px)
          </label>
        ))}
      </fieldset>
      {/* Scrolls sideways when the chosen width is wider than the column: focusable so the keyboard can scroll it. */}
      <div className="editor-preview-stage" tabIndex={0} role="group" aria-label="Preview page">
        <iframe key={`${path}|${target}|${stamp}`} title={title} src={`${path}?${query}`} style={{ width: VIEWPORTS[viewport] }} data-preview={target ?? 'live'} />
      </div>
    </div>
  );
}
