// Builds the app when build/ is missing or older than the sources, so `npm start` works on a fresh clone.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'schemas', 'registry', 'fixtures', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];
const MARKER = `${process.env.BUILD_DIR ?? 'build'}/server/index.js`;

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

if (!existsSync(MARKER) || newest(MARKER) < Math.max(...SOURCES.map(newest))) {
  console.info('Building the app…');
  execFileSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
}
