import { useEffect, useState } from 'react';
import { countdown } from '#schemas/live.ts';

const UNITS = [['days', 'Days'], ['hours', 'Hours'], ['minutes', 'Minutes'], ['seconds', 'Seconds']] as const;

/**
 * spec 4 countdown: ticks once a second from the current UTC time to the start; at zero it shows zeros and stops.
 * The first render uses the server's clock (`serverNow`) so hydration matches; then the browser's clock takes over.
 */
export function Countdown({ target, serverNow, label }: { target: string; serverNow: string; label: string }) {
  const targetMs = Date.parse(target);
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= targetMs) clearInterval(timer);
    };
    // The browser's clock replaces the server's at once, then every second until the start.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [targetMs]);
  const left = countdown(targetMs, now);
  return (
    // role="timer" is not announced as it ticks (its live region is off); the label says what it counts to.
    <div className="countdown" role="timer" aria-label={label}>
      {UNITS.map(([key, unit]) => (
        <span key={key} className="countdown-unit">
          <span className="countdown-value">{String(left[key]).padStart(2, '0')}</span>
          <span className="countdown-label">{unit}</span>
        </span>
      ))}
    </div>
  );
}
