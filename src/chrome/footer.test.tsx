// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter, siteSettings } from './chrome-test-data.tsx';
import { Footer, copyrightLine } from './footer.tsx';

describe('Footer (spec 2.6)', () => {
  it('shows the copyright line with the current year', () => {
    renderInRouter(<Footer site={siteSettings} />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Northfield State University. All rights reserved.`)).toBeTruthy();
    expect(copyrightLine('X', new Date(2031, 5, 1))).toBe('© 2031 X. All rights reserved.');
  });

  it('links the university and the conference in a new window, safely and announced', () => {
    renderInRouter(<Footer site={siteSettings} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.classList.contains('light-theme')).toBe(true);
    const university = within(footer).getByRole('link', { name: /Northfield State University/ });
    const conference = within(footer).getByRole('link', { name: /Great Lakes Athletic Conference/ });
    for (const [link, href] of [
      [university, 'https://www.northfield.example'],
      [conference, 'https://glac.example'],
    ] as const) {
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.textContent).toContain('(opens in a new window)');
    }
    expect(within(conference).getByRole('img').getAttribute('width')).toBe('140');
  });

  it('shows the address and a phone link', () => {
    renderInRouter(<Footer site={siteSettings} />);
    expect(screen.getByText('100 College Ave, Northfield, MN 55057')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(507) 555-0100' }).getAttribute('href')).toBe('tel:5075550100');
  });

  it('renders nothing without site settings (spec 8)', () => {
    renderInRouter(<Footer site={null} />);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
