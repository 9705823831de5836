import { describe, expect, it } from 'vitest';
import {
  documentUrl,
  findRouterModuleScript,
  isRouteDataPath,
  modulePreloadHrefs,
  routeDataPath,
  routeDataQuery,
  withoutModulePreloads,
} from './react-router-adapter.ts';

// The shapes as React Router writes them; tests/e2e/react-router-contract.spec.ts checks them against the build.
describe('React Router adapter', () => {
  it('route data URLs: `{path}.data`, `/_.data` for the home page, `_routes` naming the routes', () => {
    expect(routeDataPath('/sports/football/roster?x=1', 'http://site.test')).toBe('/sports/football/roster.data');
    expect(routeDataPath('/', 'http://site.test')).toBe('/_.data');
    expect(isRouteDataPath('/sports/football/roster.data')).toBe(true);
    expect(isRouteDataPath('/sports/football/roster')).toBe(false);
    expect(documentUrl('/search.data?q=x&_routes=search').href).toBe('http://document.invalid/search?q=x');
    expect(documentUrl('/_.data?_routes=homepage').pathname).toBe('/');
    expect(documentUrl('/tickets?_routes=kept').search).toBe('?_routes=kept');
    expect(routeDataQuery(new URL('http://site.test/search.data?q=x&_routes=search'))).toEqual({ _routes: 'search' });
    expect(routeDataQuery(new URL('http://site.test/search?q=x'))).toEqual({});
  });

  it('finds the router module script and the module preloads of a rendered document', () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js?v=1&amp;x=2"/><link rel="modulepreload" href="/assets/a.js?v=1&amp;x=2"/></head>' +
      '<body><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">import("/assets/entry.js");</script></body>';
    const found = findRouterModuleScript(html);
    expect(found?.code).toBe('import("/assets/entry.js");');
    expect(html.slice(found!.index, found!.index + found!.length)).toMatch(/^<script nonce="n" type="module" async="">.*<\/script>$/);
    expect(modulePreloadHrefs(html)).toEqual(['/assets/a.js?v=1&x=2']);
    expect(withoutModulePreloads(html)).not.toContain('modulepreload');
    expect(findRouterModuleScript('<body><script>1</script></body>')).toBeNull();
  });
});
