import type { SchoolFixture } from '#fixtures/school/types.ts';
import type { Template } from '#schemas/page.ts';
import { storeBlob, type NewFile } from '../files/file-store.server.ts';
import { hashAccessCode } from '../forms/access.server.ts';
import { markDemo } from './demo.server.ts';
import { demoArtCatalogue } from '../demo-art/catalogue.server.ts';
import { DEMO_ART_SETTING } from '../demo-art/subjects.server.ts';
import type { Repositories } from './repositories.server.ts';
import type { Store } from './store.server.ts';

/** A stored file the seed adds with the rest (rendered before the seed's transaction: rendering is async). */
export interface SeedFile {
  file: NewFile;
  bytes: Buffer;
}

/**
 * Creates the tenant and fills the store from the fixtures, once. The check and the writes run in one
 * BEGIN IMMEDIATE transaction, which takes SQLite's write lock before reading: of two processes starting on one
 * empty store, one seeds and the other finds the tenant. A store that has the tenant is left alone, whatever
 * it holds (an editor who deleted every facility keeps none).
 */
export function seedIfEmpty(
  store: Store,
  school: SchoolFixture,
  templates: readonly Template[],
  files: readonly SeedFile[] = [],
  createdAt = new Date(),
): Promise<boolean> {
  return store.transaction(
    async (tx) => {
      if (await tx.tenants.has(school.tenant)) return false;
      await seed(tx, school, templates);
      for (const { file, bytes } of files) await tx.files.put(school.tenant, await storeBlob(store, file, bytes, createdAt));
      await markDemo(tx, school.tenant);
      return true;
    },
    { immediate: true },
  );
}

async function seed(tx: Repositories, school: SchoolFixture, templates: readonly Template[]): Promise<void> {
  const t = school.tenant;
  const putSetting = (key: string, body: unknown) => tx.settings.put(t, key, body);
  const putDocuments = (
    collection: Parameters<Repositories['documents']['put']>[1],
    rows: Parameters<Repositories['documents']['put']>[2],
  ) => tx.documents.put(t, collection, rows);
  await tx.tenants.add(t, school.site.athleticsName);
  await putSetting('site', school.site);
  await putSetting('seo', school.seo);
  await putSetting('navigation', school.navigation);
  // What each drawn picture shows (docs/decisions/0015-demo-art-raster.md).
  await putSetting(DEMO_ART_SETTING, demoArtCatalogue(school));
  for (const [sportId, items] of Object.entries(school.sportNavigation)) {
    await putSetting(`navigation:${sportId}`, items);
  }
  await putDocuments(
    'sports',
    school.sports.map((s) => ({ id: s.id, slug: s.global_sport_name_slug, body: s })),
  );
  await putDocuments(
    'games',
    school.games.map((g) => ({ id: g.id, sport_id: g.sport_id, season: g.season, sort_date: g.date_utc, body: g })),
  );
  await putDocuments(
    'stories',
    school.stories.map((s) => ({ id: s.id, sport_id: s.sport_id, sort_date: s.date, slug: s.url, published: s.published, body: s })),
  );
  await putDocuments(
    'roster',
    school.roster.map((p) => ({ id: p.id, sport_id: p.sport_id, season: p.season, slug: p.slug, published: p.published, body: p })),
  );
  await putDocuments(
    'staff',
    school.staff.map((s) => ({ id: s.id, sport_id: s.sport_id, season: s.season, slug: s.slug, published: s.published, body: s })),
  );
  // A promotion location may have per-sport variants: id is the row key, slug the location name.
  await putDocuments(
    'promotions',
    school.promotions.map((p, index) => ({ id: index + 1, sport_id: p.sport_id, slug: p.name, body: p })),
  );
  await putDocuments(
    'publications',
    school.publications.map((p) => ({
      id: p.id,
      sport_id: p.sport_id,
      season: p.season,
      sort_date: p.date,
      slug: p.slug,
      published: p.published,
      body: p,
    })),
  );
  await putDocuments(
    'podcasts',
    school.podcasts.series.map((p) => ({ id: p.id, sport_id: p.sport_id, slug: p.slug, published: p.published, body: p })),
  );
  // An episode's season column holds its series id: the player pages a series' episodes by it.
  await putDocuments(
    'episodes',
    school.podcasts.episodes.map((e) => ({ id: e.id, season: String(e.series_id), sort_date: e.date, published: e.published, body: e })),
  );
  await putDocuments(
    'tags',
    school.tags.map((tag) => ({ id: tag.id, slug: tag.slug, body: tag })),
  );
  await putDocuments(
    'coaching_records',
    school.coachingHistory.map((h) => ({ id: h.sport_id, sport_id: h.sport_id, body: h })),
  );
  await putDocuments(
    'clippings',
    school.clippings.map((c) => ({ id: c.id, sport_id: c.sport_id, sort_date: c.date, published: c.published, body: c })),
  );
  await putDocuments(
    'moments',
    school.moments.map((m) => ({ id: m.id, sport_id: m.sport_id, season: m.season, sort_date: m.date, published: m.published, body: m })),
  );
  await putDocuments(
    'manual_pages',
    school.manualPages.map((p) => ({ id: p.id, sport_id: p.sport_id, slug: p.path, published: p.published, body: p })),
  );
  await putDocuments(
    'box_scores',
    school.boxScores.map((b) => ({ id: b.game_id, sport_id: b.sport_id, season: b.season, body: b })),
  );
  await putDocuments(
    'media_clips',
    school.mediaClips.map((c) => ({ id: c.id, sport_id: c.sport_id, sort_date: c.date, published: c.published, body: c })),
  );
  await putSetting('honor_lists', school.honorLists);
  await putDocuments(
    'inductees',
    school.inductees.map((x) => ({
      id: x.id,
      season: x.list,
      sort_date: String(x.induction_year),
      slug: x.slug,
      published: x.published,
      body: x,
    })),
  );
  await putDocuments(
    'splash',
    school.splashes.map((s) => ({ id: s.id, sport_id: s.sport_id, sort_date: s.startDate, published: s.published, body: s })),
  );
  await putDocuments(
    'takeovers',
    school.takeovers.takeovers.map((x, i) => ({
      id: i + 1,
      sport_id: x.sport_id,
      sort_date: x.startDate,
      published: x.published,
      body: x,
    })),
  );
  await putSetting('takeover_config', { isConcurrent: school.takeovers.concurrent });
  await putDocuments(
    'alerts',
    school.alerts.map((a) => ({ id: a.id, sort_date: a.endDate, body: a })),
  );
  // Awards and All-Americans: the season column holds the academic year ("2025-26"), the list's year filter.
  await putDocuments(
    'awards',
    school.awards.map((a) => ({ id: a.id, sport_id: a.sport_id, season: a.academic_year, published: a.published, body: a })),
  );
  await putDocuments(
    'all_americans',
    school.allAmericans.map((a) => ({ id: a.id, sport_id: a.sport_id, season: a.academic_year, published: a.published, body: a })),
  );
  await tx.forms.put(
    t,
    school.forms.map(({ accessCode, ...form }) => ({ ...form, accessCodeHash: accessCode ? hashAccessCode(accessCode) : null })),
  );
  // spec 3 facilities.
  await putDocuments(
    'facilities',
    school.facilities.map((f) => ({ id: f.id, slug: f.slug, published: f.published, body: f })),
  );
  // Site config, analytics and 360 settings, tracking tags (spec 3, spec 7 third-party loads).
  await putSetting('site_config', school.tracking.siteConfig);
  await putSetting('analytics', school.tracking.analytics);
  await putSetting('analytics_360', school.tracking.analytics360);
  await putDocuments(
    'tracking_tags',
    school.tracking.tags.map((x) => ({ id: x.id, published: x.published, body: x })),
  );
  for (const template of templates)
    await tx.templates.append({ tenant: t, page: template.page, sportId: template.sport_id ?? 0 }, template, 'seed');
}
