import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import { DEFAULT_COLORS, colorCustomProperties, sameColors } from '#schemas/colors.ts';
import { sportHomeLinks } from '#schemas/entities/sport-home-links.ts';
import type { PagePayload } from '#schemas/page.ts';
import { ErrorPage } from './chrome/error-page.tsx';
import { NotFound } from './chrome/not-found.tsx';
import { RouterLinks } from './chrome/router-links.tsx';
import { RoutePreloads } from './chrome/route-preloads.tsx';
import { SiteLayout } from './chrome/site-layout.tsx';
import { appContext } from './data/app-context.ts';
import { ApiProvider } from './data/api-provider.tsx';
import { siteDataFor } from './data/site-data.server.ts';
import { checkCsrf } from './server/accounts/csrf.server.ts';
import { csrfTokenOf } from './server/auth.server.ts';
import { useBuildCheck } from './data/use-build-check.ts';
import { Tracking } from './tracking/tracking.tsx';
import stylesUrl from './styles/app.css?url';
import fontUrl from '@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2?url';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  // The site's font (its Latin face, every page's) is asked for with the stylesheet, not after it is parsed: on a
  // slow phone it then comes before the first paint, and no line moves when it swaps in for the fallback.
  { rel: 'preload', href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Feed readers find the news feed from any page.
  { rel: 'alternate', type: 'application/rss+xml', title: 'News', href: '/rss.xml' },
];

// A state-changing request to a site route (the login form) from another origin, or one a staff
// session authenticates without its CSRF token, is refused before any action runs.
export const middleware: Route.MiddlewareFunction[] = [async ({ request }, next) => (await checkCsrf(request)) ?? next()];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, tenant, contentVersion, staff, widgetAssets } = context.get(appContext);
  // The signed-in browser's CSRF token: sent as X-CSRF-Token or a form's `_csrf` on every change it makes.
  const csrfToken = staff ? await csrfTokenOf(request) : null;
  // spec 2.6: the footer's sponsor rotator is the promotion widget: its stylesheet and module URL, by name.
  const { css, modules } = widgetAssets(['promotion']);
  return {
    tenant,
    csrfToken,
    ...(await siteDataFor(api, contentVersion, staff)),
    sponsorsAssets: { css, module: modules.promotion ?? null },
  };
}

// Site data (sports, navigation, settings) is loaded once per document, not on every navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;

/**
 * The school's colours (site settings `colors`) over the stylesheet's defaults, which are the demo's: written only
 * when they differ, validated as #rrggbb with readable text pairs when saved (schemas/colors.ts).
 */
function SiteColors() {
  const colors = useRouteLoaderData<typeof loader>('root')?.site?.colors;
  if (!colors || sameColors(colors, DEFAULT_COLORS)) return null;
  return <style dangerouslySetInnerHTML={{ __html: colorCustomProperties(colors) }} />;
}

export function Layout({ children }: { children: ReactNode }) {
  const preview = useIsPreview();
  return (
    // A staff preview is marked for the stylesheet (widgets.css lays out its widgets as they come into view).
    <html lang="en" data-preview={preview ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A React stylesheet resource, so the widgets' own stylesheets (precedence "widgets", named by the page
            route) always come after the site's: React orders precedences as it first meets them. */}
        <link rel="stylesheet" href={stylesUrl} precedence="site" />
        <SiteColors />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* The CSP nonce reaches these through <ServerRouter nonce> (src/entry.server.tsx). */}
        {preview ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * A staff preview of a draft or a version, shown in the editor's frame, is the page as its HTML paints it, without
 * the site's scripts: every widget renders on the server and works as HTML first, the editor reaches into the
 * document itself (docs/decisions/0024-editor-reaches-into-the-preview.md), and an edit reaches the preview without
 * waiting for a page's worth of modules to run (docs/decisions/0027-previews-without-scripts.md).
 */
function useIsPreview(): boolean {
  return useMatches().some((match) => (match.loaderData as { preview?: boolean } | undefined)?.preview === true);
}

function usePagePayload(): PagePayload | null {
  const matches = useMatches();
  const data = matches.at(-1)?.loaderData as { payload?: PagePayload } | undefined;
  return data?.payload ?? null;
}

/** A route whose `handle` says `siteChrome: false` (the editor, a staff tool) renders without the site's chrome. */
function useSiteChrome(): boolean {
  return !useMatches().some((match) => (match.handle as { siteChrome?: boolean } | undefined)?.siteChrome === false);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const payload = usePagePayload();
  const siteChrome = useSiteChrome();
  // The root's effects run after every child's: from here on the page is React's (npm run bench times it).
  useEffect(() => {
    performance.mark('hydrated');
  }, []);
  return (
    <ApiProvider tenant={loaderData.tenant} csrfToken={loaderData.csrfToken}>
      <BuildCheck />
      <Tracking page={payload} tracking={loaderData.tracking} />
      <RoutePreloads />
      <RouterLinks />
      {siteChrome ? (
        <SiteLayout site={loaderData} page={payload}>
          <Outlet />
        </SiteLayout>
      ) : (
        <Outlet />
      )}
    </ApiProvider>
  );
}

function BuildCheck() {
  useBuildCheck();
  return null;
}

/** spec 8: unknown/invalid routes render the not-found page with the chrome; anything else the global error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useRouteLoaderData<typeof loader>('root');
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = typeof error.data === 'string' ? error.data : 'Page not found';
    // The chrome's own calls (the footer sponsors' impressions) need the API client here too.
    return site ? (
      <ApiProvider tenant={site.tenant}>
        <RouterLinks />
        <SiteLayout site={site} page={null}>
          <NotFound message={message} sports={sportHomeLinks(site.navigation)} />
        </SiteLayout>
      </ApiProvider>
    ) : (
      <main id="main-content">
        <NotFound message={message} sports={[]} />
      </main>
    );
  }
  const technical =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : String(error);
  return <ErrorPage supportEmail={site?.site?.supportEmail ?? null} technicalMessage={technical} />;
}
