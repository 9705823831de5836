// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from './chrome-test-data.tsx';
import { SmartLink, isFileHref, isInternalHref, trimTrailingSlash } from './smart-link.tsx';

describe('SmartLink (spec 2.5)', () => {
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
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
    renderInRouter(<SmartLink href="/sports/football/" className="x">Football</SmartLink>);
    const link = screen.getByRole('link', { name: 'Football' });
    expect(link.getAttribute('href')).toBe('/sports/football');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.className).toBe('x');
    await user.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/sports/football');
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
    renderInRouter(<SmartLink href="/tickets" newWindow>Tickets</SmartLink>);
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
});
