import { FIXTURE_TENANT } from '#schemas/constants.ts';
import { SiteSettingsSchema } from '#schemas/entities/site.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { isDemo } from '../store/demo.server.ts';
import { createTenantIfMissing } from '../store/new-tenant.server.ts';
import { Store } from '../store/store.server.ts';
import { SidearmClient } from './client.server.ts';
import type { ImportContext } from './context.server.ts';
import { FileCopier } from './files.server.ts';
import { Ledger } from './ledger.server.ts';
import { newResource, note, reportLine, runName, saveReport, type ResourceReport, type RunReport } from './report.server.ts';
import { importNavigation, importSeo } from './seo-navigation.server.ts';
import { AbortImport, fetchSports, writeSports } from './sports.server.ts';
import { importAnalytics, importGoogle, importMobile } from './site-settings.server.ts';
import { importRosters } from './rosters.server.ts';
import { importSchedules } from './schedules.server.ts';
import { importStaff } from './staff.server.ts';
import { importStories } from './stories.server.ts';
import { withoutUrl } from './resource-report.server.ts';
import { syncSetting } from './sync.server.ts';
import { NOT_IMPORTED, RESOURCES, type ResourceName } from './resources-list.ts';

export interface ImportOptions {
  dataDir: string;
  /** DATABASE_URL: the store is on that PostgreSQL database (else SQLite in dataDir). */
  databaseUrl?: string | undefined;
  /** This site's tenant (TENANT). */
  tenant: string;
  /** The SIDEARM API's base URL (SIDEARM_API_URL, with `/api/v2` added to a bare origin). */
  apiUrl: string;
  sidearmTenant: string;
  concurrency: number;
  only?: readonly ResourceName[] | null;
  dryRun?: boolean;
  replace?: boolean;
  /** `--since`: only what changed since then, where SIDEARM can be asked so; a run with it deletes nothing. */
  since?: Date | null;
  /** `--site site.json`: what SIDEARM does not serve (address, phone, logo, conference), merged into the site settings. */
  site?: Record<string, unknown> | null;
  /** A store already open (the server's sync): used as it is and left open. Else the run opens and closes one. */
  store?: Store;
  pageSize?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

/** The API base of SIDEARM_API_URL: a bare origin means SIDEARM's `/api/v2`. */
export function apiBaseOf(value: string): string {
  const url = new URL(value);
  return url.pathname === '/' ? `${url.origin}/api/v2` : `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * One import run (docs/decisions/0034-sidearm-import.md): Sports (a failure aborts before any write), the site
 * file, Seo, Google, Analytics/settings, Mobile/settings, Navigation (+ each sport's), Rosters (per sport), Staff,
 * Stories, Schedules (per sport: games, each game's detail, records compared). Answers the run's report, also saved as
 * `DATA_DIR/sidearm-import/{run}.json`; its exit code is 0 only when every resource completed.
 */
export async function runImport(options: ImportOptions): Promise<RunReport> {
  const log = options.log ?? console.info;
  const startedAt = new Date();
  const only = new Set(options.only ?? RESOURCES);
  const dryRun = options.dryRun ?? false;
  const pageSize = options.pageSize ?? 100;
  // Opened as the server and the seed open it: a new store is migrated by one process at a time.
  const store = options.store ?? (await Store.connect({ dataDir: options.dataDir, databaseUrl: options.databaseUrl }));
  const client = new SidearmClient({
    baseUrl: options.apiUrl,
    tenant: options.sidearmTenant,
    concurrency: options.concurrency,
    ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const resources: ResourceReport[] = [];
  const finish = async (files: ResourceReport | null): Promise<RunReport> => {
    if (files) resources.push(files);
    const report: RunReport = {
      run: runName(startedAt),
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      source: options.apiUrl,
      sidearmTenant: options.sidearmTenant,
      tenant: options.tenant,
      dryRun,
      since: options.since?.toISOString() ?? null,
      resources,
      requests: client.requests,
      notImported: NOT_IMPORTED,
      exitCode: resources.every((r) => r.complete) ? 0 : 1,
    };
    for (const r of resources) log(reportLine(r));
    const file = await saveReport(options.dataDir, report);
    log(`${dryRun ? 'Dry run: nothing written. ' : ''}Report: ${file} (${client.requests} requests to SIDEARM)`);
    log(`Not imported yet: ${NOT_IMPORTED.join(', ')}`);
    return report;
  };

  try {
    const hasTenant = await store.tenants.has(options.tenant);
    // The demo school is fixtures: an import over it mixes two schools, so it is asked for by name. Its tenant is
    // TENANT's default, so an import that forgot to set TENANT is stopped here too, even into an empty store.
    const demo = options.tenant === FIXTURE_TENANT || (hasTenant && (await isDemo(store, options.tenant)));
    if (demo && !options.replace) {
      const refused = newResource('Import');
      refused.complete = false;
      note(
        refused,
        `refused: TENANT "${options.tenant}" is the demo school; set TENANT to the school's own, or pass --replace to import over the demo`,
      );
      resources.push(refused);
      return await finish(null);
    }
    let sports: Sport[];
    const sportsReport = newResource('Sports');
    resources.push(sportsReport);
    try {
      sports =
        only.has('Sports') || only.has('Navigation') ? await fetchSports(client, sportsReport) : await store.sports.list(options.tenant);
    } catch (error) {
      if (!(error instanceof AbortImport)) throw error;
      sportsReport.failed++;
      sportsReport.complete = false;
      note(sportsReport, `${error.message.replace(/^Sports: /, '')}; nothing was written`);
      return await finish(null);
    }
    // Only now, with Sports read and mapped: a run that aborts there has written nothing, not even the tenant.
    if (!hasTenant && !dryRun) {
      const { defaultTemplates } = await import('#src/pages/page-info.ts');
      await createTenantIfMissing(store, options.tenant, defaultTemplates());
    }
    const ledger = await Ledger.load(store, options.tenant);
    const origin = new URL(options.apiUrl).origin;
    const files = new FileCopier({ store, tenant: options.tenant, client, ledger, origin, dryRun });
    const ctx: ImportContext = {
      store,
      tenant: options.tenant,
      client,
      ledger,
      files,
      dryRun,
      replace: options.replace ?? false,
      since: options.since ?? null,
    };
    if (only.has('Sports')) await writeSports(ctx, sportsReport, sports);
    else resources.pop();

    if (options.site) await step(resources, 'Site file', (r) => importSite(ctx, r, options.site!));
    if (only.has('Seo')) await step(resources, 'Seo', (r) => importSeo(ctx, r));
    if (only.has('Google')) await step(resources, 'Google', (r) => importGoogle(ctx, r));
    if (only.has('Analytics/settings')) await step(resources, 'Analytics/settings', (r) => importAnalytics(ctx, r));
    if (only.has('Mobile/settings')) await step(resources, 'Mobile/settings', (r) => importMobile(ctx, r));
    if (only.has('Navigation')) await step(resources, 'Navigation', (r) => importNavigation(ctx, r, sports));
    if (only.has('Rosters')) await step(resources, 'Rosters', (r) => importRosters(ctx, r, sports));
    if (only.has('Staff')) await step(resources, 'Staff', (r) => importStaff(ctx, r, pageSize));
    if (only.has('Stories')) await step(resources, 'Stories', (r) => importStories(ctx, r, pageSize));
    if (only.has('Schedules')) await step(resources, 'Schedules', (r) => importSchedules(ctx, r, sports, pageSize));
    // What is left to record: where files went (their rows were written as they were copied).
    if (!dryRun) await ledger.save(store, options.tenant);
    return await finish(files.report);
  } finally {
    if (!options.store) await store.close();
  }
}

/** Runs one resource; an error it did not handle itself fails that resource only. */
async function step(resources: ResourceReport[], name: string, run: (report: ResourceReport) => Promise<void>): Promise<void> {
  const report = newResource(name);
  resources.push(report);
  try {
    await run(report);
  } catch (error) {
    report.failed++;
    report.complete = false;
    note(report, withoutUrl(error));
  }
}

/** `--site`: the site settings SIDEARM has no resource for, merged over the stored ones and checked whole. */
async function importSite(ctx: ImportContext, report: ResourceReport, site: Record<string, unknown>): Promise<void> {
  report.fetched = 1;
  const stored = (await ctx.store.settings.get(ctx.tenant, 'site')) ?? {};
  const merged = SiteSettingsSchema.safeParse({ ...(stored as object), ...site });
  if (!merged.success) throw new Error(`site file: ${merged.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  // The school's own file, named on the command line: it is applied over whatever the site settings hold.
  await syncSetting({ ...ctx, replace: true }, 'site', merged.data, report);
}
