// A stored file of a script-capable type (put in the store by an external content API or an import) never runs
// as this site's script, through any route that serves stored files: each is a download of
// application/octet-stream with nosniff, an SVG a sandboxed image (docs/decisions/0008-stored-file-types.md).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { e2eDataDir, expect, test } from './fixtures.ts';
import { TENANT } from './constants.ts';

/** Each file, if it ran as a script, would add its name to window.__storedRan (every one is valid JavaScript). */
const STORED = [
  { name: 'payload.js', type: 'text/javascript' },
  { name: 'payload.mjs', type: 'text/javascript' },
  { name: 'payload.html', type: 'text/html' },
  { name: 'payload.xml', type: 'application/xml' },
  { name: 'payload.svg', type: 'image/svg+xml' },
].map((file) => ({
  ...file,
  body:
    file.type === 'image/svg+xml'
      ? `(window.__storedRan ||= []).push('${file.name}');//<svg xmlns="http://www.w3.org/2000/svg"><script>parent.__storedRan = 'svg'</script></svg>`
      : `(window.__storedRan ||= []).push('${file.name}'); // <html><script>parent.__storedRan = 'html'</script></html>`,
}));
const SPORT_DIR = '/sports/2026/11/19';

/** The site paths and the content API address of each stored file. */
function routesOf(name: string): string[] {
  return [
    `/documents/stored-files/${name}`,
    `${SPORT_DIR}/${name}`,
    `/api/v2/files/content?path=${encodeURIComponent(`/documents/stored-files/${name}`)}`,
  ];
}

test.beforeAll(() => {
  const dataDir = e2eDataDir();
  const db = new Database(join(dataDir, 'athletics.sqlite'));
  try {
    db.transaction(() => {
      for (const file of STORED) {
        const bytes = Buffer.from(file.body);
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        mkdirSync(join(dataDir, 'files'), { recursive: true });
        writeFileSync(join(dataDir, 'files', sha256), bytes);
        for (const path of [`/documents/stored-files/${file.name}`, `${SPORT_DIR}/${file.name}`]) {
          const body = {
            path,
            title: file.name,
            content_type: file.type,
            size: bytes.length,
            sha256,
            access: 'public',
            published: true,
            sport_id: null,
            updated_at: '2026-11-19T12:00:00.000Z',
          };
          db.prepare('INSERT OR REPLACE INTO files (tenant, path, body, sport_id, published) VALUES (?, ?, ?, NULL, 1)').run(
            TENANT,
            path,
            JSON.stringify(body),
          );
        }
      }
      db.prepare('UPDATE tenants SET content_version = content_version + 1 WHERE id = ?').run(TENANT);
    })();
  } finally {
    db.close();
  }
});

test('each stored type is served without its own type: a download with nosniff, an SVG sandboxed', async ({ api }) => {
  for (const file of STORED) {
    for (const path of routesOf(file.name)) {
      const response = await api.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
      if (file.type === 'image/svg+xml') {
        expect(response.headers()['content-type'], path).toBe('image/svg+xml');
        expect(response.headers()['content-security-policy'], path).toMatch(/(^|;\s*)sandbox(;|$)/);
      } else {
        expect(response.headers()['content-type'], path).toBe('application/octet-stream');
      }
      expect(await response.text(), path).toBe(file.body);
    }
  }
});

test('a page of the site that loads each stored file with <script src> runs none of them', async ({ page }) => {
  await page.goto('/');
  const urls = STORED.flatMap((file) => routesOf(file.name));
  const outcomes = await page.evaluate(
    (list) =>
      Promise.all(
        list.map(
          (src) =>
            new Promise<string>((resolve) => {
              const script = document.createElement('script');
              script.src = src;
              script.onload = () => resolve(`${src}: loaded`);
              script.onerror = () => resolve(`${src}: blocked`);
              document.head.append(script);
            }),
        ),
      ),
    urls,
  );
  expect(outcomes).toEqual(urls.map((src) => `${src}: blocked`));
  expect(await page.evaluate(() => (window as unknown as { __storedRan?: unknown }).__storedRan)).toBeUndefined();
});
