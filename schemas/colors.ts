import * as z from 'zod/mini';

/**
 * A school's colours (site settings `colors`): every pair the site draws text with must reach WCAG AA's 4.5:1
 * (1.4.3) — white text on the primary (buttons, the header), the primary on the secondary (the gold bands), and
 * the accent as text on white (links, badges). A value that breaks one is refused (422), so no editor can make
 * the site unreadable.
 */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const hexColor = z.string().check(z.regex(HEX_COLOR, 'a colour as #rrggbb'));

export const SiteColorsSchema = z.object({ primary: hexColor, secondary: hexColor, accent: hexColor });
export type SiteColors = z.infer<typeof SiteColorsSchema>;

/** The demo school's colours (navy, gold, a darker blue), and what a site without its own uses. */
export const DEFAULT_COLORS: SiteColors = { primary: '#0b2545', secondary: '#f2b705', accent: '#134074' };

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
const WHITE = '#ffffff';

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text pairs of a palette below 4.5:1, as sentences an editor can act on; none when all pass. */
export function colorContrastProblems(colors: SiteColors): string[] {
  const pairs: [string, string, string][] = [
    ['white text on the primary colour', WHITE, colors.primary],
    ['the primary colour on the secondary colour', colors.primary, colors.secondary],
    ['the accent colour as text on white', colors.accent, WHITE],
  ];
  return pairs.flatMap(([what, a, b]) => {
    const ratio = contrastRatio(a, b);
    return ratio < MIN_TEXT_CONTRAST ? [`${what} has a contrast of ${ratio.toFixed(2)}:1; at least ${MIN_TEXT_CONTRAST}:1 is needed`] : [];
  });
}

/** The primary mixed towards black (hover and pressed states), as #rrggbb. */
export function darker(hex: string, amount = 0.35): string {
  return `#${[1, 3, 5]
    .map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - amount)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

export function sameColors(a: SiteColors, b: SiteColors): boolean {
  return (
    a.primary.toLowerCase() === b.primary.toLowerCase() &&
    a.secondary.toLowerCase() === b.secondary.toLowerCase() &&
    a.accent.toLowerCase() === b.accent.toLowerCase()
  );
}

/** The custom properties a palette sets on :root (src/styles/tokens.css names them). */
export function colorCustomProperties(colors: SiteColors): string {
  return `:root{--color-primary:${colors.primary};--color-primary-dark:${darker(colors.primary)};--color-secondary:${colors.secondary};--color-accent:${colors.accent};--color-text:${colors.primary};--focus-ring:${colors.primary}}`;
}
