// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_CONFIRM_MS } from '#schemas/constants.ts';
import { useClipboard } from './use-clipboard.ts';

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('useClipboard (spec 4, 9)', () => {
  afterEach(() => vi.useRealTimers());

  it('copies and shows the marker for 1.5 s; a second copy restarts the 1.5 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    clipboard(writeText);
    const { result } = renderHook(() => useClipboard());
    expect(result.current.copied).toBe(false);
    await act(async () => expect(await result.current.copy('https://x.example/a')).toBe(true));
    expect(writeText).toHaveBeenCalledWith('https://x.example/a');
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    await act(async () => void (await result.current.copy('again')));
    act(() => vi.advanceTimersByTime(CLIPBOARD_CONFIRM_MS - 1));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('shows nothing when the browser refuses the clipboard', async () => {
    clipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { result } = renderHook(() => useClipboard());
    await act(async () => expect(await result.current.copy('x')).toBe(false));
    expect(result.current.copied).toBe(false);
  });
});
