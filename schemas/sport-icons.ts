// spec 3 sport code to icon map, spec 7 icon-mapper JSON. The map is the public file (served at
// /icon-mapper.json for anyone drawing the site's sport icons); the lookup is pure, for server and browser alike.
import * as z from 'zod/mini';
import iconMapper from '../public/icon-mapper.json' with { type: 'json' };

/** The icon of every code the map does not name (spec 3: an all-sports icon). */
export const ALL_SPORTS_ICON = 'all-sports';

/** The public path of the map (spec 7 "a public icon-mapper JSON file"). */
export const ICON_MAPPER_PATH = '/icon-mapper.json';

const ICON_NAME = /^[a-z]+(-[a-z]+)*$/;

const iconName = () => z.string().check(z.regex(ICON_NAME));

// Pure: the browser, which only reads the built-in map, drops the schema from its bundle.
export const IconMapSchema = /* @__PURE__ */ z.object({
  fallback: /* @__PURE__ */ iconName(),
  icons: /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ iconName()),
});
export type IconMap = z.infer<typeof IconMapSchema>;

/**
 * The site's map, built in: its unit test checks it against IconMapSchema and the sprite, so no browser spends
 * code validating it (another site's map, read at run time, goes through the schema).
 */
export const SPORT_ICON_MAP: IconMap = iconMapper;

/** spec 3: the icon of a sport code (its global short name, e.g. "mbaskbl"); an unknown code gets the fallback. */
export function sportIconOf(code: string | null | undefined, map: IconMap = SPORT_ICON_MAP): string {
  const key = code?.trim().toLowerCase() ?? '';
  return (Object.hasOwn(map.icons, key) ? map.icons[key] : undefined) ?? map.fallback;
}
