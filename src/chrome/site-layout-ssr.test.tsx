// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Outlet, createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PagePayload } from '#schemas/page.ts';
import { football, pagePayload, preloadTopAd, siteData, sportNavigation } from './chrome-test-data.tsx';
import { SiteLayout } from './site-layout.tsx';

// Server HTML then hydration in the browser: React reports a mismatch as a recoverable error.
async function serverThenHydrate(page: PagePayload | null) {
  function Layout() {
    return (
      <SiteLayout site={siteData()} page={page}>
        <Outlet />
      </SiteLayout>
    );
  }
  const Stub = createRoutesStub([{ path: '/', Component: Layout, children: [{ index: true, Component: () => <p>Home</p> }] }]);
  const html = renderToString(<Stub initialEntries={['/']} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
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

  it('hydrates without mismatches on fullscreen and error pages', async () => {
    const fullscreen = await serverThenHydrate(pagePayload({ page: { flags: { fullscreen: true } } }));
    expect(fullscreen.html).not.toContain('site-header');
    await fullscreen.unmount();
    const error = await serverThenHydrate(null);
    expect(error.html).toContain('htlad-common-top');
    await error.unmount();
  });
});
