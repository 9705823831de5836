// spec 4 game states read against the clock, on every page that shows a game: the demo's live game, days after
// its start without a final, is "Result pending" and never live; no page offers tickets for a game under way.
import { describe, expect, it } from 'vitest';
import { landmarks } from '#fixtures/school/index.ts';
import { GAME_STATUS_LABELS } from '#schemas/game-rules.ts';
import type { PagePayload } from '#schemas/page.ts';
import { resolvePage } from '#src/server/page/resolve-page.server.ts';
import { seededStore } from '#tests/support/seeded-store.ts';
import type { CalendarData } from '#src/widgets/calendar/calendar.schema.ts';
import type { GameCenterData } from '#src/widgets/game-center/game-center.schema.ts';
import type { ScheduleData } from '#src/widgets/schedule/schedule.schema.ts';

const seeded = seededStore('game-state');
const live = landmarks(seeded.school).liveGame;
const sport = seeded.school.sports.find((s) => s.id === live.sport_id)!;
const start = Date.parse(live.date_utc);
const DAY_MS = 86_400_000;

async function widgetOf<T>(path: string, name: string, now: Date): Promise<T> {
  const resolved = await resolvePage({ store: seeded.store, tenant: seeded.school.tenant, path, staff: false, now });
  if (resolved.kind !== 'page') throw new Error(`${path} redirected`);
  const payload: PagePayload = resolved.payload;
  const instance = Object.values(payload.template.areas)
    .flat()
    .find((i) => i.name === name);
  const slot = instance && payload.widgets[instance.id];
  if (!slot?.ok) throw new Error(`${path}: no ${name} widget`);
  return slot.data as T;
}

describe("a game more than its sport's length past its start without a final", () => {
  const later = new Date(start + 3 * DAY_MS);
  const during = new Date(start + 60_000);

  it('the schedule row says "Result pending", not live, and has no tickets once the game started', async () => {
    const path = `/sports/${sport.global_sport_name_slug}/schedule/${live.season}`;
    const rowAt = async (now: Date) => (await widgetOf<ScheduleData>(path, 'schedule', now)).games.find((g) => g.id === live.id)!;
    const stale = await rowAt(later);
    expect(stale.game_state_display).toBe(GAME_STATUS_LABELS.pending);
    expect(stale.game_state).not.toBe(live.game_state);
    expect(stale.links.map((l) => l.kind)).not.toContain('tickets');
    expect((await rowAt(during)).game_state).toBe(live.game_state);
  });

  it('the calendar entry says "Result pending"', async () => {
    const month = live.date.slice(0, 7);
    const entryAt = async (now: Date) =>
      (await widgetOf<CalendarData>(`/calendar?month=${month}`, 'calendar', now)).days
        .flatMap((d) => d.games)
        .find((g) => g.id === live.id)!;
    expect((await entryAt(later)).outcome).toBe(GAME_STATUS_LABELS.pending);
    expect((await entryAt(during)).outcome).not.toBe(GAME_STATUS_LABELS.pending);
  });

  it('the game center drops the stale live stats and its feed, and shows no tickets', async () => {
    const centerAt = (now: Date) => widgetOf<GameCenterData>(`/game-center/${live.id}`, 'game-center', now);
    const stale = await centerAt(later);
    expect(stale.live).toBeNull();
    expect(stale.feedUrl).toBeNull();
    expect(stale.game.game_state_display).toBe(GAME_STATUS_LABELS.pending);
    expect(stale.game.links.map((l) => l.kind)).not.toContain('tickets');
    expect((await centerAt(during)).live?.has_started).toBe(true);
  });
});
