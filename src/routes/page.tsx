import { pageNotFoundMessage } from '#schemas/constants.ts';
import { preloadModule } from 'react-dom';
import { data, redirect } from 'react-router';
import { AREAS } from '#schemas/areas.ts';
import { PagePayloadSchema, type PagePayload } from '#schemas/page.ts';
import { appContext } from '#src/data/app-context.ts';
import { documentUrl } from '#src/router/react-router-adapter.ts';
import { withQuery } from './match-route.ts';
import { decideRoute, signInPath, type RouteDecision } from './route-decision.ts';
import { NOT_FOUND_PATH } from './route-table.ts';
import { WidgetSlot } from './widget-slot.tsx';
import { documentMeta } from './document-meta.ts';
import { validateWidgets } from './widget-validation.server.ts';
import type { Route } from './+types/page';

/** The generic page route: every table path lands here; the page name picks the template (ARCHITECTURE.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, staff, widgetAssets } = context.get(appContext);
  const url = documentUrl(request.url);
  const decision = decideRoute({ pathname: url.pathname, search: url.search, staff });
  if (decision.kind !== 'page') throw outcomeOf(decision);
  const { path } = decision;

  // Staff may preview a draft or a version; for anyone else the parameter does not exist.
  const preview = staff ? url.searchParams.get('preview') : null;
  const response = await api.raw('/api/v2/page', { query: { path: withQuery(path, decision.query), preview } });
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 404) throw data(errorMessage(body) ?? pageNotFoundMessage(path), { status: 404 });
  if (response.status === 401) throw redirect(signInPath(path));
  if (response.status === 301 && body && typeof body === 'object' && 'redirect' in body) {
    // The API saw only the query the page declares; a record's own address keeps the whole query the browser sent
    // (docs/decisions/0016-canonical-addresses.md).
    const [pathname = '/'] = String(body.redirect).split('?');
    throw redirect(`${pathname}${url.search}`, 301);
  }
  if (!response.ok) throw new Error(`The content API answered ${response.status} for ${path}`);
  const parsed = PagePayloadSchema.safeParse(body);
  if (!parsed.success) throw new Error(`Invalid page payload for ${path}: ${parsed.error.message}`);
  const payload = validateWidgets(parsed.data);
  const names = AREAS.flatMap((area) => payload.template.areas[area].map((instance) => instance.name));
  // A preview is for this staff member only: never stored by a browser, proxy or the page cache.
  const headers = preview ? { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } : undefined;
  return data(
    { payload, assets: widgetAssets(names), preview: preview !== null },
    { status: payload.page.name === '404' ? 404 : 200, headers },
  );
}

/** What the page route answers for a decision other than a page (spec 8: an unknown path redirects to /404). */
function outcomeOf(decision: Exclude<RouteDecision, { kind: 'page' }>): Response | ReturnType<typeof data> {
  switch (decision.kind) {
    case 'redirect':
      return redirect(decision.location, decision.status);
    case 'canonical':
      return redirect(decision.location, 301);
    case 'unknown':
      return redirect(NOT_FOUND_PATH);
    case 'not-found':
      return data(decision.message, { status: 404 });
    case 'sign-in':
      return redirect(signInPath(decision.returnTo));
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

function errorMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body && body.error && typeof body.error === 'object' && 'message' in body.error) {
    return String(body.error.message);
  }
  return null;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { site?: { athleticsName: string } | null; seo?: { delimiter: string; meta: string } | null } | undefined;
  const name = root?.site?.athleticsName ?? 'Athletics';
  const page = loaderData?.payload.page;
  return documentMeta({
    title: page?.title,
    meta: page?.meta ?? {},
    siteName: name,
    delimiter: root?.seo?.delimiter ?? ' - ',
    siteDescription: root?.seo?.meta ?? '',
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { payload, assets, preview } = loaderData;
  // Named in the HTML (and, on client navigations, before the widgets suspend): chunks load in parallel, and
  // React holds a page until its stylesheets arrive, so widgets are never seen unstyled, even without JavaScript.
  // A staff preview runs no scripts (docs/decisions/0027-previews-without-scripts.md): it names none, so the
  // editor's main thread, which the same-origin frame shares, does not fetch and compile them on every edit.
  if (!preview) for (const href of assets.js) preloadModule(href, { as: 'script' });
  return (
    <>
      {assets.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="widgets" />
      ))}
      <TemplateAreas payload={payload} modules={assets.modules} />
    </>
  );
}

export function TemplateAreas({ payload, modules = {} }: { payload: PagePayload; modules?: Readonly<Record<string, string>> }) {
  return (
    <div className={`template template-${payload.page.name}`} data-page-type={payload.page.type}>
      {AREAS.map((area) =>
        payload.template.areas[area].length === 0 ? null : (
          <div key={area} className={`area area-${area}`}>
            {payload.template.areas[area].map((instance) => (
              <WidgetSlot
                key={instance.id}
                instance={instance}
                result={payload.widgets[instance.id]}
                sport={payload.sport}
                path={payload.page.path}
                pageTitle={payload.page.title}
                module={modules[instance.name]}
              />
            ))}
          </div>
        ),
      )}
    </div>
  );
}
