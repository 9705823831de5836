// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { awardBioFixtures } from './award-bio.fixtures.ts';
import { renderInRouter } from '#src/chrome/chrome-test-data.tsx';
import AwardBio from './award-bio.tsx';

type Fixture = (typeof awardBioFixtures)[keyof typeof awardBioFixtures];
const show = (fixture: Fixture) =>
  renderInRouter(<AwardBio props={fixture.props} data={fixture.data} sport={null} id="award" />, fixture.data.listUrl);
const factsOf = (article: HTMLElement) =>
  Object.fromEntries([...article.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

describe('award-bio widget', () => {
  it('who, what, when, the sport link, the roster bio link and the other honors', () => {
    const { data } = awardBioFixtures.player;
    show(awardBioFixtures.player);
    const article = screen.getByRole('article', { name: data.recipient });
    expect(screen.getByRole('heading', { level: 2, name: data.recipient })).toBeDefined();
    expect(within(article).getByText(data.honor)).toBeDefined();
    expect(within(article).getByRole('link', { name: data.sport!.title }).getAttribute('href')).toBe(data.sport!.url);
    expect(factsOf(article)).toMatchObject({
      Sport: data.sport!.title,
      Year: data.facts[0]!.value,
      Category: expect.any(String) as string,
    });
    expect(
      within(article)
        .getByRole('link', { name: `${data.recipient}: player bio` })
        .getAttribute('href'),
    ).toBe(data.person!.url);
    const others = within(article).getByRole('region', { name: 'Other honors' });
    expect(within(others).getAllByRole('link')).toHaveLength(data.others.length);
    expect(within(article).getByRole('link', { name: 'All awards' }).getAttribute('href')).toBe('/awards');
  });

  it('a coach links the coach bio', () => {
    show(awardBioFixtures.coach);
    expect(screen.getByRole('link', { name: /: coach bio$/ }).getAttribute('href')).toMatch(/\/roster\/coaches\//);
  });

  it('an alumnus without a bio gets no person link and no other honors', () => {
    show(awardBioFixtures.noPersonLink);
    expect(screen.queryByRole('link', { name: /bio$/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Other honors' })).toBeNull();
  });

  it('All-American: team, selector and position facts, back to all All-Americans', () => {
    const { data } = awardBioFixtures.allAmerican;
    show(awardBioFixtures.allAmerican);
    const facts = factsOf(screen.getByRole('article'));
    expect(Object.keys(facts)).toEqual(['Sport', 'Year', 'Season', 'Team', 'Selector', 'Position or event']);
    expect(data.honor).toBe(`${facts.Selector} ${facts.Team} All-American`);
    expect(screen.getByRole('link', { name: 'All All-Americans' }).getAttribute('href')).toBe('/all-americans');
  });
});
