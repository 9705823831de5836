export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** Every API error has the same shape: a message, a status, optional details (zod issues), and no data. */
export function apiError(status: number, message: string, details?: unknown): Response {
  return json({ error: { status, message, ...(details === undefined ? {} : { details }) } }, { status });
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}

export class HttpError extends Error {
  readonly status: number;
  readonly details: unknown;
  constructor(status: number, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

export function intParam(value: string | null, name: string, fallback: number, { min = 0, max = 1000 } = {}): number {
  if (value === null || value === '') return fallback;
  if (!/^-?\d+$/.test(value)) throw new HttpError(400, `Query ${name} must be an integer`);
  const n = Number(value);
  if (n < min || n > max) throw new HttpError(400, `Query ${name} must be between ${min} and ${max}`);
  return n;
}
