import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { withLowPriorityModulePreloads } from './router/react-router-adapter.ts';
import { NONCE_HEADER } from './server/security.server.ts';

export const streamTimeout = 5_000;

/**
 * The router's module preloads are asked for at low priority (docs/decisions/0013-hydration-start.md): the
 * scripts load while the page parses, after the stylesheet and the first pictures. The document is complete when
 * piped (onAllReady writes it in one go), so it is rewritten whole rather than chunk by chunk.
 */
function lowPriorityPreloads(timeout: NodeJS.Timeout): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      clearTimeout(timeout);
      callback(null, withLowPriorityModulePreloads(Buffer.concat(chunks).toString('utf8')));
    },
  });
}

/**
 * Pages are rendered whole (onAllReady), not streamed: widget code is lazy, and a complete document is what
 * the page cache stores and what a fan should see first — content, not fallbacks.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Set by the security middleware for this response (a client-sent value is always overwritten there).
  const nonce = request.headers.get(NONCE_HEADER) ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // React 19 outlines completed Suspense boundaries beyond ~12.8 KB of HTML (fallback first, content
      // swapped in by script later): every widget would paint as a placeholder and then shift. Inline all.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = lowPriorityPreloads(timeout);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        // A route may forbid storing its page at all (a staff preview): keep its no-store.
        if (!responseHeaders.get('Cache-Control')?.includes('no-store')) responseHeaders.set('Cache-Control', 'private, no-cache');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        // Errors inside a widget's Suspense boundary are recoverable: the server sends that boundary's
        // fallback, the browser retries it and the widget's error boundary shows the fallback. The page stays 200.
        console.error(error);
      },
    });
  });
}
