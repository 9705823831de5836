// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from './chrome-test-data.tsx';
import { MAX_CONCURRENT_PRELOADS, VIEWPORT_PRELOAD_BUDGET } from './preload-queue.ts';
import { HOVER_INTENT_MS, routePreloads } from './route-preloads.tsx';
import { SmartLink, isFileHref, isInternalHref, trimTrailingSlash } from './smart-link.tsx';

describe('SmartLink (spec 2.5)', () => {
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
    routePreloads.running().forEach((href) => routePreloads.finish(href));
  });

  it('classifies hrefs: a single leading slash is internal', () => {
    expect(isInternalHref('/sports')).toBe(true);
    expect(isInternalHref('//cdn.example.com/x')).toBe(false);
    expect(isInternalHref('https://example.com')).toBe(false);
    expect(isInternalHref('mailto:a@b.c')).toBe(false);
    expect(trimTrailingSlash('/sports/football/')).toBe('/sports/football');
    expect(trimTrailingSlash('/')).toBe('/');
    expect(trimTrailingSlash('/news/?page=2#top')).toBe('/news?page=2#top');
  });

  it('renders internal links as router links that navigate client-side', async () => {
    const user = userEvent.setup();
    renderInRouter(
      <SmartLink href="/sports/football/" className="x">
        Football
      </SmartLink>,
    );
    const link = screen.getByRole('link', { name: 'Football' });
    expect(link.getAttribute('href')).toBe('/sports/football');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.className).toBe('x');
    await user.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/sports/football');
  });

  it('leaves modified clicks, new windows and prevented clicks to the browser or the link, as a router link does', async () => {
    const user = userEvent.setup();
    renderInRouter(
      <>
        <SmartLink href="/sports/soccer">Soccer</SmartLink>
        <SmartLink href="/tickets" onClick={(event) => event.preventDefault()}>
          Tickets
        </SmartLink>
        <SmartLink href="/sports/golf" newWindow>
          Golf
        </SmartLink>
      </>,
    );
    const fired: string[] = [];
    // jsdom does not navigate documents: a click the router leaves alone reaches this listener unprevented.
    const probe = (event: MouseEvent) =>
      fired.push(`${(event.target as Element).closest('a')?.getAttribute('href')}:${event.defaultPrevented}`);
    window.addEventListener('click', probe);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Soccer' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'Tickets' }));
    await user.click(screen.getByRole('link', { name: /Golf/ }));
    window.removeEventListener('click', probe);
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(fired).toEqual(['/sports/soccer:false', '/tickets:true', '/sports/golf:false']);
    await user.click(screen.getByRole('link', { name: 'Soccer' }));
    expect(screen.getByTestId('location').textContent).toBe('/sports/soccer');
  });

  it('links to files (game notes, feeds) load as documents, not client navigations', () => {
    expect(isFileHref('/documents/football/2025/game-notes-1.pdf')).toBe(true);
    expect(isFileHref('/sports/football/schedule.ics?location=H')).toBe(true);
    expect(isFileHref('/sports/football/schedule')).toBe(false);
    expect(isFileHref('/news/2026/11/14/pdf-guide')).toBe(false);
  });

  it('opens external links in a new window, safely, and says so', () => {
    renderInRouter(
      <>
        <SmartLink href="https://example.com">Example</SmartLink>
        <SmartLink href="//cdn.example.com/file.pdf">File</SmartLink>
        <SmartLink href="mailto:info@example.com">Mail</SmartLink>
      </>,
    );
    for (const name of ['Example', 'File', 'Mail']) {
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('.visually-hidden')?.textContent).toBe(' (opens in a new window)');
    }
  });

  it('opens an internal link in a new window when asked', () => {
    renderInRouter(
      <SmartLink href="/tickets" newWindow>
        Tickets
      </SmartLink>,
    );
    const link = screen.getByRole('link', { name: /Tickets/ });
    expect(link.getAttribute('href')).toBe('/tickets');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('does not prefetch on save-data or 2g connections', async () => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: Object.assign(new EventTarget(), { saveData: false, effectiveType: '2g' }),
    });
    const user = userEvent.setup();
    renderInRouter(<SmartLink href="/sports">Sports</SmartLink>);
    await user.hover(screen.getByRole('link', { name: 'Sports' }));
    expect(document.querySelector('link[rel="prefetch"], link[rel="modulepreload"]')).toBeNull();
  });

  it('200 links in view start at most 4 route preloads at once, and only the page budget in all', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, targets: [] };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        unobserve(target: Element) {
          this.entry.targets = this.entry.targets.filter((t) => t !== target);
        }
        disconnect() {}
      },
    );
    renderInRouter(
      <>
        {Array.from({ length: 200 }, (_, i) => (
          <SmartLink key={i} href={`/staff-directory/person-${i}`}>
            Person {i}
          </SmartLink>
        ))}
      </>,
    );
    // Links in view are watched once the page is idle after hydration: one observer for all of them.
    expect(observers).toHaveLength(0);
    await waitFor(() => expect(observers[0]?.targets).toHaveLength(200));
    const [io] = observers;
    expect(observers).toHaveLength(1);
    const started = new Set<string>();
    let mostAtOnce = 0;
    const stop = routePreloads.subscribe(() => {
      routePreloads.running().forEach((href) => started.add(href));
      mostAtOnce = Math.max(mostAtOnce, routePreloads.running().length);
    });
    io!.callback(
      io!.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
    for (let running = routePreloads.running(); running.length > 0; running = routePreloads.running())
      running.forEach((h) => routePreloads.finish(h));
    stop();
    vi.unstubAllGlobals();
    expect(mostAtOnce).toBe(MAX_CONCURRENT_PRELOADS);
    expect(started.size).toBe(VIEWPORT_PRELOAD_BUDGET);
  });

  it('preloads on intent: focus at once, hover after a moment; never for files or new windows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderInRouter(
      <>
        <SmartLink href="/intent/focused">Focused</SmartLink>
        <SmartLink href="/intent/hovered/">Hovered</SmartLink>
        <SmartLink href="/documents/guide.pdf">Guide</SmartLink>
        <SmartLink href="/intent/elsewhere" newWindow>
          Elsewhere
        </SmartLink>
      </>,
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    screen.getByRole('link', { name: 'Focused' }).focus();
    expect(routePreloads.running()).toContain('/intent/focused');
    await user.hover(screen.getByRole('link', { name: 'Hovered' }));
    expect(routePreloads.running()).not.toContain('/intent/hovered');
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(routePreloads.running()).toContain('/intent/hovered');
    await user.hover(screen.getByRole('link', { name: 'Guide' }));
    screen.getByRole('link', { name: /Elsewhere/ }).focus();
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(routePreloads.running().filter((h) => h.includes('guide') || h.includes('elsewhere'))).toEqual([]);
    vi.useRealTimers();
  });

  it('keeps the ref a caller passes', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderInRouter(
      <SmartLink href="/ref-target" ref={ref}>
        Target
      </SmartLink>,
    );
    expect(ref.current?.getAttribute('href')).toBe('/ref-target');
  });
});
