import { describe, expect, it } from 'vitest';
import { buildSchool, FIXTURE_NOW } from '#fixtures/school/index.ts';
import { renderSeedFiles } from './seed-files.server.ts';
import { WAV_HEADER_BYTES, wavSeconds } from './wav.server.ts';

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

  it("every episode is 2–6 minutes long and its audio lasts the episode's duration, to the second", () => {
    expect(school.podcasts.episodes.length).toBeGreaterThan(10);
    const wrong = school.podcasts.episodes
      .map((e) => ({ id: e.id, listed: e.duration_seconds, audio: wavSeconds(bytesOf.get(e.audio_url)!) }))
      .filter((e) => e.listed < 120 || e.listed > 360 || Math.abs(e.listed - e.audio) > 1);
    expect(wrong).toEqual([]);
  });

  it('episodes sound like speech: voiced stretches and pauses, never all silence', () => {
    const wrong = school.podcasts.episodes
      .map((e) => {
        const samples = bytesOf.get(e.audio_url)!.subarray(WAV_HEADER_BYTES);
        // 128 is silence in 8-bit PCM; a voiced sample crosses zero now and then, so count 50 ms windows instead.
        const window = 200;
        let voiced = 0;
        let windows = 0;
        for (let at = 0; at + window <= samples.length; at += window, windows++) {
          if (samples.subarray(at, at + window).some((v) => Math.abs(v - 128) > 8)) voiced++;
        }
        return { id: e.id, voiced: voiced / windows };
      })
      .filter((e) => e.voiced < 0.5 || e.voiced > 0.95);
    expect(wrong).toEqual([]);
  });

  // The whole generated file store (audio and PDFs) stays within the demo seed's 50 MB.
  it('all seeded files together stay within 50 MB', () => {
    const audio = school.podcasts.episodes.reduce((sum, e) => sum + bytesOf.get(e.audio_url)!.length, 0);
    const total = files.reduce((sum, f) => sum + f.bytes.length, 0);
    expect(audio).toBeGreaterThan(20_000_000);
    expect(total).toBeLessThanOrEqual(50_000_000);
  });
});
