import { pageNotFoundMessage } from '#schemas/constants.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { AREAS, TemplateSchema, type PagePayload, type StoredTemplate, type WidgetInstance, type WidgetResult } from '#schemas/page.ts';
import { isWidgetName, widgetSchemas } from '#registry/widget-schemas.ts';
import { parseWidgetProps } from '#registry/common-props.ts';
import { decideRoute } from '#src/routes/route-decision.ts';
import { pageTitle, pageTypeOf } from '#src/pages/page-info.ts';
import { SPORT_PARAMS, type PageRoute } from '#src/routes/route-table.ts';
import * as z from 'zod/mini';
import { HttpError } from '../api/http.server.ts';
import type { Store } from '../store/store.server.ts';
import type { PageEffects, WidgetContext } from '#src/widgets/shared/context.server.ts';
import { widgetResolvers } from '#registry/widgets.server.ts';
import { trackingQueryFor } from '#schemas/tracking-rules.ts';
import { pageHasTags } from '../api/routes/tracking.server.ts';
import { previewTemplate, type Preview } from '../editor/preview.server.ts';
import { sportNavigationFor } from './sport-navigation.server.ts';
import { canonicalAddress } from './canonical-address.server.ts';

export type PageResolution = { kind: 'page'; payload: PagePayload } | { kind: 'redirect'; location: string };

export interface ResolveOptions {
  store: Store;
  tenant: string;
  path: string;
  staff: boolean;
  now: Date;
  /** Staff preview of a draft or an old version; callers pass it only for staff. */
  preview?: Preview | null;
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

type Decided = Extract<ReturnType<typeof decideRoute>, { kind: 'page' }>;

/** The route decision for a path, after the one canonical hop a path with stray slashes takes (spec 2.5). */
function decide(options: ResolveOptions): Decided | { kind: 'redirect'; location: string } {
  // The path may carry a query (`/search?q=…`): only the parameters the route declares reach the widgets. The
  // decision is the page loader's (src/routes/route-decision.ts); a path with stray slashes is answered at its
  // one address, where the page route would send the browser.
  let decision = decideRoute({ ...splitPath(options.path), staff: options.staff });
  if (decision.kind === 'canonical') decision = decideRoute({ ...splitPath(decision.location), staff: options.staff });
  // A clean address is its own canonical one: this cannot repeat.
  if (decision.kind === 'canonical') throw new Error(`${options.path} has no canonical address`);
  if (decision.kind === 'redirect') return { kind: 'redirect', location: decision.location };
  if (decision.kind === 'unknown' || decision.kind === 'not-found') throw new HttpError(404, decision.message);
  if (decision.kind === 'sign-in') throw new HttpError(401, 'Sign-in required');
  return decision;
}

/** What every widget of a page is resolved with: the route's params and query, the current sport, the page's title. */
async function contextFor(options: ResolveOptions, decision: Decided): Promise<WidgetContext> {
  const { store, tenant } = options;
  const { route, params, path } = decision;
  const sports = await store.sports.list(tenant);
  const sport = currentSport(route, params, sports);
  if (sport === 'unknown') throw new HttpError(404, pageNotFoundMessage(path));
  const site = await store.settings.site(tenant);
  return {
    store,
    tenant,
    sport,
    sports,
    now: options.now,
    staff: options.staff,
    page: {
      name: route.page,
      path,
      title: pageTitle(route.page, sport?.title ?? null, site.athleticsName),
      params,
      query: decision.query,
      meta: {},
    },
    query: { start: 0, count: null, name: null, extra: null, filters: {} },
  };
}

/** The context a page's widgets are resolved with, for a path (null when the path redirects): tests compare fixtures with it. */
export async function pageWidgetContext(options: ResolveOptions): Promise<WidgetContext | null> {
  const decision = decide(options);
  return decision.kind === 'redirect' ? null : contextFor(options, decision);
}

/** URL → route table → sport → template → widget data: one page payload in one round trip (ARCHITECTURE.md). */
export async function resolvePage(options: ResolveOptions): Promise<PageResolution> {
  const { store, tenant } = options;
  const decision = decide(options);
  if (decision.kind === 'redirect') return decision;
  const { route, params, path } = decision;
  const ctx = await contextFor(options, decision);
  const sportId = ctx.sport?.id ?? 0;
  const preview = options.staff && options.preview ? await previewTemplate(store, tenant, route.page, sportId, options.preview) : null;
  const template = preview ?? (await loadTemplate(store, tenant, route.page, sportId));

  // What a widget says about its page (title, meta, a sport spec 2.3 sets by hand) is merged in template order.
  // The page's subject widgets (a story, a game) resolve first and the rest see the sport they set (a story's
  // related news is its sport's); within each round the widgets resolve at once and none sees another's effects.
  const instances = AREAS.flatMap((area) => template.areas[area]);
  const isSubject = (instance: WidgetInstance) =>
    isWidgetName(instance.name) && (widgetSchemas[instance.name] as { subject?: boolean }).subject === true;
  const results = new Map<WidgetInstance, Awaited<ReturnType<typeof resolveInstance>>>();
  const resolveRound = async (round: WidgetInstance[], context: WidgetContext) => {
    const resolved = await Promise.all(round.map((instance) => resolveInstance(instance, context, path)));
    round.forEach((instance, index) => results.set(instance, resolved[index]!));
  };
  await resolveRound(instances.filter(isSubject), ctx);
  let subjectSport = ctx.sport;
  let subject = ctx.page.subject;
  for (const instance of instances.filter(isSubject)) {
    const effects = results.get(instance)?.page;
    if (effects?.sport !== undefined) subjectSport = effects.sport;
    if (effects?.subject !== undefined) subject = effects.subject;
  }
  await resolveRound(
    instances.filter((instance) => !isSubject(instance)),
    { ...ctx, sport: subjectSport, page: { ...ctx.page, subject } },
  );
  const widgets: Record<string, WidgetResult> = {};
  let { title, meta } = ctx.page;
  let pageSport = ctx.sport;
  let canonical: Record<string, string> = {};
  for (const instance of instances) {
    const { result, page } = results.get(instance)!;
    widgets[instance.id] = result;
    if (page?.title !== undefined) title = page.title;
    if (page?.meta !== undefined) meta = { ...meta, ...page.meta };
    if (page?.sport !== undefined) pageSport = page.sport;
    if (page?.canonical !== undefined) canonical = { ...canonical, ...page.canonical };
  }
  // A record found by its id under another name: one address per record (docs/decisions/0016-canonical-addresses.md).
  const location = canonicalAddress(route, path, splitPath(options.path).search, params, canonical);
  if (location !== null) return { kind: 'redirect', location };

  const [sportNavigation, contentVersion, hasTrackingTags] = await Promise.all([
    pageSport && !pageSport.non_sport ? sportNavigationFor(store, tenant, pageSport) : [],
    store.tenants.contentVersion(tenant),
    pageHasTags(store, tenant, trackingQueryFor({ name: route.page, params }, pageSport)),
  ]);
  return {
    kind: 'page',
    payload: {
      page: { name: route.page, type: pageTypeOf(route.page), path, title, params, query: ctx.page.query, flags: route.flags, meta },
      sport: pageSport,
      sportNavigation,
      template,
      widgets,
      contentVersion,
      hasTrackingTags,
    },
  };
}

async function loadTemplate(store: Store, tenant: string, page: string, sportId: number): Promise<StoredTemplate> {
  const row =
    (sportId > 0 ? await store.templates.latest({ tenant, page, sportId }) : undefined) ??
    (await store.templates.latest({ tenant, page, sportId: 0 }));
  const parsed = TemplateSchema.safeParse(row?.body);
  if (row && parsed.success) return { ...parsed.data, version: row.version, updated_at: row.created_at };
  if (row) console.error(`Stored template for ${page} is invalid; rendering an empty page`, parsed.error?.message);
  return { page: page as StoredTemplate['page'], sport_id: null, areas: { above: [], default: [], below: [] }, version: 0, updated_at: '' };
}

/** One widget's data. Failures stay inside the widget: logged with the path and widget id, never thrown. */
async function resolveInstance(
  instance: WidgetInstance,
  ctx: WidgetContext,
  path: string,
): Promise<{ result: WidgetResult; page?: PageEffects | undefined }> {
  const fail = (error: string) => {
    console.error(`[widget] ${path} #${instance.id} (${instance.name}): ${error}`);
    return { result: { ok: false as const, error } };
  };
  if (!isWidgetName(instance.name)) return fail(`Unknown widget "${instance.name}"`);
  const name = instance.name;
  const props = parseWidgetProps(widgetSchemas[name].props, instance.props);
  if (!props.success) return fail(`Invalid props: ${z.prettifyError(props.error)}`);
  try {
    const resolver = widgetResolvers[name] as (props: unknown, ctx: WidgetContext) => Promise<{ data: unknown; page?: PageEffects }>;
    const { data, page } = await resolver(props.data, ctx);
    return { result: { ok: true, data }, page };
  } catch (error) {
    // A widget may decide the page itself does not exist (a bio id that is not in the store): spec 8, 404.
    if (error instanceof HttpError && error.status === 404) throw error;
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** One widget's data outside a page (spec 7 component data loads): what it says about a page is not used. */
export async function resolveWidget(instance: WidgetInstance, ctx: WidgetContext, path: string): Promise<WidgetResult> {
  return (await resolveInstance(instance, ctx, path)).result;
}
