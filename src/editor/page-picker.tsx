import type { EditorPages } from './editor-api.ts';

/** Which template: a page name, and every sport (the default) or one sport's own layout. Drafts are marked. */
export function PagePicker({
  pages,
  page,
  sportId,
  onChoose,
}: {
  pages: EditorPages;
  page: string;
  sportId: number;
  onChoose: (page: string, sportId: number) => void;
}) {
  const isDraft = (name: string) => pages.drafts.some((d) => d.page === name && d.sportId === sportId);
  return (
    <fieldset className="editor-choose">
      <legend>Template</legend>
      <label htmlFor="editor-page">Page</label>
      <select id="editor-page" value={page} onChange={(e) => onChoose(e.target.value, sportId)}>
        {pages.pages.map((p) => (
          <option key={p.name} value={p.name}>
            {p.name}
            {isDraft(p.name) ? ' (draft)' : ''}
          </option>
        ))}
      </select>
      <label htmlFor="editor-sport">Version for</label>
      <select id="editor-sport" value={sportId} onChange={(e) => onChoose(page, Number(e.target.value))}>
        <option value={0}>Every sport (default template)</option>
        {pages.sports.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title} only
          </option>
        ))}
      </select>
    </fieldset>
  );
}
