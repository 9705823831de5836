import type { DocumentFixture } from '#fixtures/school/documents.ts';
import type { Store } from '../store/store.server.ts';
import { putFile } from './file-store.server.ts';
import { renderTextPdf } from './pdf.server.ts';
import { toneWav } from './wav.server.ts';

/** Fills an empty file store from the document fixtures, each rendered to a PDF or a WAV (once per store). */
export async function seedFiles(store: Store, tenant: string, documents: readonly DocumentFixture[], createdAt: Date): Promise<number> {
  if ((await store.files.count(tenant)) > 0) return 0;
  const rendered = await Promise.all(
    documents.map(async (d) =>
      d.audio
        ? { d, bytes: toneWav(d.audio.seconds, d.audio.frequency), type: 'audio/wav' }
        : { d, bytes: await renderTextPdf(d, createdAt), type: 'application/pdf' },
    ),
  );
  await store.transaction(async (tx) => {
    for (const { d, bytes, type } of rendered) {
      await putFile(store, tenant, { path: d.path, title: d.title, contentType: type, access: d.access, published: d.published, sportId: d.sport_id }, bytes, createdAt, tx.files);
    }
  });
  return rendered.length;
}
