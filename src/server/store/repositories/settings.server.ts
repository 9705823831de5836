import * as z from 'zod/mini';
import { NavItemSchema, SportNavItemSchema, type NavItem, type SportNavItem } from '#schemas/entities/navigation.ts';
import { SeoSchema, SiteSettingsSchema, type Seo, type SiteSettings } from '#schemas/entities/site.ts';
import type { Db, Query } from '../db.server.ts';
import { memoized, type ContentMemo } from '../memo.server.ts';
import { parseBody, type BodyRow } from './documents.server.ts';
import { TenantsRepository } from './tenants.server.ts';

/** The settings table: one JSON document per tenant and key (site, seo, navigation, navigation:{sportId}, tracking…). */
export const settingQueries = {
  get: (tenant: string, key: string): Query => ['SELECT body FROM settings WHERE tenant = ? AND key = ?', [tenant, key]],
  put: (tenant: string, key: string, body: unknown): Query => [
    'INSERT INTO settings (tenant, key, body) VALUES (?, ?, ?) ON CONFLICT (tenant, key) DO UPDATE SET body = excluded.body',
    [tenant, key, JSON.stringify(body)],
  ],
};

export class SettingsRepository {
  private readonly db: Db;
  private readonly memo: ContentMemo | null;
  constructor(db: Db, memo: ContentMemo | null = null) {
    this.db = db;
    this.memo = memo;
  }

  async get(tenant: string, key: string): Promise<unknown> {
    return parseBody(await this.db.get<BodyRow>(...settingQueries.get(tenant, key)));
  }

  put(tenant: string, key: string, body: unknown): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.run(...settingQueries.put(tenant, key, body));
      await new TenantsRepository(tx).bumpVersion(tenant);
    });
  }

  /** A setting read through its schema (once per content version); null when none is stored. */
  parsed<T>(tenant: string, key: string, schema: z.ZodMiniType<T>): Promise<T | null> {
    return memoized(this.memo, tenant, `setting:${key}`, async () => {
      const stored = await this.get(tenant, key);
      return stored === undefined ? null : schema.parse(stored);
    });
  }

  site(tenant: string): Promise<SiteSettings> {
    return memoized(this.memo, tenant, 'site', async () => SiteSettingsSchema.parse(await this.get(tenant, 'site')));
  }

  seo(tenant: string): Promise<Seo> {
    return memoized(this.memo, tenant, 'seo', async () => SeoSchema.parse(await this.get(tenant, 'seo')));
  }

  navigation(tenant: string): Promise<NavItem[]> {
    return memoized(this.memo, tenant, 'navigation', async () =>
      z.array(NavItemSchema).parse((await this.get(tenant, 'navigation')) ?? []),
    );
  }

  /** A sport's own navigation (spec 2.3); an unreadable one is no navigation. */
  sportNavigation(tenant: string, sportId: number): Promise<SportNavItem[]> {
    return memoized(this.memo, tenant, `navigation:${sportId}`, async () => {
      const parsed = z.array(SportNavItemSchema).safeParse((await this.get(tenant, `navigation:${sportId}`)) ?? []);
      return parsed.success ? parsed.data : [];
    });
  }
}
