import type { Response } from 'express';

/**
 * Holds what React Router writes (pages are rendered whole, so nothing is lost by waiting) and hands the complete
 * body to `finish`, which may change status and headers before anything is sent.
 */
export function capture(res: Response, finish: (status: number, body: Buffer, end: (body: Buffer) => void) => void): void {
  const chunks: Buffer[] = [];
  const originalWrite = res.write;
  const originalEnd = res.end;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (chunk)
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    if (typeof encoding === 'function') (encoding as () => void)();
    else if (typeof callback === 'function') (callback as () => void)();
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (chunk && typeof chunk !== 'function')
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    res.write = originalWrite;
    res.end = originalEnd;
    // The body may change (nonce removed, a kept copy instead): a length set for the handler's body would be wrong.
    if (!res.headersSent) res.removeHeader('Content-Length');
    finish(res.statusCode, Buffer.concat(chunks), (body) => void end(body, done));
    return res;
  }) as typeof res.end;
}
