import * as z from 'zod/mini';
import { SportSchema, type Sport } from '#schemas/entities/sport.ts';
import { StaffMemberSchema } from '#schemas/entities/roster.ts';
import { StorySchema, type Story } from '#schemas/entities/story.ts';
import { SidearmNavItemSchema, navigationFromSidearm, sportNavigationFromSidearm } from '#schemas/sidearm/navigation.ts';
import { SidearmSeoSchema, seoFromSidearm } from '#schemas/sidearm/seo.ts';
import { SidearmSportSchema, sportFromSidearm } from '#schemas/sidearm/sport.ts';
import { SidearmStaffSchema, staffFromSidearm } from '#schemas/sidearm/staff.ts';
import { SidearmStorySchema, storyDetailPath, storyFromSidearm, type SidearmStory } from '#schemas/sidearm/story.ts';
import { sanitize } from '../sanitize.server.ts';
import type { SidearmClient } from './client.server.ts';
import type { ImportContext } from './context.server.ts';
import { copyBodyFiles } from './files.server.ts';
import { walkList } from './list-walker.server.ts';
import { note, type ResourceReport } from './report.server.ts';
import { checkAddress } from './routes.server.ts';
import { syncDocuments, syncSetting } from './sync.server.ts';

/** A failure that stops the whole run before anything is written (a bad `Sports` answer). */
export class AbortImport extends Error {}

const firstIssue = (error: z.core.$ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'unreadable';
};

/**
 * `Sports`, read and mapped whole before any write: every page and roster hangs off a sport, so one that cannot
 * be read stops the run (AbortImport) rather than importing stories that point at no sport.
 */
export async function fetchSports(client: SidearmClient, report: ResourceReport): Promise<Sport[]> {
  let raw: unknown;
  try {
    raw = await client.json('Sports');
  } catch (error) {
    throw new AbortImport(`Sports: ${(error as Error).message}`);
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
      note(report, `Navigation/sub of sport ${sub.sport.id}: ${sub.error.message.replace(/^\S+: /, '')}`);
      continue;
    }
    const items = navItems(sub.raw, report, `Navigation/sub of sport ${sub.sport.id}`);
    report.fetched += items.length;
    const mapped = sportNavigationFromSidearm(items);
    if (mapped.droppedLinks.length > 0) note(report, 'link left out: not a site path, http(s), mailto or tel', mapped.droppedLinks.length);
    await syncSetting(ctx, `navigation:${sub.sport.id}`, mapped.value, report, (stored) => Array.isArray(stored) && stored.length === 0);
  }
}

/** `Staff`: the staff directory, every page. */
export async function importStaff(ctx: ImportContext, report: ResourceReport, pageSize: number): Promise<void> {
  const list = await walkList(ctx.client, 'Staff', {}, { pageSize });
  for (const problem of list.problems) note(report, problem);
  report.complete &&= list.complete;
  report.failed += list.failed;
  report.fetched = list.items.length;
  const rows = [];
  for (const item of list.items) {
    const parsed = SidearmStaffSchema.safeParse(item);
    if (!parsed.success) {
      report.failed++;
      note(report, `unreadable entry (${firstIssue(parsed.error)})`);
      continue;
    }
    const member = staffFromSidearm(parsed.data);
    const name = `${member.first_name} ${member.last_name}`.trim();
    const image = member.image ? await ctx.files.copy(member.image.url, name) : null;
    const body = StaffMemberSchema.parse({
      ...member,
      image: image && member.image ? { ...member.image, url: image } : null,
      bio: member.bio === null ? null : sanitize(await copyBodyFiles(member.bio, ctx.files, name, ctx.files.origin)),
    });
    checkAddress(report, `/staff-directory/${body.slug}/${body.id}`, 'staff_bio');
    rows.push({ id: body.id, sport_id: body.sport_id, season: body.season, slug: body.slug, published: body.published, body });
  }
  await syncDocuments(ctx, 'staff', report, rows, { complete: list.complete && report.failed === 0, retirable: true });
}

/** `Stories` newest first, then each `Stories/{date}/{slug}` for its whole body. */
export async function importStories(ctx: ImportContext, report: ResourceReport, pageSize: number): Promise<void> {
  const list = await walkList(ctx.client, 'Stories', {}, { pageSize }).catch((error: Error) => {
    report.complete = false;
    report.failed++;
    note(report, `list: ${error.message.replace(/^\S+: /, '')}`);
    return null;
  });
  if (list === null) return;
  for (const problem of list.problems) note(report, problem);
  report.complete &&= list.complete;
  report.failed += list.failed;
  report.fetched = list.items.length;
  const summaries = list.items.flatMap((item) => {
    const parsed = SidearmStorySchema.safeParse(item);
    if (parsed.success) return [parsed.data];
    report.failed++;
    note(report, `unreadable list entry (${firstIssue(parsed.error)})`);
    return [];
  });
  const stories = await Promise.all(summaries.map((summary) => storyOf(ctx, report, summary)));
  const rows = stories
    .filter((s): s is Story => s !== null)
    .map((body) => ({ id: body.id, sport_id: body.sport_id, sort_date: body.date, slug: body.url, published: body.published, body }));
  await syncDocuments(ctx, 'stories', report, rows, { complete: list.complete && report.failed === 0, retirable: true });
}

async function storyOf(ctx: ImportContext, report: ResourceReport, summary: SidearmStory): Promise<Story | null> {
  let detail: SidearmStory;
  try {
    const parsed = SidearmStorySchema.safeParse(await ctx.client.json(storyDetailPath(summary)));
    if (!parsed.success) throw new Error(`unreadable (${firstIssue(parsed.error)})`);
    detail = parsed.data;
  } catch (error) {
    report.failed++;
    note(report, `story ${summary.id}: ${(error as Error).message.replace(/^\S+: /, '')}`);
    return null;
  }
  const story = storyFromSidearm(detail);
  checkAddress(report, story.url, 'story');
  const copyImage = async (image: Story['image']) => {
    if (!image) return null;
    const url = await ctx.files.copy(image.url, image.alt || story.title);
    return url ? { ...image, url } : null;
  };
  return StorySchema.parse({
    ...story,
    image: await copyImage(story.image),
    alternate_image: await copyImage(story.alternate_image),
    // spec 3: store HTML is sanitized before any page renders it; imported bodies are sanitized once more here,
    // so what SIDEARM sent (a <script>, an onerror) is never stored.
    content: sanitize(await copyBodyFiles(story.content, ctx.files, story.title, ctx.files.origin)),
  });
}
