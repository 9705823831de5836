import { SportSchema, type Sport } from '#schemas/entities/sport.ts';
import { SidearmSportSchema, sportFromSidearm } from '#schemas/sidearm/sport.ts';
import type { SidearmClient } from './client.server.ts';
import type { ImportContext } from './context.server.ts';
import type { ResourceReport } from './report.server.ts';
import { firstIssue, withoutUrl } from './resource-report.server.ts';
import { syncDocuments } from './sync.server.ts';

/** A failure that stops the whole run before anything is written (a bad `Sports` answer). */
export class AbortImport extends Error {}

/**
 * `Sports`, read and mapped whole before any write: every page and roster hangs off a sport, so one that cannot
 * be read stops the run (AbortImport) rather than importing stories that point at no sport.
 */
export async function fetchSports(client: SidearmClient, report: ResourceReport): Promise<Sport[]> {
  let raw: unknown;
  try {
    raw = await client.json('Sports');
  } catch (error) {
    throw new AbortImport(`Sports: ${withoutUrl(error)}`);
  }
  if (!Array.isArray(raw)) throw new AbortImport('Sports: the answer is not a list');
  report.fetched = raw.length;
  return raw.map((item, index) => {
    const parsed = SidearmSportSchema.safeParse(item);
    if (!parsed.success) throw new AbortImport(`Sports: entry ${index} is not a SIDEARM sport (${firstIssue(parsed.error)})`);
    try {
      return sportFromSidearm(parsed.data);
    } catch (error) {
      throw new AbortImport(`Sports: sport ${parsed.data.id} does not map to a sport (${(error as Error).message.split('\n')[0]})`);
    }
  });
}

export async function writeSports(ctx: ImportContext, report: ResourceReport, sports: readonly Sport[]): Promise<void> {
  const rows = sports.map((s) => ({ id: s.id, slug: s.global_sport_name_slug, body: SportSchema.parse(s) }));
  // Sports are not retired: a sport has no `published`, and its pages, rosters and stories would lose their home.
  await syncDocuments(ctx, 'sports', report, rows, { complete: true, retirable: false });
}
