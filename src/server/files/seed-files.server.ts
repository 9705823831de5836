import type { DocumentFixture } from '#fixtures/school/documents.ts';
import type { SeedFile } from '../store/seed.server.ts';
import type { Store } from '../store/store.server.ts';
import { putFile } from './file-store.server.ts';
import { renderTextPdf } from './pdf.server.ts';
import { speechWav } from './wav.server.ts';

/** The document fixtures as stored files, each rendered to a PDF or a WAV (the demo seed stores them). */
export async function renderSeedFiles(documents: readonly DocumentFixture[], createdAt: Date): Promise<SeedFile[]> {
  return Promise.all(
    documents.map(async (d) => ({
      file: {
        path: d.path,
        title: d.title,
        contentType: d.audio ? 'audio/wav' : 'application/pdf',
        access: d.access,
        published: d.published,
        sportId: d.sport_id,
      },
      bytes: d.audio ? speechWav(d.audio.seconds, d.audio.frequency) : await renderTextPdf(d, createdAt),
    })),
  );
}

/** Fills an empty file store from the document fixtures (tests that seed the store without its files). */
export async function seedFiles(store: Store, tenant: string, documents: readonly DocumentFixture[], createdAt: Date): Promise<number> {
  if ((await store.files.count(tenant)) > 0) return 0;
  const rendered = await renderSeedFiles(documents, createdAt);
  await store.transaction(async (tx) => {
    for (const { file, bytes } of rendered) await putFile(store, tenant, file, bytes, createdAt, tx.files);
  });
  return rendered.length;
}
