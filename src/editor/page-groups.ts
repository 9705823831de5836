import type { EditorPage } from './editor-api.ts';

/** How an editor reads a page's place: its section and label, "Sport › Roster › Player bio". */
export const pageTitleOf = (page: Pick<EditorPage, 'label' | 'section'>): string => `${page.section} › ${page.label}`;

/** The pages by section (sections and pages in alphabetical order, "Site" with the home page first). */
export function groupPages(pages: readonly EditorPage[]): { section: string; pages: EditorPage[] }[] {
  const sections = new Map<string, EditorPage[]>();
  for (const page of pages) sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  const first = (name: string) => (name === 'Site' ? 0 : 1);
  return [...sections]
    .sort(([a], [b]) => first(a) - first(b) || a.localeCompare(b))
    .map(([section, list]) => ({
      section,
      pages: list.toSorted((a, b) => Number(b.name === 'homepage') - Number(a.name === 'homepage') || a.label.localeCompare(b.label)),
    }));
}

/**
 * The pages whose title or key hold every word typed (any case, in any order: "bio player" finds
 * "Sport › Roster › Player bio"), those whose label starts with the text first.
 */
export function searchPages(pages: readonly EditorPage[], query: string): EditorPage[] {
  const words = query
    .toLowerCase()
    .split(/[\s›>/]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  const text = query.trim().toLowerCase();
  return pages
    .filter((page) => {
      const haystack = `${pageTitleOf(page)} ${page.name}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .toSorted(
      (a, b) =>
        Number(b.label.toLowerCase().startsWith(text)) - Number(a.label.toLowerCase().startsWith(text)) ||
        pageTitleOf(a).localeCompare(pageTitleOf(b)),
    );
}
