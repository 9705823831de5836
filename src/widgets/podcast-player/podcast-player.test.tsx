// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { podcastPlayerFixtures } from './podcast-player.fixtures.ts';
import { renderInRouter } from '#src/chrome/chrome-test-data.tsx';
import PodcastPlayer from './podcast-player.tsx';

type Fixture = (typeof podcastPlayerFixtures)[keyof typeof podcastPlayerFixtures];
const show = (fixture: Fixture) =>
  renderInRouter(<PodcastPlayer props={fixture.props} data={fixture.data} sport={null} id="player" />, fixture.data.series.href);

// jsdom has no media playback: play and pause flip `paused` and fire the events a browser would.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => vi.restoreAllMocks());

describe('podcast-player widget', () => {
  it('shows the series, the episode list and page links; the player code loads only on Play', async () => {
    const user = userEvent.setup();
    const { data } = podcastPlayerFixtures.weekly;
    show(podcastPlayerFixtures.weekly);
    expect(screen.getByRole('heading', { level: 2, name: data.series.title })).toBeDefined();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Older episodes' }).getAttribute('href')).toBe(`${data.series.href}?page=2`);
    expect(screen.queryByRole('group', { name: /Audio player/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Download episode \(WAV/ }).getAttribute('href')).toBe(data.current?.audio?.url);

    await user.click(screen.getByRole('button', { name: 'Play episode' }));
    const player = await screen.findByRole('group', { name: `Audio player: ${data.current?.title}` });
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(within(player).getByRole('button', { name: 'Pause' })).toBeDefined();
  });

  it('the player works by keyboard: K toggles, L and J skip 15 s, the slider says where it is, speed changes the rate', async () => {
    const user = userEvent.setup();
    show(podcastPlayerFixtures.weekly);
    await user.click(screen.getByRole('button', { name: 'Play episode' }));
    const player = await screen.findByRole('group', { name: /Audio player/ });
    const seek = within(player).getByRole('slider', { name: 'Seek' });
    fireEvent.keyDown(seek, { key: 'k' });
    expect(within(player).getByRole('button', { name: 'Play' })).toBeDefined();
    fireEvent.keyDown(seek, { key: 'l' });
    expect(seek.getAttribute('aria-valuetext')).toMatch(/^0:15 of [2-6]:\d\d$/);
    fireEvent.keyDown(seek, { key: 'j' });
    expect(seek.getAttribute('aria-valuetext')).toMatch(/^0:00 of /);
    await user.selectOptions(within(player).getByRole('combobox', { name: 'Speed' }), '1.5');
    expect(player.querySelector('audio')?.playbackRate).toBe(1.5);
  });

  it('media flags: a blacked-out episode says why and offers no audio; a subscribers-only series says so', () => {
    const { unmount } = show(podcastPlayerFixtures.blackedOutEpisode);
    expect(screen.getByRole('note').textContent).toMatch(/embargo/);
    expect(screen.queryByRole('button', { name: 'Play episode' })).toBeNull();
    unmount();
    show(podcastPlayerFixtures.subscribersOnlySeries);
    expect(screen.getByText(/Every episode of this series is for subscribers/)).toBeDefined();
    expect(screen.getAllByText('Premium').length).toBeGreaterThan(0);
  });
});
