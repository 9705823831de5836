import { describe, expect, it } from 'vitest';
import { buildSchool, FIXTURE_NOW } from '#fixtures/school/index.ts';
import { renderSeedFiles } from './seed-files.server.ts';
import { WAV_SAMPLE_RATE } from './wav.server.ts';

// The demo's files are what their pages say they are: a "153 pages" yearbook is a 153-page PDF, an episode listed
// at 4:12 plays for 4:12 (docs/decisions/0014-demo-content.md).
const school = buildSchool();
const files = await renderSeedFiles(school.documents, new Date(FIXTURE_NOW));
const bytesOf = new Map(files.map((f) => [f.file.path, f.bytes]));

/** Pages of a PDF: its page objects (their dictionaries are not compressed). */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('the files the demo seed stores', () => {
  it("publication PDFs have the publication's page count", () => {
    expect(school.publications.length).toBeGreaterThan(10);
    const wrong = school.publications
      .map((p) => ({ slug: p.slug, pages: p.pages, pdf: pagesOf(bytesOf.get(p.file)!) }))
      .filter((p) => p.pages !== p.pdf);
    expect(wrong).toEqual([]);
  });

  it("podcast audio lasts the episode's duration, to the second", () => {
    const wrong = school.podcasts.episodes
      .map((e) => {
        const wav = bytesOf.get(e.audio_url)!;
        return { id: e.id, listed: e.duration_seconds, audio: wav.readUInt32LE(40) / WAV_SAMPLE_RATE };
      })
      .filter((e) => Math.abs(e.listed - e.audio) > 1);
    expect(wrong).toEqual([]);
  });
});
