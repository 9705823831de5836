// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '#src/chrome/chrome-test-data.tsx';
import { searchResultsFixtures } from './search-results.fixtures.ts';
import SearchResults from './search-results.tsx';

type Fixture = (typeof searchResultsFixtures)[keyof typeof searchResultsFixtures];
const show = (fixture: Fixture) =>
  renderInRouter(<SearchResults props={fixture.props} data={fixture.data} sport={null} id="search" />, '/search');

describe('search-results widget', () => {
  it('says how many match, with thousands separated, and "1,000+" where there are more than are counted', () => {
    show(searchResultsFixtures.moreThanCounted);
    expect(screen.getByRole('status').textContent).toBe('1,002+ results for “falcons”');
    expect(screen.getByRole('link', { name: 'News (1,000+)' }).getAttribute('href')).toBe('/search?q=falcons&type=story');
    expect(screen.getByRole('link', { name: 'Players (2)' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'News (1,000+)' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'See all 1,000+ news results' })).toBeDefined();
  });

  it('counts below the limit exactly, one result in the singular', () => {
    show(searchResultsFixtures.grouped);
    expect(screen.getByRole('status').textContent).toBe('49 results for “football”');
    expect(screen.getByRole('link', { name: 'News (48)' })).toBeDefined();
  });
});
