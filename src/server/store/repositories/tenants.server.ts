import type { Db, Query } from '../db.server.ts';

/** The tenants table: which sites the store holds, and each one's content version (every write bumps it; page caches key on it). */
export const tenantQueries = {
  has: (tenant: string): Query => ['SELECT 1 AS found FROM tenants WHERE id = ?', [tenant]],
  add: (tenant: string, name: string): Query => ['INSERT INTO tenants (id, name) VALUES (?, ?) ON CONFLICT DO NOTHING', [tenant, name]],
  contentVersion: (tenant: string): Query => ['SELECT content_version AS v FROM tenants WHERE id = ?', [tenant]],
  bumpVersion: (tenant: string): Query => ['UPDATE tenants SET content_version = content_version + 1 WHERE id = ?', [tenant]],
};

export class TenantsRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async has(tenant: string): Promise<boolean> {
    return (await this.db.get(...tenantQueries.has(tenant))) !== undefined;
  }

  async add(tenant: string, name: string): Promise<void> {
    await this.db.run(...tenantQueries.add(tenant, name));
  }

  async contentVersion(tenant: string): Promise<number> {
    return (await this.db.get<{ v: number }>(...tenantQueries.contentVersion(tenant)))?.v ?? 0;
  }

  /** Every cached page and ETag of the tenant changes (a write, or a purge by hand). */
  async bumpVersion(tenant: string): Promise<void> {
    await this.db.run(...tenantQueries.bumpVersion(tenant));
  }
}
