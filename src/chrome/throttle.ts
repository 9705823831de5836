/**
 * Calls `fn` at most once per `waitMs`: the first call runs at once, calls during the wait collapse into one
 * trailing call at its end (so the last position is never missed). `cancel` drops a pending trailing call.
 */
export function throttle(fn: () => void, waitMs: number): { (): void; cancel(): void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    const wait = last + waitMs - Date.now();
    if (wait <= 0) {
      clearTimeout(timer);
      run();
    } else {
      timer ??= setTimeout(run, wait);
    }
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
