// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const items = [
  { key: 'school', label: 'Northfield State', content: <p>Our players</p> },
  { key: 'opponent', label: 'Lakeport State', content: <p>Their players</p> },
  { key: 'notes', label: 'Notes', content: <p>Game notes</p> },
];
const tabs = () => <Tabs id="box" label="Player stats by team" items={items} />;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Tabs (README "Every control works as HTML first")', () => {
  it('as HTML: every panel is a section with its heading, and a link list jumps to each', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tabs());
    const links = [...container.querySelectorAll('nav[aria-label="Player stats by team"] a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Northfield State', '#box-school'],
      ['Lakeport State', '#box-opponent'],
      ['Notes', '#box-notes'],
    ]);
    for (const { key, label } of items) {
      const section = container.querySelector(`section#box-${key}`)!;
      expect(section.querySelector('h3')?.textContent).toBe(label);
      expect(section.hasAttribute('hidden')).toBe(false);
    }
    expect(container.querySelector('[role="tablist"]')).toBeNull();
  });

  it('once React runs: tabs, one panel shown, arrow keys, Home and End move and show', async () => {
    const user = userEvent.setup();
    render(tabs());
    const list = screen.getByRole('tablist', { name: 'Player stats by team' });
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(list).toBeDefined();
    expect(tab('Northfield State').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Northfield State' }).textContent).toBe('Our players');
    expect(document.getElementById('box-opponent')?.hidden).toBe(true);

    await user.click(tab('Lakeport State'));
    expect(tab('Lakeport State').getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('box-school')?.hidden).toBe(true);
    expect(document.getElementById('box-opponent')?.hidden).toBe(false);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Notes'));
    expect(tab('Notes').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}'); // wraps round
    expect(document.activeElement).toBe(tab('Northfield State'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Notes'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Northfield State'));
    await user.keyboard('{End}');
    expect(tab('Notes').getAttribute('aria-selected')).toBe('true');
    // Only the selected tab is in the tab order.
    expect(items.map(({ label }) => tab(label).tabIndex)).toEqual([-1, -1, 0]);
  });

  it('opens the tab the address points at, and follows the address when a link changes it', () => {
    window.history.replaceState(null, '', '/#box-opponent');
    render(tabs());
    expect(screen.getByRole('tab', { name: 'Lakeport State' }).getAttribute('aria-selected')).toBe('true');
    window.location.hash = '#box-notes';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    return expect.poll(() => screen.getByRole('tab', { name: 'Notes' }).getAttribute('aria-selected')).toBe('true');
  });
});
