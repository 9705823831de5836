// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameCenterFixtures } from './game-center.fixtures.ts';
import { renderInRouter } from '#src/chrome/chrome-test-data.tsx';
import GameCenter from './game-center.tsx';

/** An EventSource the test drives: the page's feed. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeEventSource.last = null;
});

type Fixture = (typeof gameCenterFixtures)[keyof typeof gameCenterFixtures];
const show = (fixture: Fixture) =>
  renderInRouter(<GameCenter props={fixture.props} data={fixture.data} sport={null} id="gc" />, '/game-center/1');

describe('game-center widget', () => {
  it('before the game the countdown ticks each second from the start time and stops at zero', () => {
    const fixture = gameCenterFixtures.preGame;
    const start = Date.parse(fixture.data.dateUtc);
    vi.useFakeTimers({ now: start - 3000 });
    show(fixture);
    const seconds = () => screen.getByRole('timer').querySelectorAll('.countdown-value')[3]!.textContent;
    // First the server's clock (what the HTML showed, so hydration matches), then the browser's.
    const server = Math.floor((start - Date.parse(fixture.data.now)) / 1000) % 60;
    expect(seconds()).toBe(String(server).padStart(2, '0'));
    act(() => vi.advanceTimersByTime(0));
    expect(seconds()).toBe('03');
    act(() => vi.advanceTimersByTime(1000));
    expect(seconds()).toBe('02');
    act(() => vi.advanceTimersByTime(5000));
    expect(seconds()).toBe('00');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the feed: a newer version updates score and line score and is announced; the feed closes when final', () => {
    const fixture = gameCenterFixtures.live;
    show(fixture);
    const source = FakeEventSource.last!;
    expect(source.url).toBe(fixture.data.feedUrl);
    const live = fixture.data.live!;
    const next = {
      ...live,
      version: live.version + 1,
      school: {
        ...live.school,
        score: live.school.score + 3,
        period_scores: [...live.school.period_scores.slice(0, -1), live.school.period_scores.at(-1)! + 3],
      },
    };
    act(() => source.emit('live', next));
    expect(screen.getByText(`${live.school.name} score:`, { exact: false }).parentElement?.textContent).toContain(
      String(next.school.score),
    );
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      `${live.school.name} ${next.school.score}, ${live.opponent.name} ${live.opponent.score}, 3rd Qtr 4:12`,
    );
    // An older version arriving late changes nothing.
    act(() => source.emit('live', live));
    expect(screen.getByText(`${live.school.name} score:`, { exact: false }).parentElement?.textContent).toContain(
      String(next.school.score),
    );
    act(() => source.emit('live', { ...next, version: next.version + 1, is_complete: true }));
    expect(source.closed).toBe(true);
    expect(screen.getByText('Final')).toBeDefined();
  });

  it('a final game opens no feed and shows its box score and recap links', () => {
    show(gameCenterFixtures.final);
    expect(FakeEventSource.last).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    const links = gameCenterFixtures.final.data.game.links.map((l) => l.title);
    expect(links).toContain('Box Score');
    // The box score inline: its team stats side by side.
    expect(screen.getByRole('table', { name: 'Team stats' }).querySelectorAll('tbody tr').length).toBe(
      gameCenterFixtures.final.data.teamStats.length,
    );
    expect(gameCenterFixtures.final.data.teamStats.length).toBeGreaterThan(0);
    for (const title of links) expect(screen.getAllByRole('link', { name: new RegExp(`^${title}`) }).length).toBeGreaterThan(0);
  });
});
