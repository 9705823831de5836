// The one module that knows React Router's private shapes: its data URL format, its window globals, its link
// marker and the inline script of its server render. Everything else uses React Router's public API. The
// contract tests (tests/e2e/react-router-contract.spec.ts) check these shapes against the real build, so an
// upgrade that changes one fails there, not silently in a fan's browser.

/** Client navigations ask for `{path}.data?_routes=…`, and `/_.data` for `/` (single fetch). */
const DATA_SUFFIX = '.data';
const ROUTES_QUERY = '_routes';

/** Whether a request path is a client navigation's route data rather than a document. */
export function isRouteDataPath(pathname: string): boolean {
  return pathname.endsWith(DATA_SUFFIX);
}

/** The document URL a request stands for: a `.data` request's page path, without `_routes`. */
export function documentUrl(requestUrl: string): URL {
  const url = new URL(requestUrl, 'http://document.invalid');
  if (isRouteDataPath(url.pathname)) {
    url.pathname = url.pathname.endsWith(`/_${DATA_SUFFIX}`) ? url.pathname.slice(0, -`_${DATA_SUFFIX}`.length) : url.pathname.slice(0, -DATA_SUFFIX.length);
    url.searchParams.delete(ROUTES_QUERY);
  }
  return url;
}
