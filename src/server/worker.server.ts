// The server build's entry (vite.config.ts): what a worker process runs. Importing it opens nothing and starts
// nothing; server.mjs calls startWorker once the boot (boot/main.server.ts) has made the store ready.
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.ts';
import { env } from './env.server.ts';
import { ContentEditorStore } from './store/content-editor.server.ts';
import { isDemo } from './store/demo.server.ts';
import { Store } from './store/store.server.ts';
import { TemplateEditorStore } from './store/template-editor.server.ts';
import { loadWidgetAssets, type WidgetAssetsOf } from './widget-assets.server.ts';

export { createApp, type AppDeps } from './app.ts';

const PUBLISH_EVERY_MS = 5_000;
const NO_WIDGET_ASSETS: WidgetAssetsOf = () => ({ js: [], css: [], modules: {} });

const loadBuild = () => import('virtual:react-router/server-build') as Promise<ServerBuild>;

/** Scheduled publishes (templates' and content's) run when due (admin requests run them too); workers race safely. */
function publishWhenDue(store: Store, tenant: string): () => void {
  const templates = new TemplateEditorStore(store);
  const content = new ContentEditorStore(store);
  // publishDue is async: a failure is a rejected promise, which a try/catch around the call would never see.
  const timer = setInterval(() => {
    templates.publishDue(tenant).catch((error: unknown) => console.error('Scheduled template publish failed', error));
    content.publishDue(tenant).catch((error: unknown) => console.error('Scheduled content publish failed', error));
  }, PUBLISH_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * One worker's app on the store the boot prepared: the store (or, with CONTENT_API_URL, the accounts' store),
 * the React Router build, the widgets' assets and the publish timer. `close` stops the timer, writes the
 * impressions and clicks counted in this process (store/hot-counts.server.ts) and closes the store.
 */
export async function startWorker(): Promise<{ app: ReturnType<typeof createApp>; close: () => Promise<void> }> {
  const config = env();
  const dev = config.NODE_ENV === 'development';
  // With DATABASE_URL, every machine's store (and so its staff sessions) is the one PostgreSQL database.
  const options = { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE };
  const store = config.CONTENT_API_URL ? undefined : await Store.connect(options);
  const accountStore = store ?? (await Store.connect(options));
  const build = await loadBuild();
  const app = createApp(config, {
    // Development loads the build per request, so Vite's module graph can change under it.
    build: dev ? loadBuild : build,
    buildId: build.assets.version,
    store,
    accountStore,
    widgetAssets: dev ? NO_WIDGET_ASSETS : loadWidgetAssets(join(config.BUILD_DIR, 'client')),
    demo: store ? await isDemo(store, config.TENANT) : false,
  });
  const stopPublishing = store ? publishWhenDue(store, config.TENANT) : () => {};
  return {
    app,
    async close() {
      stopPublishing();
      try {
        await accountStore.hotCounts.close();
      } catch (error) {
        console.error('Writing the counted impressions and clicks at shutdown failed', error);
      }
      await accountStore.close();
    },
  };
}
