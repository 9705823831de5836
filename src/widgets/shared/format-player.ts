// Player values as the roster views and the bio show them.

export function fullName(p: { first_name: string; last_name: string }): string {
  return `${p.first_name} ${p.last_name}`;
}

/** 6' 2" (an unknown inches value shows as 0). */
export function formatHeight(feet: number | null, inches: number | null): string | null {
  return feet === null ? null : `${feet}' ${inches ?? 0}"`;
}

/** What a screen reader says for the same height: "6 feet 2 inches". */
export function spokenHeight(feet: number | null, inches: number | null): string | null {
  return feet === null ? null : `${feet} feet ${inches ?? 0} inches`;
}

export function formatWeight(weight: number | null): string | null {
  return weight === null ? null : `${weight} lbs`;
}

export function rosterCaption(data: { season: string | null; sport: { title: string } }): string {
  return `${data.season ?? ''} ${data.sport.title} Roster`.trim();
}

export function emptyRosterText(season: string | null): string {
  return season === null ? 'No roster has been published yet.' : `No roster for ${season} yet.`;
}
