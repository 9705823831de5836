// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promotionFixtures } from '#src/widgets/promotion/promotion.fixtures.ts';
import { ApiProvider } from '#src/data/api-provider.tsx';
import { renderInRouter, siteSettings } from './chrome-test-data.tsx';
import { Footer } from './footer.tsx';
import { templateShowsSponsors } from './footer-sponsors.tsx';

const sponsors = promotionFixtures.footerSponsors.data.promotion!;

describe('footer sponsor rotator (spec 2.6)', () => {
  it('shows the footer-sponsors campaigns as the promotion carousel, each sponsor a link', async () => {
    // In a browser the carousel waits until the footer is near the viewport; jsdom has no IntersectionObserver.
    await act(async () =>
      renderInRouter(
        <ApiProvider tenant="northfield">
          <Footer site={siteSettings} sponsors={sponsors} />
        </ApiProvider>,
      ),
    );
    const footer = screen.getByRole('contentinfo');
    const carousel = await within(footer).findByRole('region', { name: 'footer sponsors promotion' }, { timeout: 5000 });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    for (const campaign of sponsors.campaigns) {
      expect(
        within(carousel)
          .getByRole('link', { name: new RegExp(campaign.title) })
          .getAttribute('href'),
      ).toBe(campaign.link);
    }
    expect(within(carousel).getByRole('button', { name: /rotator/ })).toBeTruthy();
  });

  it('shows nothing without the promotion (204) or without campaigns', () => {
    renderInRouter(<Footer site={siteSettings} sponsors={{ ...sponsors, campaigns: [] }} />);
    expect(document.getElementById('footer-sponsors')).toBeNull();
  });

  it('is left out where the page template already shows that promotion', () => {
    const widget = (name: string, props: Record<string, unknown>) => ({ id: 'x', name, props });
    expect(templateShowsSponsors({ above: [], default: [], below: [widget('promotion', { name: 'footer-sponsors' })] })).toBe(true);
    expect(
      templateShowsSponsors({
        above: [],
        default: [widget('promotion', { name: 'home-hero' }), widget('department-links', { location: 'footer-sponsors' })],
        below: [],
      }),
    ).toBe(false);
    expect(templateShowsSponsors(undefined)).toBe(false);
  });
});
