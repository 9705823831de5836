// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyFixtures } from './story.fixtures.ts';
import { CLIPBOARD_CONFIRM_MS } from '#schemas/constants.ts';
import { renderInRouter } from '#src/chrome/chrome-test-data.tsx';
import Story from './story.tsx';

type Fixture = (typeof storyFixtures)[keyof typeof storyFixtures];
const show = (fixture: Fixture) => renderInRouter(<Story props={fixture.props} data={fixture.data} sport={null} id="story" />, '/news/x');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('story widget', () => {
  it('reads as an article: headline, sub-headline, byline with date, body, games, writer, neighbours', () => {
    const { data } = storyFixtures.full;
    show(storyFixtures.full);
    expect(screen.getByRole('article', { name: data.title })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: data.title })).toBeDefined();
    expect(screen.getByText(data.subHeadline!)).toBeDefined();
    expect(screen.getByText(`By ${data.byline} ·`, { exact: false })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'The games' })).toBeDefined();
    expect(screen.getAllByRole('link', { name: /^Box Score/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: `About ${data.writer!.name}` })).toBeDefined();
    expect(screen.getByRole('link', { name: `Previous story: ${data.previous!.title}` })).toBeDefined();
  });

  it('copy link shows "Link copied" for 1.5 s (spec 4)', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show(storyFixtures.full);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(storyFixtures.full.data.shareUrl);
    expect(screen.getByRole('status').textContent).toBe('Link copied');
    act(() => vi.advanceTimersByTime(CLIPBOARD_CONFIRM_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('Link copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('Print opens the story alone in a new window (spec 2.7)', () => {
    const popup = document.implementation.createHTMLDocument('');
    const open = vi.spyOn(window, 'open').mockReturnValue({ document: popup, setTimeout: () => 0 } as unknown as Window);
    show(storyFixtures.full);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledOnce();
    expect(popup.querySelector('article h2')?.textContent).toBe(storyFixtures.full.data.title);
    expect([...popup.body.querySelectorAll('main > *')].map((e) => e.tagName)).toEqual(['ARTICLE']);
  });

  it('loads no video player until Play Video is pressed', () => {
    const { container } = show(storyFixtures.archiveVideo);
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Play Video/ }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(/^https:\/\/archive\.org\/embed\//);
  });

  it('a draft says so; a minimal story shows what exists and nothing else', () => {
    const { unmount } = show(storyFixtures.draft);
    expect(screen.getByRole('note').textContent).toMatch(/^Draft/);
    unmount();
    show(storyFixtures.minimal);
    expect(screen.queryByRole('group', { name: 'Share this story' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('complementary')?.textContent ?? '').toBe('');
  });
});
