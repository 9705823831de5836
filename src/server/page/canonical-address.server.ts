import type { PageRoute } from '#src/routes/route-table.ts';

/**
 * The one address of a record a page found by its id (docs/decisions/0016-canonical-addresses.md): the path asked
 * for with each `:param` segment the record names replaced by its value, the query kept; null when the path already
 * is that address. Only the segments of the route's own pattern change, each value is percent-encoded, so the answer
 * is always a path on this site (never `//host` or another origin).
 */
export function canonicalAddress(
  route: Pick<PageRoute, 'path'>,
  path: string,
  search: string,
  params: Readonly<Record<string, string>>,
  canonical: Readonly<Record<string, string>>,
): string | null {
  const pattern = route.path.split('/');
  // Optional or splat segments move the others: such routes name their records by the last segments only.
  if (pattern.some((segment) => segment === '*' || segment.endsWith('?'))) return null;
  const segments = path.split('/');
  if (segments.length !== pattern.length) return null;
  let changed = false;
  for (const [name, value] of Object.entries(canonical)) {
    const index = pattern.indexOf(`:${name}`);
    if (index < 1 || value === '' || params[name] === value) continue;
    segments[index] = encodeURIComponent(value);
    changed = true;
  }
  if (!changed) return null;
  const location = `${segments.join('/')}${search}`;
  return location.startsWith('/') && !location.startsWith('//') ? location : null;
}
