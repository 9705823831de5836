import { DEFAULT_COLORS } from '#schemas/colors.ts';
import type { SiteSettings, Seo } from '#schemas/entities/site.ts';
import type { Template } from '#schemas/page.ts';
import type { Store } from './store.server.ts';

/** The settings every page reads, blank but valid, named after the tenant until staff fill them in (spec 3). */
function blankSite(tenant: string): { site: SiteSettings; seo: Seo } {
  const site: SiteSettings = {
    schoolName: tenant,
    athleticsName: tenant,
    mascotSingular: '',
    mascotPlural: '',
    schoolAddress: '',
    schoolPhoneNumber: '',
    baseUrl: '',
    universityUrl: '',
    conference: { name: '', url: '', logo: '' },
    logo: '',
    supportEmail: '',
    mobile: { mobileAppleAppId: null },
    staffDepartments: [],
    colors: { ...DEFAULT_COLORS },
    adService: null,
  };
  const seo: Seo = { title: tenant, meta: '', siteName: tenant, schoolName: tenant, mascotNames: [], ogImage: null, delimiter: ' | ' };
  return { site, seo };
}

/**
 * A school's own tenant starts empty: blank settings and the default templates, no content. Decided and written
 * in one BEGIN IMMEDIATE transaction (see seedIfEmpty), so two processes starting at once create it once.
 */
export function createTenantIfMissing(store: Store, tenant: string, templates: readonly Template[]): Promise<boolean> {
  return store.transaction(
    async (tx) => {
      if (await tx.tenants.has(tenant)) return false;
      const { site, seo } = blankSite(tenant);
      await tx.tenants.add(tenant, tenant);
      await tx.settings.put(tenant, 'site', site);
      await tx.settings.put(tenant, 'seo', seo);
      await tx.settings.put(tenant, 'navigation', []);
      for (const template of templates)
        await tx.templates.append({ tenant, page: template.page, sportId: template.sport_id ?? 0 }, template, 'seed');
      return true;
    },
    { immediate: true },
  );
}
