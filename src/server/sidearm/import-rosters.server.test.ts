import { describe, expect, it } from 'vitest';
import { RosterPlayerSchema, StaffMemberSchema } from '#schemas/entities/roster.ts';
import { resourceOf, TENANT, importHarness } from './import-harness.fixture.ts';

const harness = importHarness();
const { run, withStore } = harness;
const only = ['Sports', 'Rosters'] as const;

const rosterRows = () =>
  withStore(async (store) => ({
    players: (await store.documents.everyById(TENANT, 'roster')).map((r) => RosterPlayerSchema.parse(r.body)),
    staff: (await store.documents.everyById(TENANT, 'staff')).map((r) => StaffMemberSchema.parse(r.body)),
  }));

describe('SIDEARM import: seasons, rosters and bios', () => {
  it('imports every season’s players, coaches and support staff, a missing bio from the player’s bio, and writes nothing the second time', async () => {
    const { report, lines } = await run({}, { only: [...only] });
    expect(report.exitCode).toBe(0);
    // 5 players, 3 coaches, 1 support staff member over three rosters of two sports.
    expect(resourceOf(report, 'Rosters')).toMatchObject({ fetched: 9, written: 9, skipped: 0, deleted: 0, failed: 0 });
    expect(lines).toContain('Rosters: fetched 9, written 9, unchanged 0, skipped 0, deleted 0, failed 0');
    const { players, staff } = await rosterRows();
    expect(players.map((p) => [p.id, p.sport_id, p.season, p.slug])).toEqual([
      [9001, 3, '2025', 'ingrid-vasquez-holm'],
      [9011, 3, '2026', 'ingrid-vasquez-holm'],
      [9012, 3, '2026', 'noor-abernathy'],
      [9013, 3, '2026', 'tamsin-ochoa'],
      [9071, 7, '2026-27', 'caspian-mbeki'],
    ]);
    const noor = players.find((p) => p.id === 9012)!;
    // Players/roster/bio/9012 gave the bio, sanitized; a weight given as text is a number.
    expect(noor.bio).toBe('<p>Noor Abernathy, in full.</p>');
    expect(noor.weight).toBe(140);
    expect(noor.social_media.instagram).toBe('noor_plays');
    expect(noor.image?.url).toMatch(/^\/documents\/sidearm\//);
    // A hidden bio is not asked for.
    expect(players.find((p) => p.id === 9013)!.bio).toBeNull();
    expect(harness.sidearm.requests.filter((r) => /players\/roster\/bio/i.test(r.path)).map((r) => r.path)).toEqual([
      '/api/v2/Players/roster/bio/9012',
    ]);
    expect(staff.map((s) => [s.id, s.kind, s.season, s.is_head_coach, s.title])).toEqual([
      [8001, 'coach', '2025', true, 'Head Coach'],
      [8011, 'coach', '2026', true, 'Head Coach'],
      [8012, 'coach', '2026', false, 'Assistant Coach'],
      [8021, 'support', '2026', false, 'Athletic Trainer'],
    ]);
    // Each request once.
    expect([...harness.sidearm.counts()].filter(([, n]) => n > 1)).toEqual([]);

    const again = await run({}, { only: [...only] });
    expect(again.report.exitCode).toBe(0);
    expect(resourceOf(again.report, 'Rosters')).toMatchObject({ written: 0, unchanged: 9, deleted: 0 });
  });

  it('retires a player its season’s roster no longer lists, and leaves the directory’s staff alone', async () => {
    await run({}, { only: ['Sports', 'Rosters', 'Staff'] });
    harness.sidearm.faults.withoutPlayers = [9012];
    const { report } = await run({}, { only: ['Sports', 'Rosters', 'Staff'] });
    expect(resourceOf(report, 'Rosters')).toMatchObject({ written: 0, deleted: 1 });
    expect(resourceOf(report, 'Staff')).toMatchObject({ written: 0, deleted: 0, unchanged: 3 });
    const { players } = await rosterRows();
    expect(players.filter((p) => !p.published).map((p) => p.id)).toEqual([9012]);
  });

  it("a coach with a directory entry's id: the entry is skipped and reported, and a second run overwrites neither", async () => {
    const { report } = await run({ coachIdClash: true }, { only: ['Sports', 'Rosters', 'Staff'] });
    expect(resourceOf(report, 'Staff')).toMatchObject({ written: 2, skipped: 1 });
    expect(resourceOf(report, 'Staff').reasons).toEqual({ "id used by another SIDEARM resource's row": 1 });
    const again = await run({}, { only: ['Sports', 'Rosters', 'Staff'] });
    expect(resourceOf(again.report, 'Rosters')).toMatchObject({ written: 0, unchanged: 9 });
    expect(resourceOf(again.report, 'Staff')).toMatchObject({ written: 0, unchanged: 2, skipped: 1 });
    const { staff } = await rosterRows();
    expect(staff.find((s) => s.id === 502)).toMatchObject({ kind: 'coach', last_name: 'Reyes' });
  });

  it('invalid JSON for one roster: that roster fails, the others are imported, nothing of its season is retired, exit 1', async () => {
    await run({}, { only: [...only] });
    harness.sidearm.faults.invalidRosterJson = true;
    harness.sidearm.faults.withoutPlayers = [9012];
    const { report, lines } = await run({}, { only: [...only] });
    expect(report.exitCode).toBe(1);
    const rosters = resourceOf(report, 'Rosters');
    expect(rosters).toMatchObject({ written: 0, unchanged: 3, deleted: 0, failed: 1, complete: false });
    expect(lines).toContain(
      'Rosters: fetched 3, written 0, unchanged 3, skipped 0, deleted 0, failed 1 — INCOMPLETE (roster 2263: the answer is not JSON)',
    );
    const { players } = await rosterRows();
    expect(players.every((p) => p.published)).toBe(true);
  });

  it('invalid JSON for one roster into an empty store: the other rosters are written', async () => {
    const { report } = await run({ invalidRosterJson: true }, { only: [...only] });
    expect(report.exitCode).toBe(1);
    expect(resourceOf(report, 'Rosters')).toMatchObject({ fetched: 3, written: 3, failed: 1 });
    const { players } = await rosterRows();
    expect(players.map((p) => p.id)).toEqual([9001, 9071]);
  });
});
