import type { Sport } from '#schemas/entities/sport.ts';
import { SidearmNavItemSchema, navigationFromSidearm, sportNavigationFromSidearm } from '#schemas/sidearm/navigation.ts';
import { SidearmSeoSchema, seoFromSidearm } from '#schemas/sidearm/seo.ts';
import type { ImportContext } from './context.server.ts';
import { note, type ResourceReport } from './report.server.ts';
import { firstIssue, withoutUrl } from './resource-report.server.ts';
import { syncSetting } from './sync.server.ts';

const blankSeo = (tenant: string) => (stored: unknown) => {
  const s = stored as Record<string, unknown>;
  return s.title === tenant && s.siteName === tenant && s.meta === '' && s.ogImage === null;
};

export async function importSeo(ctx: ImportContext, report: ResourceReport): Promise<void> {
  const parsed = SidearmSeoSchema.safeParse(await ctx.client.json('Seo'));
  if (!parsed.success) throw new Error(`not SIDEARM's SEO settings (${firstIssue(parsed.error)})`);
  report.fetched = 1;
  const seo = seoFromSidearm(parsed.data);
  const ogImage = seo.ogImage ? await ctx.files.copy(seo.ogImage, `${seo.siteName} sharing image`) : null;
  await syncSetting(ctx, 'seo', { ...seo, ogImage }, report, blankSeo(ctx.tenant));
}

function navItems(raw: unknown, report: ResourceReport, what: string) {
  if (!Array.isArray(raw)) throw new Error(`${what}: the answer is not a list`);
  return raw.flatMap((item) => {
    const parsed = SidearmNavItemSchema.safeParse(item);
    if (parsed.success) return [parsed.data];
    report.failed++;
    note(report, `${what}: unreadable item (${firstIssue(parsed.error)})`);
    return [];
  });
}

/** `Navigation`, then `Navigation/sub` for each sport. */
export async function importNavigation(ctx: ImportContext, report: ResourceReport, sports: readonly Sport[]): Promise<void> {
  const main = navItems(await ctx.client.json('Navigation'), report, 'Navigation');
  report.fetched += main.length;
  const { value, droppedLinks } = navigationFromSidearm(main);
  if (droppedLinks.length > 0) note(report, 'link left out: not a site path, http(s), mailto or tel', droppedLinks.length);
  await syncSetting(ctx, 'navigation', value, report, (stored) => Array.isArray(stored) && stored.length === 0);
  const subs = await Promise.all(
    sports.map(async (sport) => {
      try {
        return { sport, raw: await ctx.client.json('Navigation/sub', { sportId: sport.id }), error: null };
      } catch (error) {
        return { sport, raw: null, error: error as Error };
      }
    }),
  );
  for (const sub of subs) {
    if (sub.error) {
      report.failed++;
      report.complete = false;
      note(report, `Navigation/sub of sport ${sub.sport.id}: ${withoutUrl(sub.error)}`);
      continue;
    }
    const items = navItems(sub.raw, report, `Navigation/sub of sport ${sub.sport.id}`);
    report.fetched += items.length;
    const mapped = sportNavigationFromSidearm(items);
    if (mapped.droppedLinks.length > 0) note(report, 'link left out: not a site path, http(s), mailto or tel', mapped.droppedLinks.length);
    await syncSetting(ctx, `navigation:${sub.sport.id}`, mapped.value, report, (stored) => Array.isArray(stored) && stored.length === 0);
  }
}
