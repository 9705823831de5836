// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_TICK_MS, useCountdown } from './use-countdown.ts';

describe('useCountdown (spec 4)', () => {
  afterEach(() => vi.useRealTimers());

  it('starts from the server clock, then ticks once a second from the browser clock', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00Z') });
    const { result } = renderHook(() => useCountdown('2026-11-22T13:01:05Z', '2026-11-21T11:00:00Z'));
    expect(result.current).toEqual({ days: 1, hours: 2, minutes: 1, seconds: 5 });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 5 });
    act(() => vi.advanceTimersByTime(COUNTDOWN_TICK_MS));
    expect(result.current).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 4 });
  });

  it('shows all zeros at and past the start, and stops ticking', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00Z') });
    const { result } = renderHook(() => useCountdown('2026-11-21T12:00:02Z'));
    act(() => vi.advanceTimersByTime(2 * COUNTDOWN_TICK_MS));
    expect(result.current).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(vi.getTimerCount()).toBe(0);
    const past = renderHook(() => useCountdown('2020-01-01T00:00:00Z'));
    expect(past.result.current).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    act(() => vi.advanceTimersByTime(0));
    expect(vi.getTimerCount()).toBe(0);
  });
});
