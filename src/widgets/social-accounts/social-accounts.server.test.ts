import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import { accountOf, type SocialAccountsData } from './social-accounts.schema.ts';

const { school, widget } = seededStore('department-links');

describe('partners, tickets and social accounts', () => {
  it('social accounts: the department first, then each sport with any handle; handles become profile links', async () => {
    const { groups } = await widget<SocialAccountsData>('/social-accounts', 'social');
    expect(groups[0]?.title).toBe(school.site.athleticsName);
    expect(groups[0]?.accounts.map((a) => a.channel)).toEqual(['facebook', 'twitter', 'instagram', 'youtube']);
    expect(groups[0]?.accounts.find((a) => a.channel === 'twitter')?.url).toBe('https://x.com/NorthfieldAth');
    expect(groups.slice(1).every((g) => g.url?.startsWith('/sports/'))).toBe(true);
  });

  it('a stored value is a handle or an http(s) URL; anything else is dropped', () => {
    expect(accountOf('instagram', '@falcons')).toEqual({
      channel: 'instagram',
      handle: 'falcons',
      url: 'https://www.instagram.com/falcons/',
    });
    expect(accountOf('facebook', 'https://www.facebook.example.com/Falcons')?.handle).toBe('Falcons');
    expect(accountOf('twitter', 'javascript:alert(1)')).toBeNull();
    expect(accountOf('youtube', '  ')).toBeNull();
    expect(accountOf('youtube', 'http://')).toBeNull();
  });
});
