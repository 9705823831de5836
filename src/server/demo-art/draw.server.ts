import { pictogram } from './pictograms.server.ts';
import type { ArtSubject } from './subjects.server.ts';
import { initialsOf, monogramOf } from '#src/widgets/shared/initials.ts';
import { charsIn, escapeXml, wordsOfSlug, wrap } from './text.server.ts';

/** The school's colours (site settings `colors`; the demo's navy, gold and lake blue when none are set). */
export interface ArtColors {
  primary: string;
  secondary: string;
  accent: string;
}
export const DEMO_COLORS: ArtColors = { primary: '#0b2545', secondary: '#f2b705', accent: '#1f5f99' };

const FONT = `font-family="'DejaVu Sans', Arial, Helvetica, sans-serif" font-weight="700"`;
const ICON_STROKE = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';
/** Opponents wear their own colours, not ours: one of these by their name. */
const OPPONENT_COLORS = ['#7a1f2b', '#1f5130', '#4b2e83', '#b5520f', '#006d75', '#9e1b32', '#1d4f91', '#5c4033', '#2f4f4f', '#6b5b00'];
/** Photo-like art by kind: its drawn size (the aspect of the fixtures' width and height). */
const SCENES: Record<string, { width: number; height: number }> = {
  stories: { width: 1280, height: 720 },
  moments: { width: 1280, height: 720 },
  facilities: { width: 1280, height: 720 },
  events: { width: 1280, height: 720 },
  galleries: { width: 1280, height: 853 },
  publications: { width: 612, height: 792 },
  podcasts: { width: 600, height: 600 },
};
export const DRAWN_KINDS: readonly string[] = ['players', 'staff', 'opponents', 'promotions', ...Object.keys(SCENES)];

const hashOf = (value: string) => [...value].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** `hex` mixed with white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const mix = (c: number) => Math.round(c + (target - c) * Math.abs(amount));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => mix(c).toString(16).padStart(2, '0')).join('')}`;
}

const svgOpen = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
const icon = (code: string | undefined, x: number, y: number, size: number, color: string, extra = '') =>
  `<g transform="translate(${x} ${y}) scale(${(size / 24).toFixed(3)})" color="${color}" ${ICON_STROKE} stroke-width="1.6"${extra}>${pictogram(code)}</g>`;

/** A photo stand-in: team colours, the sport's pictogram, and the content's own caption under its sport. */
function scene(w: number, h: number, subject: ArtSubject, colors: ArtColors, seed: number): string {
  const { primary, secondary, accent } = colors;
  const band = w * (0.5 + (seed % 5) * 0.05);
  const big = h * 1.05;
  const pad = Math.round(Math.min(w, h) * 0.07);
  const parts = [
    svgOpen(w, h),
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(primary, 0.12)}"/><stop offset="1" stop-color="${shade(primary, -0.45)}"/></linearGradient>`,
    `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<path d="M${band} 0h${w * 0.16}L${band - w * 0.14} ${h}h${-w * 0.16}z" fill="${secondary}" opacity="0.9"/>`,
    `<path d="M${band + w * 0.2} 0h${w * 0.04}L${band + w * 0.1} ${h}h${-w * 0.04}z" fill="${accent}" opacity="0.8"/>`,
    icon(subject.sport, w - big * 0.92, (h - big) / 2, big, '#ffffff', ' opacity="0.2"'),
    `<rect width="${w}" height="${h}" fill="url(#scrim)"/>`,
  ];
  if (!subject.plain) {
    const badge = Math.round(Math.min(w, h) * 0.16);
    parts.push(
      `<circle cx="${pad + badge / 2}" cy="${pad + badge / 2}" r="${badge / 2}" fill="${secondary}"/>`,
      icon(subject.sport, pad + badge * 0.2, pad + badge * 0.2, badge * 0.6, primary, ''),
    );
    const size = Math.round(Math.min(h * 0.085, w * 0.06));
    const lines = subject.caption ? wrap(subject.caption, charsIn(w - 2 * pad, size), h > w * 0.5 ? 3 : 2) : [];
    let y = h - pad;
    for (const line of lines.toReversed()) {
      parts.push(`<text x="${pad}" y="${y}" ${FONT} font-size="${size}" fill="#ffffff">${escapeXml(line)}</text>`);
      y -= Math.round(size * 1.25);
    }
    if (subject.kicker) {
      const small = Math.round(size * 0.62);
      const [kicker] = wrap(subject.kicker.toUpperCase(), charsIn(w - 2 * pad, small), 1);
      parts.push(
        `<text x="${pad}" y="${y + size * 0.25}" ${FONT} font-size="${small}" fill="${secondary}" letter-spacing="1">${escapeXml(kicker ?? '')}</text>`,
      );
    }
  }
  parts.push('</svg>');
  return parts.join('');
}

/** A headshot stand-in: a silhouette with the person's initials on the chest. */
function portrait(name: string, colors: ArtColors): string {
  const light = shade(colors.primary, 0.28);
  return [
    svgOpen(300, 400),
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(colors.primary, 0.1)}"/><stop offset="1" stop-color="${shade(colors.primary, -0.35)}"/></linearGradient></defs>`,
    `<rect width="300" height="400" fill="url(#bg)"/><rect width="300" height="10" fill="${colors.secondary}"/>`,
    `<circle cx="150" cy="150" r="66" fill="${light}"/>`,
    `<path d="M26 400C26 304 80 240 150 240S274 304 274 400z" fill="${light}"/>`,
    `<text x="150" y="352" text-anchor="middle" ${FONT} font-size="64" fill="${colors.secondary}">${escapeXml(initialsOf(name))}</text>`,
    '</svg>',
  ].join('');
}

/** An opponent's logo stand-in: a round badge in its own colour with its monogram, sized to fit inside. */
function monogram(name: string): string {
  const letters = monogramOf(name);
  const fill = OPPONENT_COLORS[hashOf(name) % OPPONENT_COLORS.length]!;
  const size = Math.min(38, Math.floor(56 / (letters.length * 0.8)));
  return [
    svgOpen(96, 96),
    `<circle cx="48" cy="48" r="46" fill="${fill}"/><circle cx="48" cy="48" r="40" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.85"/>`,
    `<text x="48" y="${48 + Math.round(size * 0.36)}" text-anchor="middle" ${FONT} font-size="${size}" fill="#ffffff">${escapeXml(letters)}</text>`,
    '</svg>',
  ].join('');
}

/** A sponsor's logo stand-in: its name as a wordmark beside a round emblem. */
function wordmark(w: number, h: number, name: string, colors: ArtColors): string {
  const r = h * 0.3;
  const left = h * 0.2 + 2 * r + h * 0.15;
  const size = Math.round(h * 0.2);
  const lines = wrap(name, charsIn(w - left - h * 0.15, size), 2);
  const top = h / 2 - ((lines.length - 1) * size * 1.2) / 2 + size * 0.36;
  return [
    svgOpen(w, h),
    `<rect width="${w}" height="${h}" fill="#ffffff"/>`,
    `<circle cx="${h * 0.2 + r}" cy="${h / 2}" r="${r}" fill="${colors.primary}"/>`,
    `<text x="${h * 0.2 + r}" y="${h / 2 + r * 0.36}" text-anchor="middle" ${FONT} font-size="${Math.round(r)}" fill="${colors.secondary}">${escapeXml(initialsOf(name).slice(0, 1))}</text>`,
    ...lines.map(
      (line, i) =>
        `<text x="${left}" y="${Math.round(top + i * size * 1.2)}" ${FONT} font-size="${size}" fill="${colors.primary}">${escapeXml(line)}</text>`,
    ),
    '</svg>',
  ].join('');
}

/**
 * The drawing of one demo picture, /images/{kind}/{name}: what it shows comes from `subject` (the seed's
 * catalogue), never from the file name, which is an id. Null for a kind the demo does not draw.
 */
export function drawDemoArt(kind: string, name: string, subject: ArtSubject | null, colors: ArtColors = DEMO_COLORS): string | null {
  const seed = hashOf(name);
  if (kind === 'players' || kind === 'staff') return portrait(subject?.person ?? subject?.caption ?? '', colors);
  if (kind === 'opponents') return monogram(subject?.caption ?? wordsOfSlug(name));
  if (kind === 'promotions') {
    const width = Number(/-(\d{3,4})$/.exec(name)?.[1] ?? 0);
    const sponsor = name.startsWith('sponsor');
    // Pictures by breakpoint keep the 16:5 banner; a sponsor mark named without a width is a 10:3 logo.
    const [w, h] = width ? [width, Math.round((width * 5) / 16)] : sponsor ? [400, 120] : [1600, 500];
    if (sponsor) return wordmark(w, h, subject?.caption ?? 'Falcon Club Partner', colors);
    return scene(w, h, subject ?? {}, colors, seed);
  }
  const size = SCENES[kind];
  if (!size) return null;
  const [w, h] = name.endsWith('-square') ? [800, 800] : [size.width, size.height];
  return scene(w, h, subject ?? {}, colors, seed);
}
