import { buildSchool, demoAnchor } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { renderSeedFiles } from '../files/seed-files.server.ts';
import { seedIfEmpty } from '../store/seed.server.ts';
import { Store } from '../store/store.server.ts';

/**
 * The demo school (fixtures/school) into the store in `dataDir` (on PostgreSQL with DATABASE_URL), when that store
 * does not hold its tenant yet. Only the seed script (scripts/seed.mjs) runs this: the server's build holds no
 * fixture, and a store with content is never topped up. Answers whether it seeded.
 */
export async function seedDemo(
  dataDir: string,
  log: (line: string) => void = console.info,
  anchor = demoAnchor(new Date(), process.env.SITE_NOW || undefined),
  databaseUrl: string | undefined = process.env.DATABASE_URL || undefined,
): Promise<boolean> {
  const started = performance.now();
  const store = await Store.connect({ dataDir, databaseUrl });
  const where = databaseUrl ? 'PostgreSQL' : dataDir;
  try {
    // The demo is generated around the seeding day (or the pinned SITE_NOW): a fresh install never opens on an
    // expired splash or last week's game (docs/decisions/0014-demo-content.md).
    const school = buildSchool(anchor);
    if (await store.tenants.has(school.tenant)) {
      log(`The store in ${where} already holds the tenant "${school.tenant}": left as it is`);
      return false;
    }
    // Rendering is async and cannot run inside the seed's transaction: done first (documents are PDFs and WAVs).
    const createdAt = new Date(anchor);
    const files = await renderSeedFiles(school.documents, createdAt);
    const seeded = await seedIfEmpty(store, school, defaultTemplates(), files, createdAt);
    log(
      seeded
        ? `Seeded the demo school "${school.site.athleticsName}" as of ${anchor} (${files.length} documents) into ${where} in ${Math.round(performance.now() - started)} ms`
        : `Another process seeded ${where} first: left as it is`,
    );
    return seeded;
  } finally {
    await store.close();
  }
}
