import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, SPORT_FILES } from '#fixtures/school/index.ts';
import { seedSchool, seededStore } from '#tests/support/seeded-store.ts';
import { seedFiles } from '../../files/seed-files.server.ts';

const STAFF_TOKEN = 'files-test-staff-token-0123';
const ctx = seededStore('files-api', {
  staffToken: STAFF_TOKEN,
  seed: async (store, school) => {
    await seedSchool(store, school);
    await seedFiles(store, school.tenant, school.documents, new Date(FIXTURE_NOW));
  },
});
const { school } = ctx;
const notes = school.documents.find((d) => d.path.startsWith('/documents/'))!;

function content(path: string, headers: Record<string, string> = {}, token?: string) {
  const query = new URLSearchParams({ path, ...(token ? { token } : {}) });
  return ctx.request(`/files/content?${query}`, { headers });
}
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

describe('GET /api/v2/files/content (files for real)', () => {
  it('serves a seeded PDF with its type, name, validators and length', async () => {
    const response = await content(notes.path);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="game-notes-\d+\.pdf"/);
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect((await content(notes.path, { 'if-none-match': etag })).status).toBe(304);
    expect((await content(notes.path, { 'if-modified-since': response.headers.get('last-modified') ?? '' })).status).toBe(304);
  });

  it('answers ranges with 206, and a range past the end with 416', async () => {
    const whole = Buffer.from(await (await content(notes.path)).arrayBuffer());
    const part = await content(notes.path, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(10, 20));
    const past = await content(notes.path, { range: `bytes=${whole.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    expect((await content(notes.path, { range: 'bytes=0-9', 'if-range': '"stale"' })).status).toBe(200);
  });

  it('never serves anything outside the file store, whatever the path spells', async () => {
    const blobs = readdirSync(join(ctx.dir, 'files'));
    const attacks = [
      '/documents/../athletics.sqlite',
      '/documents/%2e%2e/athletics.sqlite',
      '/documents/%252e%252e/athletics.sqlite',
      `/documents/../files/${blobs[0]}`,
      '/documents/..\\athletics.sqlite',
      '/documents/x%00.pdf',
      '/etc/passwd',
      '/documents/%2fetc%2fpasswd',
      `/sports/2026/11/14/..%2f..%2f..%2fathletics.sqlite`,
      '/documents/football/2024/no-such-file.pdf',
    ];
    for (const path of attacks) expect((await content(path)).status, path).toBe(404);
  });

  it('hidden and unpublished files exist only for staff; protected ones need staff or their share link', async () => {
    expect((await content(SPORT_FILES.scouting)).status).toBe(404);
    expect((await content(`/hidden${SPORT_FILES.scouting}`, staff)).status).toBe(200);
    expect((await content(SPORT_FILES.draft)).status).toBe(404);
    expect((await content(SPORT_FILES.draft, staff)).status).toBe(200);
    expect((await content(`/protected${SPORT_FILES.depthChart}`)).status).toBe(403);

    const share = await ctx.request(`/files/share?path=${encodeURIComponent(SPORT_FILES.depthChart)}`, { method: 'POST', headers: staff });
    const { url } = (await share.json()) as { url: string };
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    expect(url).toMatch(/^\/protected\/sports\/2026\/11\/14\/football-depth-chart\.pdf\?token=/);
    expect((await content(`/protected${SPORT_FILES.depthChart}`, {}, token)).status).toBe(200);
    expect((await content(SPORT_FILES.mediaNotes, {}, token)).status).toBe(200); // public anyway
    expect((await content(`/protected${SPORT_FILES.depthChart}`, {}, `${token}x`)).status).toBe(403);
    const visitorShare = await ctx.request(`/files/share?path=${encodeURIComponent(SPORT_FILES.depthChart)}`, { method: 'POST' });
    expect(visitorShare.status).toBe(401);
  });
});
