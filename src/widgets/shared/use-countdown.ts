import { useEffect, useState } from 'react';
import { countdown, type Countdown } from '#schemas/live.ts';

/** spec 4: the countdown ticks once a second. */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * spec 4 countdown: days, hours, minutes and seconds from the current UTC time to `target` (ISO), ticking once a
 * second; at zero or past it every value is zero and the ticking stops. The first render counts from `serverNow`
 * (the server's clock) so hydration matches; the browser's clock takes over at once.
 */
export function useCountdown(target: string, serverNow?: string): Countdown {
  const targetMs = Date.parse(target);
  const [now, setNow] = useState(() => (serverNow ? Date.parse(serverNow) : Date.now()));
  useEffect(() => {
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= targetMs || Number.isNaN(targetMs)) clearInterval(timer);
    };
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [targetMs]);
  return countdown(Number.isNaN(targetMs) ? now : targetMs, now);
}
