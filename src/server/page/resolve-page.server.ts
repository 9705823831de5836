import { pageNotFoundMessage } from '#schemas/constants.ts';
import { SportNavItemSchema, type SportNavItem } from '#schemas/entities/navigation.ts';
import { SportSchema, type Sport } from '#schemas/entities/sport.ts';
import { SiteSettingsSchema, type SiteSettings } from '#schemas/entities/site.ts';
import { AREAS, TemplateSchema, type PagePayload, type StoredTemplate, type WidgetInstance, type WidgetResult } from '#schemas/page.ts';
import { isWidgetName, widgetSchemas } from '#registry/widget-schemas.ts';
import { decideRoute } from '#src/routes/route-decision.ts';
import { pageTitle, pageTypeOf } from '#src/pages/page-info.ts';
import { SPORT_PARAMS, type PageRoute } from '#src/routes/route-table.ts';
import * as z from 'zod/mini';
import { HttpError } from '../api/http.server.ts';
import type { Store } from '../store/store.server.ts';
import type { WidgetContext } from '#src/widgets/shared/context.server.ts';
import { widgetResolvers } from '#registry/widgets.server.ts';
import { trackingQueryFor } from '#schemas/tracking-rules.ts';
import { pageHasTags } from '../api/routes/tracking.server.ts';
import { previewTemplate, type Preview } from '../editor/preview.server.ts';

export type PageResolution = { kind: 'page'; payload: PagePayload } | { kind: 'redirect'; location: string };

export interface ResolveOptions {
  store: Store;
  tenant: string;
  path: string;
  staff: boolean;
  now: Date;
  /** Staff preview of a draft or an old version (issue 12 part 3); callers pass it only for staff. */
  preview?: Preview | null;
}

export function loadSports(store: Store, tenant: string): Sport[] {
  return store.cached(tenant, 'sports', () =>
    store.list(tenant, 'sports', { publishedOnly: false, order: 'asc' }).items.map((item) => SportSchema.parse(item)),
  );
}

export function loadSiteSettings(store: Store, tenant: string): SiteSettings {
  return store.cached(tenant, 'site', () => SiteSettingsSchema.parse(store.getSetting(tenant, 'site')));
}

/** spec 2.3: the current sport from sportSlug, slug or globalSportNameSlug, by global name slug or short name. */
export function currentSport(route: PageRoute, params: Record<string, string>, sports: readonly Sport[]): Sport | null | 'unknown' {
  if (route.manualSport) return null;
  const name = SPORT_PARAMS.find((param) => params[param] !== undefined);
  if (!name) return null;
  const value = params[name];
  return sports.find((s) => s.global_sport_name_slug === value) ?? sports.find((s) => s.shortname === value) ?? 'unknown';
}

function splitPath(path: string): { pathname: string; search: string } {
  const [pathname = '/', query = ''] = path.split(/\?(.*)/s);
  return { pathname, search: query ? `?${query}` : '' };
}

/** URL → route table → sport → template → widget data: one page payload in one round trip (ARCHITECTURE.md). */
export function resolvePage(options: ResolveOptions): PageResolution {
  const { store, tenant } = options;
  // The path may carry a query (`/search?q=…`): only the parameters the route declares reach the widgets. The
  // decision is the page loader's (src/routes/route-decision.ts); a path with stray slashes is answered at its
  // one address (spec 2.5), where the page route would send the browser.
  let decision = decideRoute({ ...splitPath(options.path), staff: options.staff });
  if (decision.kind === 'canonical') decision = decideRoute({ ...splitPath(decision.location), staff: options.staff });
  // A clean address is its own canonical one: this cannot repeat.
  if (decision.kind === 'canonical') throw new Error(`${options.path} has no canonical address`);
  if (decision.kind === 'redirect') return { kind: 'redirect', location: decision.location };
  if (decision.kind === 'unknown' || decision.kind === 'not-found') throw new HttpError(404, decision.message);
  if (decision.kind === 'sign-in') throw new HttpError(401, 'Sign-in required');
  const { route, params, path } = decision;
  const { flags } = route;

  const sports = loadSports(store, tenant);
  const sport = currentSport(route, params, sports);
  if (sport === 'unknown') throw new HttpError(404, pageNotFoundMessage(path));
  const site = loadSiteSettings(store, tenant);
  const title = pageTitle(route.page, sport?.title ?? null, site.athleticsName);
  const preview = options.staff && options.preview ? previewTemplate(store, tenant, route.page, sport?.id ?? 0, options.preview) : null;
  const template = preview ?? loadTemplate(store, tenant, route.page, sport?.id ?? 0);

  const ctx: WidgetContext = {
    store,
    tenant,
    sport,
    sports,
    now: options.now,
    staff: options.staff,
    page: { name: route.page, path, title, params, query: decision.query, meta: {} },
    query: { start: 0, count: null, name: null, extra: null, filters: {} },
  };
  const widgets: Record<string, WidgetResult> = {};
  // Page titles last: the page's main widget may name the page (a story, a tag, a day), wherever its title sits.
  const instances = AREAS.flatMap((area) => template.areas[area]);
  for (const instance of [...instances.filter((i) => i.name !== 'page-title'), ...instances.filter((i) => i.name === 'page-title')]) {
    widgets[instance.id] = resolveWidget(instance, ctx, path);
  }

  // A widget may name the page (a player bio names the player), describe it (meta) or, on pages where the
  // current sport is set by hand (spec 2.3: story, game center…), set the sport: all read after the widgets ran.
  const pageSport = ctx.sport;
  return {
    kind: 'page',
    payload: {
      page: { name: route.page, type: pageTypeOf(route.page), path, title: ctx.page.title, params, query: ctx.page.query, flags, meta: ctx.page.meta },
      sport: pageSport,
      sportNavigation: pageSport && !pageSport.non_sport ? sportNavigation(store, tenant, pageSport.id) : [],
      template,
      widgets,
      contentVersion: store.contentVersion(tenant),
      hasTrackingTags: pageHasTags(store, tenant, trackingQueryFor({ name: route.page, params }, pageSport)),
    },
  };
}

export function sportNavigation(store: Store, tenant: string, sportId: number): SportNavItem[] {
  return store.cached(tenant, `navigation:${sportId}`, () => {
    const parsed = z.array(SportNavItemSchema).safeParse(store.getSetting(tenant, `navigation:${sportId}`) ?? []);
    return parsed.success ? parsed.data : [];
  });
}

function loadTemplate(store: Store, tenant: string, page: string, sportId: number): StoredTemplate {
  const row = (sportId > 0 ? store.template(tenant, page, sportId) : undefined) ?? store.template(tenant, page, 0);
  const parsed = TemplateSchema.safeParse(row?.body);
  if (row && parsed.success) return { ...parsed.data, version: row.version, updated_at: row.created_at };
  if (row) console.error(`Stored template for ${page} is invalid; rendering an empty page`, parsed.error?.message);
  return { page: page as StoredTemplate['page'], sport_id: null, areas: { above: [], default: [], below: [] }, version: 0, updated_at: '' };
}

/** One widget's data. Failures stay inside the widget: logged with the path and widget id, never thrown. */
export function resolveWidget(instance: WidgetInstance, ctx: WidgetContext, path: string): WidgetResult {
  const fail = (error: string): WidgetResult => {
    console.error(`[widget] ${path} #${instance.id} (${instance.name}): ${error}`);
    return { ok: false, error };
  };
  if (!isWidgetName(instance.name)) return fail(`Unknown widget "${instance.name}"`);
  const name = instance.name;
  const props = widgetSchemas[name].props.safeParse(instance.props);
  if (!props.success) return fail(`Invalid props: ${z.prettifyError(props.error)}`);
  try {
    const resolver = widgetResolvers[name] as (props: unknown, ctx: WidgetContext) => unknown;
    return { ok: true, data: resolver(props.data, ctx) };
  } catch (error) {
    // A widget may decide the page itself does not exist (a bio id that is not in the store): spec 8, 404.
    if (error instanceof HttpError && error.status === 404) throw error;
    return fail(error instanceof Error ? error.message : String(error));
  }
}
