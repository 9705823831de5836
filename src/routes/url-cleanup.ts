import { normalizePath } from './match-route.ts';
import { ROUTE_TABLE } from './route-table.ts';

const ASPX = /\.aspx$/i;
/** Addresses that end in `.aspx` on purpose (spec 2.4: the takeovers' `/gameday/concurrent.aspx`) keep it. */
const OWN_ASPX_PATHS = new Set(ROUTE_TABLE.map((entry) => entry.path).filter((path) => ASPX.test(path)));

/**
 * What url-cleanup makes of a path: `moved` when it drops the `.aspx` old links end in, `canonical` when it only
 * drops doubled and trailing slashes (the same page at its one address); `location` keeps the query.
 */
export type Cleanup = { kind: 'moved' | 'canonical'; location: string };

/**
 * spec 2.7 `url-cleanup`, run on every path before it is matched: doubled and trailing slashes go (spec 2.5), and
 * so does the `.aspx` that links from the school's old SIDEARM site end in (`/news/2019/5/3/win.aspx`). Null
 * when the path is clean already.
 */
export function cleanUrl(pathname: string, search: string): Cleanup | null {
  const path = normalizePath(pathname);
  if (ASPX.test(path) && !OWN_ASPX_PATHS.has(path))
    return { kind: 'moved', location: `${normalizePath(path.replace(ASPX, '')) || '/'}${search}` };
  return path === pathname ? null : { kind: 'canonical', location: `${path}${search}` };
}
