import * as z from 'zod/mini';
import { NavItemSchema, SportNavItemSchema, type NavItem, type NavLeaf, type NavLink, type SportNavItem } from '../entities/navigation.ts';
import { NavigationSportSchema } from './embedded-sport.ts';
import { anything, flag, num, orNull, safeLink, text } from './wire.ts';

// schema/v2/navigation/navigationSchema.js (GET /Navigation) and subSchema.js (GET /Navigation/sub?sportId=):
// one item shape at every depth, camelCase; children in `items` (each naming its `column`) or in `columns`.
const SidearmNavLinkSchema = z.object({ id: num, title: text, url: text, className: text });

export const SidearmNavItemSchema = z.object({
  id: z.number(),
  title: text,
  url: text,
  rank: num,
  column: num,
  separator: flag,
  openInNewWindow: flag,
  className: text,
  sport: z.optional(z.nullable(NavigationSportSchema)),
  socialMediaLinks: z.optional(z.nullable(z.array(SidearmNavLinkSchema))),
  scheduleRosterNewsLinks: z.optional(z.nullable(z.array(SidearmNavLinkSchema))),
  items: z.optional(z.nullable(z.array(z.unknown()))),
  columns: z.optional(z.nullable(z.array(z.object({ column: num, items: z.optional(z.nullable(z.array(z.unknown()))) })))),
  stats: anything,
  tickets: anything,
  youtube: anything,
});
export type SidearmNavItem = z.infer<typeof SidearmNavItemSchema>;

/** A mapped menu and the link targets it left out (`javascript:` and the like), for the import report. */
export interface Mapped<T> {
  value: T;
  droppedLinks: string[];
}

const children = (items: readonly unknown[] | null | undefined): SidearmNavItem[] =>
  (items ?? []).flatMap((item) => {
    const parsed = SidearmNavItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });

function linkOf(url: string | null | undefined, dropped: string[]): string | null {
  const safe = safeLink(url);
  if (safe === null && orNull(url) !== null) dropped.push(String(url));
  return safe;
}

function linksOf(links: SidearmNavItem['socialMediaLinks'], dropped: string[]): NavLink[] {
  return (links ?? []).flatMap((l) => {
    const url = linkOf(l.url, dropped);
    return url === null ? [] : [{ url, title: l.title ?? '', class_name: orNull(l.className) }];
  });
}

function leafOf(w: SidearmNavItem, dropped: string[]): NavLeaf {
  return {
    id: w.id,
    title: w.title ?? '',
    url: linkOf(w.url, dropped),
    open_in_new_window: w.openInNewWindow ?? false,
    class_name: orNull(w.className),
    separator: w.separator ?? false,
    schedule_roster_news_links: linksOf(w.scheduleRosterNewsLinks, dropped),
    social_media_links: linksOf(w.socialMediaLinks, dropped),
  };
}

const byRank = (a: SidearmNavItem, b: SidearmNavItem) => (a.rank ?? 0) - (b.rank ?? 0);

/** SIDEARM's main menu as our navigation items (spec 3): a mega menu's children grouped by their column. */
export function navigationFromSidearm(items: readonly SidearmNavItem[]): Mapped<NavItem[]> {
  const dropped: string[] = [];
  const value = [...items].sort(byRank).map((w) => {
    const columns = new Map<number, NavLeaf[]>();
    for (const column of w.columns ?? [])
      columns.set(
        column.column ?? 0,
        children(column.items)
          .sort(byRank)
          .map((c) => leafOf(c, dropped)),
      );
    if (columns.size === 0)
      for (const child of children(w.items).sort(byRank)) {
        const n = child.column ?? 0;
        columns.set(n, [...(columns.get(n) ?? []), leafOf(child, dropped)]);
      }
    return NavItemSchema.parse({
      ...leafOf(w, dropped),
      columns: [...columns.entries()].sort(([a], [b]) => a - b).map(([column, leaves]) => ({ column, items: leaves })),
    });
  });
  return { value, droppedLinks: dropped };
}

const SPORT_NAV_CLASSES = new Set(['sport-home', 'additional-links']);

/** SIDEARM's menu of one sport as our sport navigation (spec 2.3), children at any depth. */
export function sportNavigationFromSidearm(items: readonly SidearmNavItem[]): Mapped<SportNavItem[]> {
  const dropped: string[] = [];
  const map = (w: SidearmNavItem): SportNavItem => {
    const className = orNull(w.className);
    return SportNavItemSchema.parse({
      id: w.id,
      title: w.title ?? '',
      url: linkOf(w.url, dropped),
      class_name: className !== null && SPORT_NAV_CLASSES.has(className) ? className : null,
      separator: w.separator ?? false,
      items: children(w.items).sort(byRank).map(map),
    });
  };
  return { value: [...items].sort(byRank).map(map), droppedLinks: dropped };
}

const linksToSidearm = (links: readonly NavLink[]) =>
  links.map((l) => ({ id: null, title: l.title, url: l.url, className: l.class_name ?? null }));

/** SIDEARM's item fields this site has no counterpart for, neutral. */
const NEUTRAL_ITEM = { sport: null, stats: null, tickets: null, youtube: null } as const;

function leafToSidearm(leaf: NavLeaf, rank: number, column: number) {
  return {
    id: leaf.id,
    title: leaf.title,
    url: leaf.url,
    rank,
    column,
    separator: leaf.separator,
    openInNewWindow: leaf.open_in_new_window,
    className: leaf.class_name ?? null,
    socialMediaLinks: linksToSidearm(leaf.social_media_links),
    scheduleRosterNewsLinks: linksToSidearm(leaf.schedule_roster_news_links),
    ...NEUTRAL_ITEM,
  };
}

/** Our main menu as SIDEARM's `/Navigation` answer: camelCase, ranked in order, a mega menu's children by column. */
export function navigationToSidearm(items: readonly NavItem[]) {
  return items.map((item, rank) => ({
    ...leafToSidearm(item, rank, 0),
    items: [],
    columns: item.columns.map((c) => ({
      column: c.column,
      items: c.items.map((leaf, i) => ({ ...leafToSidearm(leaf, i, c.column), items: [] })),
    })),
  }));
}

export interface SidearmSportNavItemOut {
  id: number;
  title: string;
  url: string | null;
  rank: number;
  column: number;
  separator: boolean;
  openInNewWindow: boolean;
  className: string | null;
  socialMediaLinks: [];
  scheduleRosterNewsLinks: [];
  items: SidearmSportNavItemOut[];
  columns: [];
  sport: null;
  stats: null;
  tickets: null;
  youtube: null;
}

/** Our menu of one sport as SIDEARM's `/Navigation/sub` answer, children at any depth. */
export function sportNavigationToSidearm(items: readonly SportNavItem[]): SidearmSportNavItemOut[] {
  return items.map((item, rank) => ({
    id: item.id,
    title: item.title,
    url: item.url,
    rank,
    column: 0,
    separator: item.separator,
    openInNewWindow: false,
    className: item.class_name,
    socialMediaLinks: [],
    scheduleRosterNewsLinks: [],
    items: sportNavigationToSidearm(item.items),
    columns: [],
    ...NEUTRAL_ITEM,
  }));
}
