import { describe, expect, it } from 'vitest';
import { documentUrl, isRouteDataPath, routeDataPath, routeDataQuery, withLowPriorityModulePreloads } from './react-router-adapter.ts';

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

  it('asks for the module preloads of a rendered document at low priority', () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/></head><body><link rel="modulepreload" href="/assets/b.js" nonce="n"/></body>';
    const lowered = withLowPriorityModulePreloads(html);
    expect(lowered).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/></head><body><link rel="modulepreload" fetchpriority="low" href="/assets/b.js" nonce="n"/></body>',
    );
    expect(withLowPriorityModulePreloads('<body><script>1</script></body>')).toBe('<body><script>1</script></body>');
  });
});
