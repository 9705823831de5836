// The baseline of the throughput comparison: the same HTML served as a plain file by express.static.
// Run as its own process by bench.mjs with STATIC_DIR, PORT and HOST set.
import express from 'express';

const server = express();
server.disable('x-powered-by');
server.get('/healthz', (_req, res) => res.json({ ok: true }));
// extensions: a request for /sports/football is answered with sports/football.html, the same URL as the app.
server.use(express.static(process.env.STATIC_DIR, { extensions: ['html'], index: false }));
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
