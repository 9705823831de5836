import {
  SidearmAnalyticsSchema,
  SidearmGoogleSchema,
  SidearmMobileSchema,
  analytics360FromSidearm,
  analyticsFromSidearm,
  mobileFromSidearm,
} from '#schemas/sidearm/settings.ts';
import { SiteSettingsSchema } from '#schemas/entities/site.ts';
import type { ImportContext } from './context.server.ts';
import { note, type ResourceReport } from './report.server.ts';
import { firstIssue } from './resource-report.server.ts';
import { syncSetting } from './sync.server.ts';

/** `Google`: the 360 settings (the `analytics_360` setting a new tenant does not have). */
export async function importGoogle(ctx: ImportContext, report: ResourceReport): Promise<void> {
  const parsed = SidearmGoogleSchema.safeParse(await ctx.client.json('Google'));
  if (!parsed.success) throw new Error(`not SIDEARM's 360 settings (${firstIssue(parsed.error)})`);
  report.fetched = 1;
  await syncSetting(ctx, 'analytics_360', analytics360FromSidearm(parsed.data), report);
}

/** `Analytics/settings`: the school's measurement ids and tag manager codes (the `analytics` setting). */
export async function importAnalytics(ctx: ImportContext, report: ResourceReport): Promise<void> {
  const parsed = SidearmAnalyticsSchema.safeParse(await ctx.client.json('Analytics/settings'));
  if (!parsed.success) throw new Error(`not SIDEARM's analytics settings (${firstIssue(parsed.error)})`);
  report.fetched = 1;
  const { value, dropped } = analyticsFromSidearm(parsed.data);
  if (dropped.length > 0) note(report, 'id left out: not a measurement (G-…) or tag manager (GTM-…) id', dropped.length);
  await syncSetting(ctx, 'analytics', value, report);
}

/**
 * `Mobile/settings`: the app id, into the site settings' `mobile`. Only that field is the importer's: the rest of
 * the site settings stay as they are, and an app id set here by someone else is kept (unless `--replace`).
 */
export async function importMobile(ctx: ImportContext, report: ResourceReport): Promise<void> {
  const parsed = SidearmMobileSchema.safeParse(await ctx.client.json('Mobile/settings'));
  if (!parsed.success) throw new Error(`not SIDEARM's mobile settings (${firstIssue(parsed.error)})`);
  report.fetched = 1;
  const stored = SiteSettingsSchema.safeParse((await ctx.store.settings.get(ctx.tenant, 'site')) ?? null);
  if (!stored.success) {
    // A tenant made here without site settings (a new one always has them): `--site site.json` gives them.
    report.skipped++;
    note(report, 'no readable site settings here to hold the app id (--site site.json sets them)');
    return;
  }
  const mobile = mobileFromSidearm(parsed.data);
  const site = SiteSettingsSchema.parse({ ...stored.data, mobile });
  // The app id is blank until someone sets it; the importer's own earlier value counts as its own.
  const blank = stored.data.mobile.mobileAppleAppId === null || ctx.ledger.wroteSetting('site:mobile');
  const same = stored.data.mobile.mobileAppleAppId === mobile.mobileAppleAppId;
  if (!same && !blank && !ctx.replace) {
    // Decided here, not by the whole setting's owner: `--site` makes the site settings the importer's, not the app id.
    report.skipped++;
    note(report, 'app id set here, not by the importer (--replace overwrites it)');
    return;
  }
  if (!same) ctx.ledger.addSetting('site:mobile');
  await syncSetting({ ...ctx, replace: true }, 'site', site, report);
}
