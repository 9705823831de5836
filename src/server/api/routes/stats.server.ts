import { siteNow } from '../../env.server.ts';
import { renderStatsPdf } from '../../stats/stats-pdf.server.ts';
import { seasonStats } from '#src/widgets/cume-stats/cume-stats.server.ts';
import { HttpError } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/** GET /api/v2/stats/{sportId}/{season}.pdf — a season's statistics as a PDF; the ETag is the content version. */
async function statsPdf({ store, tenant, params, request }: ApiRequest): Promise<Response> {
  const sport = (await store.sports.list(tenant)).find((s) => String(s.id) === params[0] && !s.non_sport);
  const stats = sport ? await seasonStats(store, tenant, sport, params[1], 5) : null;
  if (!sport || !stats) throw new HttpError(404, `No statistics for sport ${params[0]}, season ${params[1]}`);
  const etag = `"stats-${sport.id}-${stats.season}-${await store.tenants.contentVersion(tenant)}"`;
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: { etag } });
  const body = await renderStatsPdf(stats, siteNow());
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${sport.global_sport_name_slug}-stats-${stats.season}.pdf"`,
      'cache-control': 'public, max-age=300',
      etag,
    },
  });
}

export const statsRoutes: ApiRoute[] = [['GET', /^\/stats\/(\d{1,9})\/(\d{4}(?:-\d{2})?)\.pdf$/, statsPdf]];
