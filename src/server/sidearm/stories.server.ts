import { StorySchema, type Story } from '#schemas/entities/story.ts';
import { SidearmStorySchema, storyDetailPath, storyFromSidearm, type SidearmStory } from '#schemas/sidearm/story.ts';
import { sanitize } from '../sanitize.server.ts';
import { readBackTo, type ImportContext } from './context.server.ts';
import { copyBodyFiles, isSiteDocument } from './files.server.ts';
import { walkList } from './list-walker.server.ts';
import { note, type ResourceReport } from './report.server.ts';
import { firstIssue, noteWalk, withoutUrl } from './resource-report.server.ts';
import { checkAddress } from './routes.server.ts';
import { syncDocuments } from './sync.server.ts';

/**
 * `Stories` newest first, then each `Stories/{date}/{slug}` for its whole body. With `--since`, the list is read
 * back to the first story dated two days before it (LOOK_BACK_MS; SIDEARM's stories carry no time of change: an
 * older story edited there comes with the next full run).
 */
export async function importStories(ctx: ImportContext, report: ResourceReport, pageSize: number): Promise<void> {
  const since = readBackTo(ctx);
  const until = since === undefined ? undefined : (item: unknown) => isOlderThan(item, since);
  const list = await walkList(ctx.client, 'Stories', {}, { pageSize, until });
  noteWalk(report, list);
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
  await syncDocuments(ctx, 'stories', report, rows, {
    complete: list.complete && !list.cut && report.failed === 0,
    retirable: true,
  });
}

/**
 * A list entry dated before `since` (ms); one without a readable date is not, so it is read. A date without a zone
 * is taken as UTC, as `--since` takes one: the same answer on a server in any time zone.
 */
function isOlderThan(item: unknown, since: number): boolean {
  const date = typeof item === 'object' && item !== null ? (item as { date?: unknown }).date : undefined;
  const zoned = typeof date === 'string' && /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(date) ? `${date}Z` : date;
  const time = typeof zoned === 'string' ? Date.parse(zoned) : Number.NaN;
  return !Number.isNaN(time) && time < since;
}

async function storyOf(ctx: ImportContext, report: ResourceReport, summary: SidearmStory): Promise<Story | null> {
  let detail: SidearmStory;
  try {
    const parsed = SidearmStorySchema.safeParse(await ctx.client.json(storyDetailPath(summary)));
    if (!parsed.success) throw new Error(`unreadable (${firstIssue(parsed.error)})`);
    detail = parsed.data;
  } catch (error) {
    report.failed++;
    note(report, `story ${summary.id}: ${withoutUrl(error)}`);
    return null;
  }
  const story = storyFromSidearm(detail);
  checkAddress(report, story.url, 'story');
  const copyImage = async (image: Story['image']) => {
    if (!image) return null;
    const url = await ctx.files.copy(image.url, image.alt || story.title);
    return url ? { ...image, url } : null;
  };
  // A link to a document on SIDEARM's site (a box score PDF) is copied too; one that cannot be is left out.
  const links = await Promise.all(
    story.links.map(async (link) => {
      if (!isSiteDocument(link.url, ctx.files.origin)) return link;
      const url = await ctx.files.copy(link.url, link.title);
      return url ? { ...link, url } : null;
    }),
  );
  return StorySchema.parse({
    ...story,
    links: links.filter((link) => link !== null),
    image: await copyImage(story.image),
    alternate_image: await copyImage(story.alternate_image),
    // spec 3: store HTML is sanitized before any page renders it; imported bodies are sanitized once more here,
    // so what SIDEARM sent (a <script>, an onerror) is never stored.
    content: sanitize(await copyBodyFiles(story.content, ctx.files, story.title, ctx.files.origin)),
  });
}
