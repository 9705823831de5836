import type { SportNavItem } from '#schemas/entities/navigation.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import type { PageName } from '#schemas/page.ts';
import { decideRoute } from '#src/routes/route-decision.ts';
import type { Store } from '../store/store.server.ts';

type Exists = (store: Store, tenant: string, sport: Sport) => Promise<boolean>;

/**
 * Sport pages that exist only when the sport has their content (spec 8: otherwise they are 404s), each with the
 * cheap question that says so. They are the pages whose resolvers answer 404 for a sport without that content:
 * season statistics are sums of box scores (golf, cross country and track keep none), opponent history is only for
 * sports that show it and have played someone.
 */
const CONTENT_PAGES: Partial<Record<PageName, Exists>> = {
  cumestats: async (store, tenant, sport) =>
    (await store.memo(tenant, `stat-seasons:${sport.id}`, () => store.boxScores.seasons(tenant, sport.id))).length > 0,
  opponenthistory_list: async (store, tenant, sport) =>
    sport.displayOpponentHistory && (await store.documents.seasons(tenant, 'games', sport.id)).length > 0,
};

/** Whether a link of a sport's menu leads to a page that answers: another site, or a path of ours that is a page for it. */
async function answers(store: Store, tenant: string, sport: Sport, url: string): Promise<boolean> {
  if (!url.startsWith('/') || url.startsWith('//')) return true;
  const [pathname = '/', query = ''] = url.split(/\?(.*)/s);
  const decision = decideRoute({ pathname, search: query ? `?${query}` : '', staff: false });
  // A page of ours (or one that moved, or asks staff to sign in) answers; an address with no page is a 404.
  if (decision.kind === 'unknown' || decision.kind === 'not-found') return false;
  if (decision.kind !== 'page') return true;
  const exists = CONTENT_PAGES[decision.route.page];
  return exists ? exists(store, tenant, sport) : true;
}

async function keepAnswering(store: Store, tenant: string, sport: Sport, items: readonly SportNavItem[]): Promise<SportNavItem[]> {
  const kept = await Promise.all(
    items.map(async (item): Promise<SportNavItem | null> => {
      if (item.url !== null && !(await answers(store, tenant, sport, item.url))) return null;
      const children = await keepAnswering(store, tenant, sport, item.items);
      // A group whose every link led nowhere goes too.
      if (item.url === null && item.items.length > 0 && children.length === 0) return null;
      return { ...item, items: children };
    }),
  );
  return kept.filter((item) => item !== null);
}

/**
 * A sport's menu (spec 2.3) as the site shows it: the stored navigation, less the links to pages that would be a
 * 404 for this sport (a "Stats" link for a sport without box scores). Computed once per content version.
 */
export function sportNavigationFor(store: Store, tenant: string, sport: Sport): Promise<SportNavItem[]> {
  return store.memo(tenant, `sport-navigation:${sport.id}`, async () =>
    keepAnswering(store, tenant, sport, await store.settings.sportNavigation(tenant, sport.id)),
  );
}
