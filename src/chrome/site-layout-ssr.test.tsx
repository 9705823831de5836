// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Outlet, createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PagePayload } from '#schemas/page.ts';
import type { SiteData } from '#src/data/site-data.server.ts';
import { football, pagePayload, preloadTopAd, siteData, sportNavigation } from './chrome-test-data.tsx';
import { SiteLayout } from './site-layout.tsx';

// Server HTML then hydration in the browser: React reports a mismatch as a recoverable error.
async function serverThenHydrate(page: PagePayload | null, { site = siteData(), beforeHydration = (_: HTMLElement) => {} } = {}) {
  function Layout() {
    return (
      <SiteLayout site={site} page={page}>
        <Outlet />
      </SiteLayout>
    );
  }
  const Stub = createRoutesStub([{ path: '/', Component: Layout, children: [{ index: true, Component: () => <p>Home</p> }] }]);
  const html = renderToString(<Stub initialEntries={['/']} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // What the visitor did with the server's HTML before React arrived.
  beforeHydration(container);
  const recoverable: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <Stub initialEntries={['/']} />, { onRecoverableError: (error) => recoverable.push(error) }),
  );
  expect(recoverable).toEqual([]);
  return { html, container, unmount: () => act(() => root.unmount()) };
}

describe('SiteLayout server rendering', () => {
  // The server renders pages whole (onAllReady), so the lazily loaded top ad is in its HTML; renderToString
  // cannot wait for it, so its chunk is loaded first.
  beforeAll(preloadTopAd);

  it('hydrates without mismatches on a sport page', async () => {
    const { html, unmount } = await serverThenHydrate(pagePayload({ sport: football, sportNavigation }));
    expect(html).toContain('Skip to main content');
    expect(html).toContain('Pause All Rotators');
    expect(html).toContain('Football menu');
    expect(html).toContain('id="mega-menu-panel-1"');
    await unmount();
  });

  it('takes over what was pressed before hydration: menu opened, alert dismissed, rotators paused (spec 4)', async () => {
    localStorage.clear();
    const alert = {
      id: 7,
      title: 'Lots open at 11',
      body: '',
      enabled: true,
      showOnWeb: true,
      endDate: null,
    } as unknown as SiteData['alerts'][number];
    const { container, unmount } = await serverThenHydrate(pagePayload({ sport: football, sportNavigation }), {
      site: siteData({ alerts: [alert] }),
      beforeHydration(html) {
        // The server's HTML has every link of the menu, and each control is a <details> the browser toggles.
        expect(html.querySelectorAll('nav[aria-label="Main"]')).toHaveLength(1);
        expect(html.querySelector('.search-toggle')?.getAttribute('href')).toBe('/search');
        html.querySelector<HTMLDetailsElement>('details.main-nav')!.open = true;
        html.querySelector<HTMLDetailsElement>('.alert-dismiss-early')!.open = false;
        html.querySelector<HTMLDetailsElement>('.rotators-early')!.open = false;
      },
    });
    const toggle = container.querySelector('.mobile-menu-toggle')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('.alert-banner')).toBeNull();
    expect(Number(localStorage.getItem('alert-dismissed-7'))).toBeGreaterThan(0);
    expect(container.querySelector('.skip-links button')?.textContent).toBe('Play All Rotators');
    expect(container.querySelector('button.search-toggle')).not.toBeNull();
    await unmount();
  });

  it('hydrates without mismatches on fullscreen and error pages', async () => {
    const fullscreen = await serverThenHydrate(pagePayload({ page: { flags: { fullscreen: true } } }));
    expect(fullscreen.html).not.toContain('site-header');
    await fullscreen.unmount();
    const error = await serverThenHydrate(null);
    expect(error.html).toContain('htlad-common-top');
    await error.unmount();
  });
});
