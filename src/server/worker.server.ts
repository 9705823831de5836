// The server build's entry (vite.config.ts): what a worker process runs. Importing it opens nothing and starts
// nothing; server.mjs calls startWorker once the boot (boot/main.server.ts) has made the store ready.
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.ts';
import { env } from './env.server.ts';
import { ContentEditorStore } from './store/content-editor.server.ts';
import { isDemo } from './store/demo.server.ts';
import { Store } from './store/store.server.ts';
import { startScheduledSync, syncOptionsOf } from './sidearm/scheduled-sync.server.ts';
import { CONTENT_VERSION_CHANNEL, LIVE_GAME_CHANNEL, listen } from './store/pg-listener.server.ts';
import { SharedVersion } from './upstream/content-version.server.ts';
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
 * On PostgreSQL, this process hears what changed from the database: a new content version (kept in memory, so a
 * cached page or a 304 asks the database nothing) and a live game's change (its event streams check it at once).
 * Notifications say "tenant:number"; other tenants' are not this site's.
 */
function listenToStore(databaseUrl: string, store: Store, tenant: string) {
  const version = new SharedVersion(() => store.tenants.contentVersion(tenant));
  // Values derived from content (the CSP's tag hosts, parsed lists) are kept by version: the one in memory.
  store.readVersionsFrom(async (of) =>
    of === tenant ? ((await version.source()).version ?? store.tenants.contentVersion(of)) : store.tenants.contentVersion(of),
  );
  const liveListeners = new Set<(gameId: number) => void>();
  const listener = listen(databaseUrl, [CONTENT_VERSION_CHANNEL, LIVE_GAME_CHANNEL], {
    heard(channel, payload) {
      const at = payload.lastIndexOf(':');
      const value = Number(payload.slice(at + 1));
      if (at < 0 || payload.slice(0, at) !== tenant || !Number.isSafeInteger(value)) return;
      if (channel === CONTENT_VERSION_CHANNEL) version.heard(value);
      else for (const wake of liveListeners) wake(value);
    },
    listening: (up) => version.listening(up),
  });
  return { listener, shared: { version, onLiveChange: (wake: (gameId: number) => void) => void liveListeners.add(wake) } };
}

/**
 * One worker's app on the store the boot prepared: the store (or, with CONTENT_API_URL, the accounts' store),
 * the React Router build, the widgets' assets, the publish timer and the SIDEARM sync's. `close` stops them, writes the
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
  const notified =
    store && config.DATABASE_URL ? listenToStore(config.DATABASE_DIRECT_URL ?? config.DATABASE_URL, store, config.TENANT) : null;
  const app = createApp(config, {
    ...(notified ? { shared: notified.shared } : {}),
    // Development loads the build per request, so Vite's module graph can change under it.
    build: dev ? loadBuild : build,
    buildId: build.assets.version,
    store,
    accountStore,
    widgetAssets: dev ? NO_WIDGET_ASSETS : loadWidgetAssets(join(config.BUILD_DIR, 'client')),
    demo: store ? await isDemo(store, config.TENANT) : false,
  });
  const stopPublishing = store ? publishWhenDue(store, config.TENANT) : () => {};
  // SIDEARM_SYNC_MINUTES: every worker offers; the store's lease lets one sync at a time run (decision 0039).
  const stopSync = store && config.SIDEARM_SYNC_MINUTES ? startScheduledSync(syncOptionsOf(config, store)) : () => {};
  return {
    app,
    async close() {
      stopPublishing();
      stopSync();
      await notified?.listener.close();
      try {
        await accountStore.hotCounts.close();
      } catch (error) {
        console.error('Writing the counted impressions and clicks at shutdown failed', error);
      }
      await accountStore.close();
    },
  };
}
