// Which level-1 items of the mega-menu fit the one-row desktop header, and which fold into its "More" item.
// Decided on the server from the titles, at the stylesheet's fixed breakpoints, so the header is one row from the
// first paint and without JavaScript: CSS hides a folded item and shows it in "More" (spec 2.6 header; spec 9
// breakpoints). The estimate errs wide: an item folds a little early rather than push the header onto two rows.

/** What the header puts beside the navigation on one row. */
export interface HeaderRow {
  /** The level-1 items the desktop bar shows, in order: a title and whether it opens a panel (a chevron). */
  items: readonly { title: string; panel: boolean }[];
  /** The icon-button promotion block (spec 2.6): each button's label and whether it draws a glyph. */
  buttons: readonly { label: string; glyph: boolean }[];
  /** The header sponsor ad slot (spec 2.6), when the site has an ad service. */
  sponsorAd: boolean;
}

/** How many of `items` the bar shows from each breakpoint; the rest are in "More". */
export interface NavFold {
  lg: number;
  xl: number;
}

/**
 * Sizes from src/styles/chrome.css and tokens.css at the narrowest width of each breakpoint's range (lg: 1024 to
 * 1279 px, xl: from 1280 px, where the container stops growing). Keep them in step with the stylesheet.
 */
const ROW = {
  lg: { inner: 1024 - 2 * 24, font: 14, pad: 12, labels: false },
  xl: { inner: 1280 - 2 * 24, font: 16, pad: 16, labels: true },
} as const;
const GAP = 16; // between the logo, the nav, the buttons, the ad and the search toggle
const LOGO = 54;
const SEARCH = 44;
const SPONSOR_AD = 120;
const ICON_BUTTON = 44; // a glyph-only button
const BUTTON_GAP = 8;
const BUTTON_CHROME = 56; // a labelled button's padding, glyph and gap
const BUTTON_FONT = 14;
const MORE_TITLE = 'More';

/** Width of uppercase bold Public Sans in ems, by character class: narrow, wide, the rest. */
function ems(text: string): number {
  let total = 0;
  for (const ch of text.toUpperCase()) {
    if (/[IJL1 .,'’!|:;]/.test(ch)) total += 0.34;
    else if (/[MW@%&]/.test(ch)) total += 0.95;
    else total += 0.72;
  }
  return total + 0.02 * text.length; // letter-spacing: 0.02em
}

function itemWidth(title: string, panel: boolean, row: (typeof ROW)[keyof typeof ROW]): number {
  const chevron = panel ? row.font : 0; // the ::after chevron and its margin, about 1em
  return ems(title) * row.font + 2 * row.pad + chevron;
}

function buttonsWidth(buttons: HeaderRow['buttons'], labels: boolean): number {
  if (buttons.length === 0) return 0;
  const widths = buttons.map((b) => (b.glyph && !labels ? ICON_BUTTON : BUTTON_CHROME + ems(b.label) * BUTTON_FONT * (b.glyph ? 1 : 0.9)));
  return widths.reduce((a, b) => a + b, 0) + BUTTON_GAP * (buttons.length - 1) + GAP;
}

function fitAt(header: HeaderRow, row: (typeof ROW)[keyof typeof ROW]): number {
  const room = row.inner - LOGO - GAP - buttonsWidth(header.buttons, row.labels) - (header.sponsorAd ? SPONSOR_AD + GAP : 0) - SEARCH - GAP;
  const widths = header.items.map((item) => itemWidth(item.title, item.panel, row));
  if (widths.reduce((a, b) => a + b, 0) <= room) return widths.length;
  // Something folds, so "More" takes its place at the end of the bar.
  let left = room - itemWidth(MORE_TITLE, true, row);
  let count = 0;
  for (const width of widths) {
    if (width > left) break;
    left -= width;
    count += 1;
  }
  return count;
}

/** How many level-1 items stay on the bar at each desktop breakpoint (the first ones, in order). */
export function navFold(header: HeaderRow): NavFold {
  return { lg: fitAt(header, ROW.lg), xl: fitAt(header, ROW.xl) };
}

export { MORE_TITLE };
