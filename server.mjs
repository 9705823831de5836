// Starts the web server: server rendering, static assets and the embedded content API on one port.
// Production serves the built app (npm start builds it first when needed) from WEB_CONCURRENCY identical
// worker processes; --dev runs one process with Vite in middleware mode.
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import express from 'express';

const dev = process.argv.includes('--dev');
process.env.NODE_ENV ??= dev ? 'development' : 'production';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const workers = dev ? 1 : Number(process.env.WEB_CONCURRENCY ?? Math.min(availableParallelism(), 4));
const buildDir = process.env.BUILD_DIR ?? 'build';
// Every worker must accept the same staff token: without STAFF_TOKEN, the first process makes one for all.
if (cluster.isPrimary && !process.env.STAFF_TOKEN) {
  process.env.STAFF_TOKEN = randomBytes(24).toString('base64url');
  console.info(`No STAFF_TOKEN set: this server accepts the staff token ${process.env.STAFF_TOKEN}`);
}
const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;

if (workers > 1 && cluster.isPrimary) {
  // Loading the app once here creates and seeds the store before any worker opens it (no seeding race).
  await import(`./${buildDir}/server/index.js`);
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
  const server = express();
  server.disable('x-powered-by');

  if (dev) {
    const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }));
    server.use(vite.middlewares);
    server.use(async (req, res, next) => {
      try {
        const { app } = await vite.ssrLoadModule('./src/server/app.ts');
        return await app(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    // The app serves build/client itself, after its security headers.
    const { app } = await import(`./${buildDir}/server/index.js`);
    server.use(app);
  }

  const listener = server.listen(port, host, () => {
    if (cluster.isPrimary) console.info(`Athletics site on ${url}`);
  });

  // Graceful stop: finish open requests, then exit (the store is SQLite in WAL mode: nothing is lost).
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      listener.close(() => process.exit(0));
      listener.closeAllConnections?.();
      setTimeout(() => process.exit(0), 3000).unref();
    });
  }
}
