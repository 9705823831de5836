import type { NavItem, SportLink } from './navigation.ts';

// Apart from the navigation's schema: the router's error boundary (in every visitor bundle) calls it, and a value
// import of the schema module would bring its schema library along.

const SPORT_HOME = /^\/sports\/[a-z0-9-]+\/?$/;

/**
 * The sport home pages the main menu links to (spec 2.6), in menu order and once each: every not-found answer
 * offers them as ways on (spec 8), whether the page resolver or the router's error boundary renders it.
 */
export function sportHomeLinks(navigation: readonly NavItem[]): SportLink[] {
  const seen = new Set<string>();
  const links: SportLink[] = [];
  for (const leaf of navigation.flatMap((item) => item.columns.flatMap((column) => column.items))) {
    if (leaf.url === null || !SPORT_HOME.test(leaf.url) || seen.has(leaf.url)) continue;
    seen.add(leaf.url);
    links.push({ title: leaf.title, url: leaf.url });
  }
  return links;
}
