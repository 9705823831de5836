const KINDS: Record<string, { width: number; height: number }> = {
  players: { width: 300, height: 400 },
  staff: { width: 300, height: 400 },
  stories: { width: 1280, height: 720 },
  opponents: { width: 96, height: 96 },
  promotions: { width: 1600, height: 500 },
  publications: { width: 612, height: 792 },
  podcasts: { width: 600, height: 600 },
  moments: { width: 1280, height: 720 },
  galleries: { width: 1280, height: 853 },
  facilities: { width: 1280, height: 720 },
};
const PALETTE = ['#0b2545', '#13315c', '#134074', '#1d3557', '#27476e'];

/** A deterministic SVG for a fixture image path, e.g. /images/players/123.svg; null for anything else. */
export function placeholderImage(kind: string, file: string): string | null {
  const size = KINDS[kind];
  const match = /^([\w-]{1,80})\.svg$/.exec(file);
  if (!size || !match?.[1]) return null;
  const name = match[1];
  const hash = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const fill = PALETTE[hash % PALETTE.length];
  const label = name.replace(/[-_]+/g, ' ').slice(0, 24).toUpperCase();
  const fontSize = Math.round(Math.min(size.width, size.height) / 6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}" role="img"><rect width="100%" height="100%" fill="${fill}"/><path d="M0 ${size.height} L${size.width} ${Math.round(size.height * 0.6)} L${size.width} ${size.height} Z" fill="#f2b705" opacity="0.9"/><text x="50%" y="45%" fill="#ffffff" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${label.replace(/[<&>"]/g, '')}</text></svg>`;
}
