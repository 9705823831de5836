import { useCountdown } from '../shared/use-countdown.ts';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/**
 * spec 4 countdown: ticks once a second from the current UTC time to the start; at zero it shows zeros and stops.
 * The first render uses the server's clock (`serverNow`) so hydration matches; then the browser's clock takes over.
 */
export function Countdown({ target, serverNow, label }: { target: string; serverNow: string; label: string }) {
  const left = useCountdown(target, serverNow);
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
