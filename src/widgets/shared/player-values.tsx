import { formatHeight, spokenHeight } from './format-player.ts';

/** 6' 2" on screen, "6 feet 2 inches" for screen readers (quote marks read badly). */
export function Height({ feet, inches }: { feet: number | null; inches: number | null }) {
  const shown = formatHeight(feet, inches);
  if (shown === null) return null;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{spokenHeight(feet, inches)}</span>
    </>
  );
}

/** The short position on screen, the long one for screen readers. */
export function Position({ short, long }: { short: string | null; long: string | null }) {
  if (short === null || long === null || short === long) return <>{short ?? long}</>;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{long}</span>
    </>
  );
}

/** Staff previews (hidden routes) mark players the public cannot see. */
export function UnpublishedBadge() {
  return <span className="roster-badge">Unpublished</span>;
}
