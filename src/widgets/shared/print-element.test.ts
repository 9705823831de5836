// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { PRINT_DELAY_MS, printElement } from './print-element.ts';

/** A real second document standing in for the popup (jsdom opens no windows). */
function fakeWindow() {
  const doc = document.implementation.createHTMLDocument('');
  return { document: doc, setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), focus: vi.fn(), print: vi.fn(), close: vi.fn() };
}

describe('printElement (spec 2.7, 8, 9)', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.head.replaceChildren();
    vi.useRealTimers();
  });

  it('opens a window with only the element and the page’s stylesheets, prints after 1.5 s, then closes it', () => {
    vi.useFakeTimers();
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/app.css"><style>.story{color:red}</style>';
    document.title = 'Falcons win | Northfield';
    document.body.innerHTML =
      '<header>Site header</header><article id="story-1"><h2>Falcons win</h2><p>Body</p></article><footer>Footer</footer>';
    const popup = fakeWindow();
    const open = vi.fn(() => popup as unknown as Window);
    expect(printElement('story-1', { open })).toBe(popup);
    expect(open).toHaveBeenCalledWith('', '_blank', expect.not.stringContaining('noopener'));
    expect(popup.document.title).toBe('Falcons win | Northfield');
    expect(popup.document.querySelector('main article#story-1 h2')?.textContent).toBe('Falcons win');
    expect(popup.document.body.textContent).not.toContain('Site header');
    expect(popup.document.head.querySelectorAll('link[rel="stylesheet"], style')).toHaveLength(2);
    vi.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(popup.print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(popup.print).toHaveBeenCalledOnce();
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it('logs "Element to print #{id} not found!" and opens nothing when the element is missing', () => {
    const errors = expectConsoleErrors();
    const open = vi.fn();
    expect(printElement('missing', { open })).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(errors).toEqual(['Element to print #missing not found!']);
  });

  it('does nothing more when the browser blocks the window', () => {
    document.body.innerHTML = '<div id="x">x</div>';
    expect(printElement('x', { open: () => null })).toBeNull();
  });
});
