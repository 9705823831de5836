// Starts the web server: server rendering, static assets and the embedded content API on one port.
// First the boot (src/server/boot/main.server.ts, run from the sources): secrets, migrations, the tenant and the
// first admin, once. Production then serves the built app (npm start builds it first when needed) from
// WEB_CONCURRENCY identical worker processes; the primary only supervises them and loads no app. With one
// worker, or with --dev (Vite in middleware mode), a single process boots and serves.
import cluster from 'node:cluster';
import { enableCompileCache } from 'node:module';
import { availableParallelism } from 'node:os';

// Node keeps the compiled code of the boot's sources and of the build between starts (in the temp dir, or
// NODE_COMPILE_CACHE): a restart parses and compiles again only what changed (the cold start budget).
enableCompileCache();

const dev = process.argv.includes('--dev');
process.env.NODE_ENV ??= dev ? 'development' : 'production';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const workers = dev ? 1 : Number(process.env.WEB_CONCURRENCY ?? Math.min(availableParallelism(), 4));
const buildDir = process.env.BUILD_DIR ?? 'build';
const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;

if (cluster.isPrimary) {
  const { main, BootError } = await import('./src/server/boot/main.server.ts');
  try {
    await main(); // sets STAFF_TOKEN and SESSION_SECRET in process.env: the workers inherit them
  } catch (error) {
    console.error(
      error instanceof BootError || (error instanceof Error && error.message.startsWith('Invalid environment')) ? error.message : error,
    );
    process.exit(1);
  }
}

if (workers > 1 && cluster.isPrimary) {
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`Worker ${worker.process.pid} exited with ${code}; starting another`);
    cluster.fork();
  });
  console.info(`Athletics site on ${url} (${workers} workers)`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      setTimeout(() => process.exit(0), 3000).unref();
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
} else {
  const { default: express } = await import('express');
  const server = express();
  /** This process's worker (startWorker), closed on a graceful stop. */
  let worker = null;
  server.disable('x-powered-by');

  if (dev) {
    const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }));
    server.use(vite.middlewares);
    // Vite re-evaluates the entry when a source changes: the app is made once per evaluation, the old one closed.
    let current = { module: null, worker: null };
    server.use(async (req, res, next) => {
      try {
        const module = await vite.ssrLoadModule('./src/server/worker.server.ts');
        if (current.module !== module) {
          await current.worker?.close();
          current = { module, worker: await module.startWorker() };
          worker = current.worker;
        }
        return await current.worker.app(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    // The app serves build/client itself, after its security headers.
    const { startWorker } = await import(`./${buildDir}/server/index.js`);
    worker = await startWorker();
    server.use(worker.app);
  }

  const listener = server.listen(port, host, () => {
    if (cluster.isPrimary) console.info(`Athletics site on ${url}`);
  });

  // Graceful stop: finish open requests, write what the worker counted in memory (impressions, clicks), then
  // exit (the store is SQLite in WAL mode: nothing written is lost).
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      listener.close(async () => {
        await worker?.close();
        process.exit(0);
      });
      listener.closeAllConnections?.();
      setTimeout(() => process.exit(0), 3000).unref();
    });
  }
}
