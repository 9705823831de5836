/** The .badge variant of a game's location (README "Visual system": one badge style, variants by modifier). */
export const LOCATION_BADGE = { H: 'badge-home', A: 'badge-away', N: 'badge-neutral' } as const;

/** The .badge variant of a game's state as shown ("LIVE 3rd Qtr", "Final", "Result pending", "Postponed"…). */
export function stateBadge(state: string): string {
  const s = state.toLowerCase();
  if (s.startsWith('live')) return 'badge-live';
  if (s.startsWith('final')) return 'badge-final';
  if (s.includes('pending')) return 'badge-pending';
  if (s.includes('postponed') || s.includes('canceled') || s.includes('cancelled')) return 'badge-postponed';
  return '';
}
