import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, landmarks } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import type { RosterPlayer } from '#schemas/entities/roster.ts';
import { PagePayloadSchema } from '#schemas/page.ts';
import { RosterBioDataSchema } from './roster-bio.schema.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { resolvePage } from '#src/server/page/resolve-page.server.ts';
import { seedIfEmpty } from '#src/server/store/seed.server.ts';
import { Store } from '#src/server/store/store.server.ts';

const school = buildSchool();
const marks = landmarks(school);
const football = marks.football;
const newest = school.seasons[football.id]?.at(-1) ?? '';
const roster = school.roster.filter((p) => p.sport_id === football.id && p.season === newest && p.published);
let dir: string;
let store: Store;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'roster-bio-resolver-'));
  store = Store.open(dir);
  await seedIfEmpty(store, school, defaultTemplates());
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const bioPath = (p: RosterPlayer, slug = p.slug, sport = 'football') => `/sports/${sport}/roster/${slug}/${p.id}`;
async function page(path: string, staff = false) {
  const result = await resolvePage({ store, tenant: school.tenant, path, staff, now: new Date('2026-11-21T17:00:00Z') });
  if (result.kind !== 'page') throw new Error('redirect');
  return PagePayloadSchema.parse(result.payload);
}
async function bio(path: string, staff = false) {
  const payload = await page(path, staff);
  const result = payload.widgets.bio;
  if (!result?.ok) throw new Error(`bio failed: ${JSON.stringify(result)}`);
  return { title: payload.page.title, data: RosterBioDataSchema.parse(result.data) };
}
async function status(path: string, staff = false): Promise<number> {
  try {
    await page(path, staff);
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('roster-bio resolver', () => {
  it('shows the player, names the page after them, and links neighbours in jersey order', async () => {
    const player = roster[5]!;
    const { data, title } = await bio(bioPath(player));
    expect(data.player).toMatchObject({ id: player.id, first_name: player.first_name, last_name: player.last_name, major: player.major });
    expect(title).toBe(`${player.first_name} ${player.last_name} - Football Player Bio`);
    expect(data.previous?.name).toBe(`${roster[4]!.first_name} ${roster[4]!.last_name}`);
    expect(data.next?.url).toBe(bioPath(roster[6]!));
    expect(data.rosterUrl).toBe(`/sports/football/roster/${newest}`);
    expect(data.canonicalUrl).toBe(bioPath(player));
  });

  it('previous/next walk the whole roster: the first has no previous player, the last no next', async () => {
    let step = (await bio(bioPath(roster[0]!))).data;
    expect(step.previous).toBeNull();
    const seen = [step.player.id];
    while (step.next) {
      const next = step.next.url;
      step = (await bio(next)).data;
      expect(step.previous?.url).toBe(bioPath(school.roster.find((p) => p.id === seen.at(-1))!));
      seen.push(step.player.id);
    }
    expect(seen.toSorted()).toEqual(roster.map((p) => p.id).toSorted());
  });

  it("a wrong player slug for a valid id answers 301 to the player's own address, query kept", async () => {
    const player = roster[3]!;
    const answer = async (path: string) =>
      resolvePage({ store, tenant: school.tenant, path, staff: false, now: new Date('2026-11-21T17:00:00Z') });
    expect(await answer(`${bioPath(player, 'not-the-slug')}?utm_source=x`)).toEqual({
      kind: 'redirect',
      location: `${bioPath(player)}?utm_source=x`,
    });
    expect((await bio(bioPath(player))).data.player.id).toBe(player.id);
  });

  it('an id that does not exist, belongs to another sport, or is unpublished (for visitors) is a 404', async () => {
    expect(await status('/sports/football/roster/nobody/999999')).toBe(404);
    const soccerPlayer = school.roster.find((p) => p.sport_id !== football.id)!;
    expect(await status(bioPath(soccerPlayer))).toBe(404);
    const hidden = marks.hiddenPlayers[0]!;
    expect(await status(bioPath(hidden))).toBe(404);
    expect(await status(bioPath(hidden), true)).toBe(200);
    expect((await bio(`/hidden${bioPath(hidden)}`, true)).data.player.published).toBe(false);
    try {
      await page('/sports/football/roster/nobody/999999');
    } catch (error) {
      expect((error as Error).message).toBe('Page Not Found: /sports/football/roster/nobody/999999');
    }
  });

  it('social links and a sanitized bio', async () => {
    const player = roster.find((p) => p.social_media.twitter && p.social_media.instagram)!;
    const { data } = await bio(bioPath(player));
    expect(data.player.social.slice(0, 2)).toEqual([
      { network: 'twitter', label: 'X', handle: player.social_media.twitter, url: `https://x.com/${player.social_media.twitter}` },
      {
        network: 'instagram',
        label: 'Instagram',
        handle: player.social_media.instagram,
        url: `https://www.instagram.com/${player.social_media.instagram}`,
      },
    ]);
    expect(data.player.bio_html).toContain('<p>');
  });
});
