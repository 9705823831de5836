// A content API in front of the e2e server that a test can make hang or fail, and a second renderer that uses it
// as its external content API (CONTENT_API_URL): upstream resilience, measured on the built server.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_SITE_NOW, E2E_STAFF_TOKEN } from './constants.ts';
import { freePort, untilHealthy } from './server-process.ts';

export type UpstreamMode = 'pass' | 'hang' | 'fail';

export interface UpstreamSwitch {
  url: string;
  set(mode: UpstreamMode): void;
  close(): Promise<void>;
}

/** Passes requests on to `target` (the e2e server's embedded API), or never answers, or answers 503. */
export async function upstreamSwitch(target: URL): Promise<UpstreamSwitch> {
  let mode: UpstreamMode = 'pass';
  const server: Server = createServer((req, res) => {
    if (mode === 'hang') return;
    if (mode === 'fail') return void res.writeHead(503).end('down');
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set: (next) => void (mode = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The built server, one process, with CONTENT_API_URL set; resolves once it answers /healthz. */
export async function externalRenderer(contentApiUrl: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'athletics-e2e-external-'));
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '1',
      DATA_DIR: dataDir,
      CONTENT_API_URL: contentApiUrl,
      STAFF_TOKEN: E2E_STAFF_TOKEN,
      SITE_NOW: E2E_SITE_NOW,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await untilHealthy(url, 20_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
