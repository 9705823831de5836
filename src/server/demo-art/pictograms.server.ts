import sprite from '../../../public/images/sport-icons.svg?raw';
import { ALL_SPORTS_ICON, sportIconOf } from '#schemas/sport-icons.ts';

/** The site's own sport icons (spec 3), reused as the pictograms of the drawn art: each symbol's inner markup. */
const SYMBOLS = new Map([...sprite.matchAll(/<symbol id="([a-z-]+)"[^>]*>([\s\S]*?)<\/symbol>/g)].map((m) => [m[1]!, m[2]!]));

/** A sport's pictogram (24-unit line drawing in currentColor) for its code; the all-sports icon otherwise. */
export function pictogram(code: string | undefined): string {
  return SYMBOLS.get(sportIconOf(code)) ?? SYMBOLS.get(ALL_SPORTS_ICON) ?? '<circle cx="12" cy="12" r="9"/>';
}
