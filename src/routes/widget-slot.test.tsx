// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PagePayload } from '#schemas/page.ts';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { TemplateAreas } from './page.tsx';

// The registry with one more widget, `broken`, whose component throws while rendering (a bug, bad data…).
vi.mock('#registry/widgets.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#registry/widgets.ts')>();
  function Broken(): never {
    throw new Error('Cannot read properties of undefined (reading "games")');
  }
  return { ...actual, widgetRegistry: { ...actual.widgetRegistry, broken: { load: async () => ({ default: Broken }) } } };
});

const payload: PagePayload = {
  page: {
    name: 'tickets',
    type: 'unknown',
    path: '/tickets',
    title: 'Tickets',
    params: {},
    query: {},
    meta: {},
    flags: { fullwidth: false, fullscreen: false, requiresAuth: false, requiresContentId: false },
  },
  sport: null,
  sportNavigation: [],
  template: {
    page: 'tickets',
    sport_id: null,
    version: 1,
    updated_at: '',
    areas: {
      above: [],
      default: [
        { id: 'title', name: 'page-title', props: { hidden: false } },
        { id: 'scores', name: 'broken', props: {} },
        { id: 'info', name: 'rich-text', props: { html: '' } },
      ],
      below: [],
    },
  },
  widgets: {
    title: { ok: true, data: { title: 'Tickets', subtitle: null } },
    scores: { ok: true, data: {} },
    info: { ok: true, data: { title: 'Season tickets', html: '<p>Students get in free.</p>' } },
  },
  contentVersion: 1,
};

describe('a widget that throws while rendering (STYLE 5: its own error boundary)', () => {
  it('is replaced by its fallback; the page and its other widgets render; the log names the page and the widget', async () => {
    const errors = expectConsoleErrors();
    const { container } = render(<TemplateAreas payload={payload} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tickets' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Season tickets' })).toBeTruthy();
    expect(screen.getByText('Students get in free.')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[data-widget-id="scores"][data-widget-error]')).not.toBeNull());
    expect(container.querySelector('[data-widget-id="scores"]')?.textContent).toBe('This section is unavailable right now.');
    expect(errors).toContain('[widget] /tickets #scores (broken): Cannot read properties of undefined (reading "games")');
  });
});
