// Starts the web server: server rendering, static assets and the embedded content API on one port.
// Production serves the built app (npm start builds it first when needed); --dev runs Vite in middleware mode.
import express from 'express';

const dev = process.argv.includes('--dev');
process.env.NODE_ENV ??= dev ? 'development' : 'production';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

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
  // Hashed assets are immutable; everything else in build/client may change between builds.
  server.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y', index: false }));
  server.use(express.static('build/client', { maxAge: '1h', index: false }));
  const { app } = await import('./build/server/index.js');
  server.use(app);
}

server.listen(port, host, () => {
  console.info(`Athletics site on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
