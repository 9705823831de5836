import { normalizePath } from './match-route.ts';
import { ROUTE_TABLE } from './route-table.ts';

const ASPX = /\.aspx$/i;
/** Addresses that end in `.aspx` on purpose (spec 2.4: the takeovers' `/gameday/concurrent.aspx`) keep it. */
const OWN_ASPX_PATHS = new Set(ROUTE_TABLE.map((entry) => entry.path).filter((path) => ASPX.test(path)));

/**
 * spec 2.7 `url-cleanup`, run on every path before it is matched: doubled and trailing slashes go (spec 2.5), and
 * so does the `.aspx` that links from the school's old SIDEARM site end in (`/news/2019/5/3/win.aspx`). Answers
 * the clean address, query kept, for a 301; null when the path is clean already.
 */
export function cleanUrl(pathname: string, search: string): string | null {
  let path = normalizePath(pathname);
  if (ASPX.test(path) && !OWN_ASPX_PATHS.has(path)) path = normalizePath(path.replace(ASPX, '')) || '/';
  return path === pathname ? null : `${path}${search}`;
}
