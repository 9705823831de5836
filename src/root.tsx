import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';
import type { PagePayload } from '#schemas/page.ts';
import { ErrorPage } from './chrome/error-page.tsx';
import { NotFound } from './chrome/not-found.tsx';
import { RoutePreloads } from './chrome/route-preloads.tsx';
import { SiteLayout } from './chrome/site-layout.tsx';
import { appContext } from './data/app-context.ts';
import { ApiProvider } from './data/api-provider.tsx';
import { siteDataFor } from './data/site-data.server.ts';
import { useBuildCheck } from './data/use-build-check.ts';
import stylesUrl from './styles/app.css?url';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Feed readers find the news feed from any page.
  { rel: 'alternate', type: 'application/rss+xml', title: 'News', href: '/rss.xml' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { api, tenant, contentVersion, staff } = context.get(appContext);
  return { tenant, ...(await siteDataFor(api, contentVersion, staff)) };
}

// Site data (sports, navigation, settings) is loaded once per document, not on every navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A React stylesheet resource, so the widgets' own stylesheets (precedence "widgets", named by the page
            route) always come after the site's: React orders precedences as it first meets them. */}
        <link rel="stylesheet" href={stylesUrl} precedence="site" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* The CSP nonce reaches these through <ServerRouter nonce> (src/entry.server.tsx). */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function usePagePayload(): PagePayload | null {
  const matches = useMatches();
  const data = matches.at(-1)?.loaderData as { payload?: PagePayload } | undefined;
  return data?.payload ?? null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const payload = usePagePayload();
  return (
    <ApiProvider tenant={loaderData.tenant}>
      <BuildCheck />
      <RoutePreloads />
      <SiteLayout site={loaderData} page={payload}>
        <Outlet />
      </SiteLayout>
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
    return site ? (
      <SiteLayout site={site} page={null}>
        <NotFound message={message} />
      </SiteLayout>
    ) : (
      <main id="main-content">
        <NotFound message={message} />
      </main>
    );
  }
  const technical = error instanceof Error ? error.message : isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : String(error);
  return <ErrorPage supportEmail={site?.site?.supportEmail ?? null} technicalMessage={technical} />;
}
