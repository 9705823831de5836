import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import type { PartnersData } from './partners.schema.ts';

const { school, widget } = seededStore('department-links');

describe('partners, tickets and social accounts', () => {
  it('partners are the footer sponsors, each with its logo and its own link', async () => {
    const { partners } = await widget<PartnersData>('/partners', 'partners');
    const sponsors = school.promotions.find((p) => p.name === 'footer-sponsors')!.campaigns;
    expect(partners.map((p) => p.title)).toEqual(sponsors.map((c) => c.title));
    expect(partners.every((p) => p.logo && p.url?.startsWith('https://'))).toBe(true);
  });
});
