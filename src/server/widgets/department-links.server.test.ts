import { describe, expect, it } from 'vitest';
import { seededStore } from '../../../tests/seeded-store.ts';
import { accountOf, type PartnersData, type SocialAccountsData, type TicketsData } from '#schemas/widgets/department-links.ts';
import { TEST_NOW } from '../../../tests/seeded-store.ts';

const { school, widget } = seededStore('department-links');

describe('partners, tickets and social accounts (issue 9, part 5)', () => {
  it('partners are the footer sponsors, each with its logo and its own link', () => {
    const { partners } = widget<PartnersData>('/partners', 'partners');
    const sponsors = school.promotions.find((p) => p.name === 'footer-sponsors')!.campaigns;
    expect(partners.map((p) => p.title)).toEqual(sponsors.map((c) => c.title));
    expect(partners.every((p) => p.logo && p.url?.startsWith('https://'))).toBe(true);
  });

  it('tickets: the office, every ticketed sport, and its next home game after now from the stored schedule', () => {
    const data = widget<TicketsData>('/tickets', 'tickets');
    expect(data.office).toBe(school.sports.find((s) => s.non_sport)!.tickets);
    expect(data.sports.map((s) => s.title)).toEqual(school.sports.filter((s) => !s.non_sport && s.tickets).map((s) => s.title));
    const football = data.sports.find((s) => s.title === 'Football')!;
    const next = school.games
      .filter((g) => g.sport_id === school.sports.find((s) => s.title === 'Football')!.id && g.location_indicator === 'H' && Date.parse(g.date_utc) > TEST_NOW.getTime() && !g.result?.status)
      .toSorted((a, b) => a.date_utc.localeCompare(b.date_utc))[0];
    expect(football.nextHome?.opponent ?? null).toBe(next?.opponent.title ?? null);
  });

  it('social accounts: the department first, then each sport with any handle; handles become profile links', () => {
    const { groups } = widget<SocialAccountsData>('/social-accounts', 'social');
    expect(groups[0]?.title).toBe(school.site.athleticsName);
    expect(groups[0]?.accounts.map((a) => a.channel)).toEqual(['facebook', 'twitter', 'instagram', 'youtube']);
    expect(groups[0]?.accounts.find((a) => a.channel === 'twitter')?.url).toBe('https://x.com/NorthfieldAth');
    expect(groups.slice(1).every((g) => g.url?.startsWith('/sports/'))).toBe(true);
  });

  it('a stored value is a handle or an http(s) URL; anything else is dropped', () => {
    expect(accountOf('instagram', '@falcons')).toEqual({ channel: 'instagram', handle: 'falcons', url: 'https://www.instagram.com/falcons/' });
    expect(accountOf('facebook', 'https://www.facebook.example.com/Falcons')?.handle).toBe('Falcons');
    expect(accountOf('twitter', 'javascript:alert(1)')).toBeNull();
    expect(accountOf('youtube', '  ')).toBeNull();
    expect(accountOf('youtube', 'http://')).toBeNull();
  });
});
