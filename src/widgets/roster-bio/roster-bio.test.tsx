// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rosterBioFixtures } from './roster-bio.fixtures.ts';
import { renderInRouter } from '#src/chrome/chrome-test-data.tsx';
import RosterBio from './roster-bio.tsx';

type Fixture = (typeof rosterBioFixtures)[keyof typeof rosterBioFixtures];
const show = (fixture: Fixture) =>
  renderInRouter(<RosterBio props={fixture.props} data={fixture.data} sport={null} id="bio" />, fixture.data.canonicalUrl);

describe('roster-bio widget', () => {
  it('shows the player: name heading, jersey, facts, image with alt text', () => {
    const { player, season } = rosterBioFixtures.full.data;
    show(rosterBioFixtures.full);
    const name = `${player.first_name} ${player.last_name}`;
    const article = screen.getByRole('article', { name });
    expect(screen.getByRole('heading', { level: 2, name })).toBeDefined();
    expect(within(article).getByText(`${season} Football`)).toBeDefined();
    expect(within(article).getByText(player.jersey_number!, { exact: false })).toBeDefined();
    expect(screen.getByRole('img', { name: player.image!.alt }).getAttribute('src')).toBe(player.image!.url);
    const facts = Object.fromEntries(
      [...article.querySelectorAll('.roster-bio-fields > div')].map((div) => [
        div.querySelector('dt')!.textContent,
        div.querySelector('dd')!.textContent,
      ]),
    );
    expect(Object.keys(facts)).toEqual(['Position', 'Height', 'Weight', 'Class', 'Hometown', 'High School', 'Previous School', 'Major']);
    expect(facts.Height).toBe(`${player.height_feet}' ${player.height_inches}"${player.height_feet} feet ${player.height_inches} inches`);
    expect(facts.Weight).toBe(`${player.weight} lbs`);
    expect(facts.Major).toBe(player.major);
    expect(screen.getByRole('heading', { level: 3, name: 'Biography' })).toBeDefined();
  });

  it('links X, Instagram and TikTok in a new window, safely, and says so', () => {
    show(rosterBioFixtures.full);
    const { player } = rosterBioFixtures.full.data;
    const social = screen.getByRole('list', { name: `${player.first_name} ${player.last_name} on social media` });
    const links = within(social).getAllByRole('link');
    expect(links.map((a) => a.textContent?.split(' ')[0])).toEqual(['X', 'Instagram', 'TikTok']);
    expect(links[0]?.getAttribute('href')).toBe(`https://x.com/${player.social[0]!.handle}`);
    expect(links[2]?.getAttribute('href')).toMatch(/^https:\/\/www\.tiktok\.com\/@/);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.textContent).toContain('(opens in a new window)');
    }
  });

  it('links the previous and next player by name, and back to the season roster', () => {
    const { data } = rosterBioFixtures.full;
    show(rosterBioFixtures.full);
    const nav = screen.getByRole('navigation', { name: 'Roster' });
    expect(
      within(nav)
        .getByRole('link', { name: new RegExp(`^Previous player .*${data.previous!.name}$`) })
        .getAttribute('href'),
    ).toBe(data.previous!.url);
    expect(
      within(nav)
        .getByRole('link', { name: new RegExp(`^Next player .*${data.next!.name}$`) })
        .getAttribute('href'),
    ).toBe(data.next!.url);
    expect(
      within(nav)
        .getByRole('link', { name: /^Back to roster/ })
        .getAttribute('href'),
    ).toBe(`/sports/football/roster/${data.season}`);
  });

  it('the first player has no previous player', () => {
    show(rosterBioFixtures.firstPlayer);
    const nav = screen.getByRole('navigation', { name: 'Roster' });
    expect(within(nav).queryByRole('link', { name: /^Previous player/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: /^Next player/ })).toBeDefined();
  });

  it('a player with only a name: no empty rows, image, social list or bio section', () => {
    show(rosterBioFixtures.minimalFields);
    expect(screen.getByRole('heading', { level: 2, name: 'Sam Quill' })).toBeDefined();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('.roster-bio-fields')).toBeNull();
    expect(screen.queryByRole('list', { name: /social media/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Biography' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Next player/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Previous player/ })).toBeDefined();
  });
});
