import type { SchoolFixture } from '#fixtures/school/types.ts';
import type { Template } from '#schemas/page.ts';
import { storeBlob, type NewFile } from '../files/file-store.server.ts';
import { seedForms } from '../forms/form-store.server.ts';
import { markDemo } from './demo.server.ts';
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
export function seedIfEmpty(store: Store, school: SchoolFixture, templates: readonly Template[], files: readonly SeedFile[] = [], createdAt = new Date()): boolean {
  return store.legacySyncTransaction(
    () => {
      if (store.hasTenant(school.tenant)) return false;
      seed(store, school, templates);
      for (const { file, bytes } of files) store.putFileRow(school.tenant, storeBlob(store, file, bytes, createdAt));
      markDemo(store, school.tenant);
      return true;
    },
    { immediate: true },
  );
}

function seed(store: Store, school: SchoolFixture, templates: readonly Template[]): void {
  const t = school.tenant;
  store.addTenant(t, school.site.athleticsName);
  store.putSetting(t, 'site', school.site);
  store.putSetting(t, 'seo', school.seo);
  store.putSetting(t, 'navigation', school.navigation);
  for (const [sportId, items] of Object.entries(school.sportNavigation)) {
    store.putSetting(t, `navigation:${sportId}`, items);
  }
  store.putDocuments(t, 'sports', school.sports.map((s) => ({ id: s.id, slug: s.global_sport_name_slug, body: s })));
  store.putDocuments(
    t,
    'games',
    school.games.map((g) => ({ id: g.id, sport_id: g.sport_id, season: g.season, sort_date: g.date_utc, body: g })),
  );
  store.putDocuments(
    t,
    'stories',
    school.stories.map((s) => ({ id: s.id, sport_id: s.sport_id, sort_date: s.date, slug: s.url, published: s.published, body: s })),
  );
  store.putDocuments(
    t,
    'roster',
    school.roster.map((p) => ({ id: p.id, sport_id: p.sport_id, season: p.season, slug: p.slug, published: p.published, body: p })),
  );
  store.putDocuments(
    t,
    'staff',
    school.staff.map((s) => ({ id: s.id, sport_id: s.sport_id, season: s.season, slug: s.slug, published: s.published, body: s })),
  );
  // A promotion location may have per-sport variants: id is the row key, slug the location name.
  store.putDocuments(
    t,
    'promotions',
    school.promotions.map((p, index) => ({ id: index + 1, sport_id: p.sport_id, slug: p.name, body: p })),
  );
  store.putDocuments(
    t,
    'publications',
    school.publications.map((p) => ({ id: p.id, sport_id: p.sport_id, season: p.season, sort_date: p.date, slug: p.slug, published: p.published, body: p })),
  );
  store.putDocuments(t, 'podcasts', school.podcasts.series.map((p) => ({ id: p.id, sport_id: p.sport_id, slug: p.slug, published: p.published, body: p })));
  // An episode's season column holds its series id: the player pages a series' episodes by it.
  store.putDocuments(t, 'episodes', school.podcasts.episodes.map((e) => ({ id: e.id, season: String(e.series_id), sort_date: e.date, published: e.published, body: e })));
  store.putDocuments(t, 'tags', school.tags.map((tag) => ({ id: tag.id, slug: tag.slug, body: tag })));
  store.putDocuments(t, 'coaching_records', school.coachingHistory.map((h) => ({ id: h.sport_id, sport_id: h.sport_id, body: h })));
  store.putDocuments(t, 'clippings', school.clippings.map((c) => ({ id: c.id, sport_id: c.sport_id, sort_date: c.date, published: c.published, body: c })));
  store.putDocuments(t, 'moments', school.moments.map((m) => ({ id: m.id, sport_id: m.sport_id, season: m.season, sort_date: m.date, published: m.published, body: m })));
  store.putDocuments(t, 'manual_pages', school.manualPages.map((p) => ({ id: p.id, sport_id: p.sport_id, slug: p.path, published: p.published, body: p })));
  store.putDocuments(t, 'box_scores', school.boxScores.map((b) => ({ id: b.game_id, sport_id: b.sport_id, season: b.season, body: b })));
  store.putDocuments(t, 'media_clips', school.mediaClips.map((c) => ({ id: c.id, sport_id: c.sport_id, sort_date: c.date, published: c.published, body: c })));
  store.putSetting(t, 'honor_lists', school.honorLists);
  store.putDocuments(t, 'inductees', school.inductees.map((x) => ({ id: x.id, season: x.list, sort_date: String(x.induction_year), slug: x.slug, published: x.published, body: x })));
  store.putDocuments(t, 'splash', school.splashes.map((s) => ({ id: s.id, sport_id: s.sport_id, sort_date: s.startDate, published: s.published, body: s })));
  store.putDocuments(t, 'takeovers', school.takeovers.takeovers.map((x, i) => ({ id: i + 1, sport_id: x.sport_id, sort_date: x.startDate, published: x.published, body: x })));
  store.putSetting(t, 'takeover_config', { isConcurrent: school.takeovers.concurrent });
  store.putDocuments(t, 'alerts', school.alerts.map((a) => ({ id: a.id, sort_date: a.endDate, body: a })));
  // Awards and All-Americans: the season column holds the academic year ("2025-26"), the list's year filter.
  store.putDocuments(t, 'awards', school.awards.map((a) => ({ id: a.id, sport_id: a.sport_id, season: a.academic_year, published: a.published, body: a })));
  store.putDocuments(t, 'all_americans', school.allAmericans.map((a) => ({ id: a.id, sport_id: a.sport_id, season: a.academic_year, published: a.published, body: a })));
  seedForms(store, t, school.forms);
  seedFacilities(store, school);
  seedTracking(store, school);
  for (const template of templates) {
    store.putTemplate(t, template.page, template.sport_id ?? 0, template, 'seed');
  }
}

/** spec 3 facilities. */
function seedFacilities(store: Store, school: SchoolFixture): void {
  store.putDocuments(school.tenant, 'facilities', school.facilities.map((f) => ({ id: f.id, slug: f.slug, published: f.published, body: f })));
}

/** Site config, analytics and 360 settings, tracking tags (spec 3, spec 7 third-party loads). */
function seedTracking(store: Store, school: SchoolFixture): void {
  const t = school.tenant;
  store.putSetting(t, 'site_config', school.tracking.siteConfig);
  store.putSetting(t, 'analytics', school.tracking.analytics);
  store.putSetting(t, 'analytics_360', school.tracking.analytics360);
  store.putDocuments(t, 'tracking_tags', school.tracking.tags.map((x) => ({ id: x.id, published: x.published, body: x })));
}
