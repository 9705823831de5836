import { PAGE_NAMES, type PageName, type Template } from '#schemas/page.ts';
import type { PageDefinition, PageType } from './define-page.ts';
import { PAGES } from './pages.gen.ts';

export function pageOf(name: PageName): PageDefinition<PageName> {
  return PAGES[name];
}

/** spec 2.2: the page type derived from the page name. */
export function pageTypeOf(name: PageName): PageType {
  return PAGES[name].type;
}

/** spec 2.2 page titles: the sport's title goes in front on a sport's page. */
export function pageTitle(name: PageName, sportTitle: string | null, athleticsName: string): string {
  const title = PAGES[name].title;
  if (typeof title !== 'string') return title.use === 'sport' ? (sportTitle ?? athleticsName) : athleticsName;
  return sportTitle ? `${sportTitle} ${title}` : title;
}

/**
 * The templates every page starts with (each page file's `template`), in page-name order. Editors replace them
 * through the content API (PUT /api/v2/common/templates/{page}); these are the seed of every tenant.
 */
export function defaultTemplates(): Template[] {
  return PAGE_NAMES.map((name) => {
    const { above = [], default: main, below = [] } = PAGES[name].template;
    const areas = { above: [...above], default: [...main], below: [...below] };
    const template: Template = { page: name, sport_id: null, areas };
    // A copy: a caller that changes a seed template changes its own.
    return structuredClone(template);
  });
}
