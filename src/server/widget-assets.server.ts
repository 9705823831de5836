import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's client manifest (build/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files a page's widgets need beyond what every page already loads: their chunks and their stylesheets. */
export interface WidgetAssets {
  js: string[];
  css: string[];
  /** Each widget's own module (its component), which the browser imports by this URL. */
  modules: Record<string, string>;
}
export type WidgetAssetsOf = (names: readonly string[]) => WidgetAssets;

const NONE: WidgetAssets = { js: [], css: [], modules: {} };

/** The registry's convention (npm run gen writes registry/widgets.ts by it): widget `x` is the module src/widgets/x/x.tsx. */
export const widgetModulePath = (name: string) => `src/widgets/${name}/${name}.tsx`;

/** Every chunk a manifest entry pulls in (itself first), each once. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The widgets' assets from the client manifest. Widgets load lazily in the browser, so without this the server's
 * HTML would name neither their code (the browser finds it only after the page chunk runs: a waterfall) nor their
 * stylesheets (unstyled until hydration, and for good without JavaScript). Chunks every page already preloads
 * (the client entry, the root and page routes) are left out.
 */
export function widgetAssetsFrom(manifest: Manifest, base = '/'): WidgetAssetsOf {
  const shell = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || key.startsWith('src/root.tsx') || key.startsWith('src/routes/page.tsx')) closure(manifest, key, shell);
  }
  const memo = new Map<string, Omit<WidgetAssets, 'modules'> & { module: string | null }>();
  const ofWidget = (name: string) => {
    const cached = memo.get(name);
    if (cached) return cached;
    const keys = [...closure(manifest, widgetModulePath(name))];
    const own = manifest[widgetModulePath(name)];
    const assets = {
      js: keys.filter((k) => !shell.has(k)).map((k) => base + manifest[k]!.file),
      css: keys.flatMap((k) => manifest[k]!.css ?? []).map((file) => base + file),
      module: own ? base + own.file : null,
    };
    memo.set(name, assets);
    return assets;
  };
  return (names) => {
    const unique = [...new Set(names)];
    const all = unique.map(ofWidget);
    const modules = Object.fromEntries(unique.flatMap((name, i) => (all[i]!.module ? [[name, all[i]!.module!]] : [])));
    return { js: [...new Set(all.flatMap((a) => a.js))], css: [...new Set(all.flatMap((a) => a.css))], modules };
  };
}

/** From the built client (production); in development Vite serves modules and styles itself: nothing to name. */
export function loadWidgetAssets(clientDir: string): WidgetAssetsOf {
  const path = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => NONE;
  return widgetAssetsFrom(JSON.parse(readFileSync(path, 'utf8')) as Manifest);
}
