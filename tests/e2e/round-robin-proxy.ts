// A small load balancer for the tests of several machines: each request goes to the next backend in turn (no
// stickiness, as a balancer without session affinity does), streamed both ways, with the client's address in
// X-Forwarded-For. A backend that refuses a connection is marked down and skipped for a while, as a balancer's
// health check does (a read it refused goes on to the next backend at once); then it is tried again.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How long a backend that refused a connection is left out of the rotation. */
const DOWN_MS = 2000;

export interface RoundRobinProxy {
  origin: string;
  /** How many requests each backend answered, by origin. */
  answered: Map<string, number>;
  /** How many answers each backend is sending right now (once pages are idle: their open event streams). */
  open: Map<string, number>;
  close(): Promise<void>;
}

export async function roundRobinProxy(backends: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const answered = new Map(backends.map((origin) => [origin, 0]));
  const open = new Map(backends.map((origin) => [origin, 0]));
  const downUntil = new Map<string, number>();

  /** The next backend in turn that is not marked down (or the next one, when every one is). */
  function pick(): string {
    for (let i = 0; i < backends.length; i += 1) {
      const origin = backends[next++ % backends.length]!;
      if ((downUntil.get(origin) ?? 0) <= Date.now()) return origin;
    }
    return backends[next++ % backends.length]!;
  }

  function forward(req: IncomingMessage, res: ServerResponse, tries: number): void {
    const origin = pick();
    const target = new URL(req.url ?? '/', origin);
    const upstream = request(
      target,
      {
        method: req.method,
        headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1', connection: 'close' },
        agent: false,
      },
      (answer) => {
        answered.set(origin, (answered.get(origin) ?? 0) + 1);
        open.set(origin, (open.get(origin) ?? 0) + 1);
        answer.once('close', () => open.set(origin, (open.get(origin) ?? 1) - 1));
        // A backend that dies mid-answer (a killed machine) cuts its clients off; they reconnect.
        answer.on('error', () => res.destroy());
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') downUntil.set(origin, Date.now() + DOWN_MS);
      // Refused before an answer began: a read goes to the next backend (once round), as a balancer retries an
      // idempotent request; a write's body is spent, so its client sees the 502.
      const idempotent = req.method === 'GET' || req.method === 'HEAD';
      if (!res.headersSent && idempotent && tries < backends.length) forward(req, res, tries + 1);
      else if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  }

  const server: Server = createServer((req, res) => forward(req, res, 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered,
    open,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
