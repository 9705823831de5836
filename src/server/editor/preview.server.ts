import { TemplateSchema, type StoredTemplate } from '#schemas/page.ts';
import type { Store } from '../store/store.server.ts';

/**
 * `?preview=draft` or `?preview=v{N}`; anything else (the editor's `?preview=live`) previews no template: the page
 * renders live, still as a staff preview (no scripts, never cached).
 */
export type Preview = 'draft' | number;

export function parsePreview(value: string | null): Preview | null {
  if (value === 'draft') return 'draft';
  const version = /^v([1-9]\d{0,8})$/.exec(value ?? '')?.[1];
  return version ? Number(version) : null;
}

/**
 * The template a staff preview shows: the draft (or version N) of the template the page would use — the
 * sport's own when it has one (live or draft), else the default — exactly what publishing it would show.
 * Null when there is nothing to preview: the page renders live.
 */
export async function previewTemplate(
  store: Store,
  tenant: string,
  page: string,
  sportId: number,
  preview: Preview,
): Promise<StoredTemplate | null> {
  const sportKey = { tenant, page, sportId };
  const ownSport =
    sportId > 0 && ((await store.templates.latest(sportKey)) !== undefined || (await store.templates.draft(sportKey)) !== null);
  const key = ownSport ? sportKey : { tenant, page, sportId: 0 };
  const row = preview === 'draft' ? await store.templates.draft(key) : await store.templates.version(key, preview);
  if (!row) return null;
  const parsed = TemplateSchema.safeParse(row.body);
  if (!parsed.success) return null;
  const version = 'version' in row ? row.version : row.baseVersion;
  return { ...parsed.data, version, updated_at: 'updatedAt' in row ? row.updatedAt : row.createdAt };
}
