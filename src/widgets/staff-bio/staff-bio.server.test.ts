import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import { vcardOf } from '../shared/staff.ts';
import type { StaffBioData } from './staff-bio.schema.ts';
import { createContentApi } from '#src/server/api/content-api.server.ts';

const ctx = seededStore('staff-bio');
const { school, widget, status, location } = ctx;
const published = school.staff.filter((m) => m.published);
const director = published.find((m) => m.title === 'Director of Athletics')!;

describe('staff directory', () => {
  it("a bio shows department, contact and a vCard; an unknown id is a 404, a wrong name slug 301 to the person's address", async () => {
    const bio = await widget<StaffBioData>(`/staff-directory/${director.slug}/${director.id}`, 'bio');
    expect(bio.person.name).toBe(`${director.first_name} ${director.last_name}`);
    expect(bio.department?.name).toBe('Administration');
    expect(bio.vcardUrl).toBe(`/staff-directory/${director.slug}/${director.id}.vcf`);
    expect(await status(`/staff-directory/${director.slug}/987654`)).toBe(404);
    expect(await location(`/staff-directory/someone-else/${director.id}`)).toBe(`/staff-directory/${director.slug}/${director.id}`);
    const coach = published.find((m) => m.kind === 'coach')!;
    const coachBio = await widget<StaffBioData>(`/staff-directory/${coach.slug}/${coach.id}`, 'bio');
    expect(coachBio.sports).toHaveLength(1);
    expect(coachBio.department?.url).toMatch(/^\/sports\/[\w-]+\/coaches$/);
  });

  it('the vCard API answers a valid vCard 4.0; an unknown id is a 404', async () => {
    const api = createContentApi(ctx.store);
    const get = (path: string) => api(new Request(`http://content-api.internal/api/v2${path}`, { headers: { tenant: school.tenant } }));
    const response = await get(`/staff/${director.id}.vcf`);
    expect(response.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    const text = await response.text();
    expect(text.split('\r\n').slice(0, 2)).toEqual(['BEGIN:VCARD', 'VERSION:4.0']);
    expect(text).toContain(`FN:${director.first_name} ${director.last_name}\r\n`);
    expect(text).toContain('ORG:Northfield State Athletics\\;Administration');
    expect((await get('/staff/987654.vcf')).status).toBe(404);
  });

  it('vCard text values escape commas, semicolons and newlines', () => {
    const card = vcardOf({
      first: 'Ann',
      last: 'Lee',
      title: 'Coach, Offense; Line',
      org: 'X',
      email: null,
      phone: '(616) 555-1234',
      url: 'https://x.example',
    });
    expect(card).toContain('TITLE:Coach\\, Offense\\; Line\r\n');
    expect(card).toContain('TEL;TYPE=work,voice;VALUE=uri:tel:6165551234\r\n');
    expect(card).not.toContain('EMAIL');
  });
});
