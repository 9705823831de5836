// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '#src/chrome/chrome-test-data.tsx';
import { facilitiesListFixtures } from './facilities-list.fixtures.ts';
import FacilitiesList from './facilities-list.tsx';

describe('facilities-list widget', () => {
  it('shows a card per facility: sized lazy image, title linked to its page, teaser and its sports', () => {
    const { data } = facilitiesListFixtures.all;
    renderInRouter(<FacilitiesList props={{}} data={data} sport={null} id="facilities" />, '/facilities');
    const titles = screen.getAllByRole('heading', { level: 3 });
    expect(titles.map((h) => h.textContent)).toEqual(data.facilities.map((f) => f.title));
    const first = data.facilities[0]!;
    expect(within(titles[0]!).getByRole('link').getAttribute('href')).toBe(first.url);
    const card = titles[0]!.closest('li')!;
    const img = card.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      String(first.image!.width),
      String(first.image!.height),
      'lazy',
    ]);
    expect(within(card).getByText(first.teaser)).toBeDefined();
    expect(
      within(within(card).getByRole('list', { name: 'Home of' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(first.sports.map((s) => s.url));
  });

  it('says so when there are none', () => {
    renderInRouter(<FacilitiesList props={{}} data={facilitiesListFixtures.empty.data} sport={null} id="facilities" />);
    expect(screen.getByText('No facilities are listed yet.')).toBeDefined();
  });
});
