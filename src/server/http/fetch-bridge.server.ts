import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { FAN_COOKIE, fanCookieHeader, fanCookieValue } from '../forms/fan-cookie.server.ts';
import { CLIENT_IP_HEADER } from '../forms/rate-limit.server.ts';
import { HOP_RESPONSE_HEADERS } from '../pass-through.server.ts';

/** An Express request as a fetch Request (the content API is a fetch handler); the body streams through. */
export function toFetchRequest(req: ExpressRequest): Request {
  const url = new URL(req.originalUrl, `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  headers.set(CLIENT_IP_HEADER, req.ip ?? ''); // per-client limits (form posts); never taken from the client
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

/** Like sendFetchResponse, but piped: a large file costs a read buffer, not its size in memory. */
export async function streamFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  // Our own length is exact; an upstream's compressed length is not (fetch decoded the body).
  const keepLength = !response.headers.has('content-encoding');
  const hop: readonly string[] = HOP_RESPONSE_HEADERS.filter((name) => (keepLength && name === 'content-length' ? false : true));
  response.headers.forEach((value, name) => {
    if (!hop.includes(name)) res.setHeader(name, value);
  });
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
  } catch (error) {
    // A visitor who stops a download closes the socket: nothing to answer.
    if (!res.destroyed && !res.writableEnded) console.error('File stream failed', error instanceof Error ? error.message : error);
  }
}

/**
 * The one cookie the content API may set in a visitor's browser, the fan cookie of form posts, re-issued with
 * this site's own attributes (Secure when the visitor came over https, whatever the API saw); every other
 * Set-Cookie of an answer stays behind (HOP_RESPONSE_HEADERS).
 */
function passFanCookie(res: ExpressResponse, response: Response): void {
  for (const header of response.headers.getSetCookie()) {
    const value = fanCookieValue(header.split(';')[0] ?? '');
    if (value && header.startsWith(`${FAN_COOKIE}=`)) res.append('set-cookie', fanCookieHeader(value, res.req.secure));
  }
}

export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  // fetch has decoded the body already: the upstream's framing headers would describe a body we do not send.
  const hop: readonly string[] = HOP_RESPONSE_HEADERS;
  response.headers.forEach((value, name) => {
    if (!hop.includes(name)) res.setHeader(name, value);
  });
  passFanCookie(res, response);
  res.end(Buffer.from(await response.arrayBuffer()));
}
