import sharp from 'sharp';
import { buildSchool } from '#fixtures/school/index.ts';
import { demoArtCatalogue } from './catalogue.server.ts';
import { drawDemoArt } from './draw.server.ts';
import { DRAWN_PATH, subjectOf, type ArtCatalogue } from './subjects.server.ts';

let catalogue: ArtCatalogue | null = null;

/**
 * A drawn picture of the fixtures without a store (Storybook draws the widget fixtures' pictures with it): the
 * same art the demo server draws, SVG or WebP as the path asks. Null for a path that is not drawn art.
 */
export async function fixtureArt(path: string): Promise<{ body: Buffer; contentType: string } | null> {
  const match = DRAWN_PATH.exec(path);
  if (!match) return null;
  catalogue ??= demoArtCatalogue(buildSchool());
  const svg = drawDemoArt(match[1]!, match[2]!, subjectOf(catalogue, match[1]!, match[2]!));
  if (!svg) return null;
  if (match[3] === 'svg') return { body: Buffer.from(svg), contentType: 'image/svg+xml' };
  return { body: await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer(), contentType: 'image/webp' };
}
