import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, isRedirect } from '#src/routes/route-table.ts';
import { seededStore } from '#tests/support/seeded-store.ts';
import { canonicalAddress } from './canonical-address.server.ts';

const seeded = seededStore('canonical-address');
const { school } = seeded;
const sportSlug = (id: number | null) => school.sports.find((s) => s.id === id)!.global_sport_name_slug;

describe('canonicalAddress: one address per record, on this site only', () => {
  const route = { path: '/sports/:slug/roster/:playerSlug/:rosterPlayerId' };
  const params = { slug: 'football', playerSlug: 'aaron-lynch', rosterPlayerId: '1244' };
  const at = (canonical: Record<string, string>, search = '') =>
    canonicalAddress(route, '/sports/football/roster/aaron-lynch/1244', search, params, canonical);

  it('replaces the named segments, keeps the query, and is null when the address already is the record’s', () => {
    expect(at({ playerSlug: 'maya-ortiz' }, '?view=grid&utm=x')).toBe('/sports/football/roster/maya-ortiz/1244?view=grid&utm=x');
    expect(at({ playerSlug: 'aaron-lynch' })).toBeNull();
    expect(at({})).toBeNull();
  });

  it('never leads off the site: a value is one encoded segment', () => {
    expect(at({ playerSlug: '//evil.example' })).toBe('/sports/football/roster/%2F%2Fevil.example/1244');
    expect(at({ slug: 'https://evil.example/x' })).toBe('/sports/https%3A%2F%2Fevil.example%2Fx/roster/aaron-lynch/1244');
    expect(at({ playerSlug: '' })).toBeNull();
  });
});

describe('every id-based route answers a wrong slug with 301 to the record’s own address, query kept', () => {
  const coach = school.staff.find((m) => m.kind === 'coach' && m.published && m.sport_id !== null)!;
  const support = school.staff.find((m) => m.kind === 'support' && m.published && m.sport_id !== null)!;
  const member = school.staff.find((m) => m.kind !== 'coach' && m.kind !== 'support' && m.published)!;
  const facility = school.facilities.find((f) => f.published)!;
  const series = school.podcasts.series.find((s) => s.published)!;
  const inductee = school.inductees.find((i) => i.published)!;
  const boxed = school.games.find((g) => g.result?.boxscore)!;
  const gallery = school.games.find((g) => g.galleries.length > 0)!;
  const football = school.sports.find((s) => s.global_sport_shortname === 'mfootbl')!;
  const player = school.roster.find((p) => p.published && p.sport_id === football.id)!;
  const opponent = school.games.find((g) => g.sport_id === football.id && g.result?.status === 'W')!.opponent;
  const opponentSlug = opponent.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

  // [route id, the record's address, the same record under a wrong slug]
  const cases: [string, string, string][] = [
    [
      'roster_bio',
      `/sports/${sportSlug(player.sport_id)}/roster/${player.slug}/${player.id}`,
      `/sports/${sportSlug(player.sport_id)}/roster/someone-else/${player.id}`,
    ],
    [
      'coach_bio',
      `/sports/${sportSlug(coach.sport_id)}/roster/coaches/${coach.slug}/${coach.id}`,
      `/sports/${sportSlug(coach.sport_id)}/roster/coaches/x/${coach.id}`,
    ],
    [
      'support_staff_bio',
      `/sports/${sportSlug(support.sport_id)}/roster/staff/${support.slug}/${support.id}`,
      `/sports/${sportSlug(support.sport_id)}/roster/staff/x/${support.id}`,
    ],
    ['staff_bio', `/staff-directory/${member.slug}/${member.id}`, `/staff-directory/x/${member.id}`],
    ['facilities_page', `/facilities/${facility.slug}/${facility.id}`, `/facilities/x/${facility.id}`],
    ['podcast_player', `/podcasts/${series.slug}/${series.id}`, `/podcasts/x/${series.id}`],
    ['hof_bio', `/honors/${inductee.list}/${inductee.slug}/${inductee.id}`, `/honors/${inductee.list}/x/${inductee.id}`],
    ['boxscore', boxed.result!.boxscore!, boxed.result!.boxscore!.replace(/\/[^/]+\/boxscore\//, '/x/boxscore/')],
    [
      'gallery',
      gallery.galleries[0]!.url,
      gallery.galleries[0]!.url.replace(
        /\/galleries\/[^/]+\//,
        `/galleries/${football.id === gallery.sport_id ? 'baseball' : 'football'}/`,
      ),
    ],
    [
      'opponenthistory',
      `/sports/football/opponent-history/${opponentSlug}/${opponent.id}`,
      `/sports/football/opponent-history/x/${opponent.id}`,
    ],
    ['staff_department', '/staff-directory/compliance-department/3', '/staff-directory/x-department/3'],
  ];

  it.each(cases)('%s', async (_id, own, wrong) => {
    const canonical = (await seeded.location(own)) ?? own;
    expect(await seeded.status(canonical)).toBe(200);
    expect(await seeded.location(`${wrong}?utm_source=newsletter&page=1`)).toBe(`${canonical}?utm_source=newsletter&page=1`);
  });

  it('covers every route that names a record by id beside a name (src/pages)', () => {
    const idParam = /^:(\w*[iI]d)$/;
    const named = ROUTE_TABLE.filter((entry) => !isRedirect(entry) && !entry.path.startsWith('/hidden/'))
      .filter((entry) => {
        const segments = entry.path.split('/');
        return segments.some((s) => idParam.test(s)) && segments.some((s) => s.startsWith(':') && !idParam.test(s));
      })
      .map((entry) => entry.id);
    expect(named.toSorted()).toEqual(cases.map(([id]) => id).toSorted());
  });
});
