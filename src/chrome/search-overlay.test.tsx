// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navigation, renderInRouter, siteSettings } from './chrome-test-data.tsx';
import { Header } from './header.tsx';

async function openSearch() {
  const user = userEvent.setup();
  renderInRouter(<Header site={siteSettings} navigation={navigation} />);
  const toggle = screen.getByRole('button', { name: 'Search' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.click(toggle);
  const dialog = screen.getByRole('dialog', { name: 'Search' });
  return { user, toggle, dialog };
}

describe('Search overlay (spec 2.6)', () => {
  it('is a labelled modal dialog that takes focus into its input', async () => {
    const { toggle, dialog } = await openSearch();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const input = within(dialog).getByRole('searchbox', { name: 'Search this site' });
    expect(input.getAttribute('placeholder')).toBe('Search...');
    expect(input.getAttribute('type')).toBe('search');
    expect(document.activeElement).toBe(input);
  });

  it('disables submit while the trimmed input is empty', async () => {
    const { user, dialog } = await openSearch();
    const submit = within(dialog).getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.keyboard('   ');
    expect(submit.disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/');
    await user.keyboard('x');
    expect(submit.disabled).toBe(false);
  });

  it('submits with Enter to /search?q= (encoded, trimmed) and closes', async () => {
    const { user } = await openSearch();
    await user.keyboard('  hockey & cats {Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/search?q=hockey%20%26%20cats');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const { user, toggle } = await openSearch();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with its close button, focus back on the toggle', async () => {
    const { user, toggle, dialog } = await openSearch();
    await user.click(within(dialog).getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openSearch();
    const input = within(dialog).getByRole('searchbox');
    const close = within(dialog).getByRole('button', { name: 'Close search' });
    // Submit is disabled while empty: the cycle is input -> close -> input.
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(input);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
  });
});
