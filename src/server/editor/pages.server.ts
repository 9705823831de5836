import { pageOf } from '#src/pages/page-info.ts';
import { ROUTE_TABLE, SPORT_PARAMS, type PageRoute } from '#src/routes/route-table.ts';
import type { Store } from '../store/store.server.ts';
import type { EditorPage } from '#schemas/editor/pages.ts';

export type { EditorPage };

const SPORT = new Set<string>(SPORT_PARAMS);

function previewPattern(route: PageRoute): string | null {
  if (route.flags?.requiresAuth) return null;
  const path = route.path.replace(/\/:[\w]+\?/g, '');
  const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  return params.every((name) => SPORT.has(name)) ? path.replace(/:(\w+)/g, ':sport') : null;
}

/** The page names of the route table (pick a page) and the sports (pick a sport's own version). */
export async function editorPages(store: Store, tenant: string) {
  const pages = new Map<string, EditorPage>();
  for (const entry of ROUTE_TABLE) {
    if (!('page' in entry)) continue;
    const existing = pages.get(entry.page);
    const preview = previewPattern(entry);
    if (!existing) {
      const { editor, preview: sample } = pageOf(entry.page);
      pages.set(entry.page, {
        name: entry.page,
        label: editor.label,
        section: editor.section,
        preview,
        sample: sample?.collection ?? null,
      });
    } else if (!existing.preview && preview) existing.preview = preview;
  }
  const sports = (await store.sports.list(tenant)).map((s) => ({ id: s.id, title: s.title, slug: s.global_sport_name_slug }));
  return {
    pages: [...pages.values()].sort((a, b) => (a.name === 'homepage' ? -1 : b.name === 'homepage' ? 1 : a.name.localeCompare(b.name))),
    sports,
  };
}
