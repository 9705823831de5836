/**
 * spec 7: the one door to the content API. Every request carries the tenant header; GET is retried once on
 * 408/409/425/429/500/502/503/504; a method with a body is never retried; errors are logged and become the
 * caller's documented empty value. Server loaders call the embedded API in-process through `fetchImpl`; the
 * browser and an external API (CONTENT_API_URL) use the network.
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

export interface ApiClientOptions {
  baseUrl: string;
  tenant: string;
  fetchImpl?: (request: Request) => Promise<Response>;
  /** Extra headers on every request (the staff credential of a signed-in session, forwarded by the server). */
  headers?: Record<string, string>;
  log?: (message: string, detail?: unknown) => void;
  /**
   * Deadline of one call, retry included (a hanging upstream must not hang the visitor). The server
   * sets it; unset, a call waits as long as the network does.
   */
  timeoutMs?: number;
}

export interface RequestOptions<T> {
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Validates the response body; a body that fails is logged and becomes `empty`. */
  schema?: Parser<T>;
  /** The documented empty value (spec 8): returned on any failure and on 204. */
  empty: T;
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** This call's deadline instead of the client's (spec 7: takeovers wait up to 7000 ms). */
  timeoutMs?: number;
  /** Headers of this call only (a download's Range and validators). */
  headers?: Record<string, string>;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const fetchImpl = options.fetchImpl ?? ((request: Request) => fetch(request));
  const log = options.log ?? ((message: string, detail?: unknown) => console.error(message, detail ?? ''));

  function buildRequest(path: string, init: RequestOptions<unknown>): Request {
    const url = new URL(path, options.baseUrl);
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const headers = new Headers({ accept: 'application/json', ...init.headers, ...options.headers, tenant: options.tenant });
    const hasBody = init.body !== undefined;
    if (hasBody) headers.set('content-type', 'application/json');
    return new Request(url, {
      method: init.method ?? 'GET',
      headers,
      body: hasBody ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    });
  }

  /** Sends once, or twice for a GET that met a retryable status or a network error. */
  async function send(path: string, init: RequestOptions<unknown>): Promise<Response> {
    const method = init.method ?? 'GET';
    const attempts = (method === 'GET' || method === 'HEAD') && init.body === undefined ? 2 : 1;
    const timeoutMs = init.timeoutMs ?? options.timeoutMs;
    const deadline = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
    const signal = deadline && init.signal ? AbortSignal.any([deadline, init.signal]) : (deadline ?? init.signal);
    const attempt = { ...init, signal };
    let lastError: unknown;
    for (let n = 1; n <= attempts; n++) {
      try {
        const response = await fetchImpl(buildRequest(path, attempt));
        if (n < attempts && RETRYABLE_STATUSES.has(response.status)) continue;
        return response;
      } catch (error) {
        // The caller gave up, or the deadline passed: no retry.
        if (signal?.aborted) throw error;
        lastError = error;
      }
    }
    throw lastError;
  }

  async function request<T>(path: string, init: RequestOptions<T>): Promise<T> {
    try {
      const response = await send(path, init as RequestOptions<unknown>);
      if (response.status === 204) return init.empty;
      if (!response.ok) {
        log(`Content API ${init.method ?? 'GET'} ${path} failed with ${response.status}`, await safeText(response));
        return init.empty;
      }
      const body: unknown = await response.json();
      if (!init.schema) return body as T;
      const parsed = init.schema.safeParse(body);
      if (parsed.success) return parsed.data;
      log(`Content API ${path} answered with an invalid body`, parsed.error.message);
      return init.empty;
    } catch (error) {
      if (init.signal?.aborted) throw error; // the caller's own abort; a passed deadline is a failure like any other
      log(`Content API ${init.method ?? 'GET'} ${path} failed`, error instanceof Error ? error.message : error);
      return init.empty;
    }
  }

  /** For callers that need the status (page payloads: 404, 401, redirects). Retries like `request`. */
  async function raw(path: string, init: Omit<RequestOptions<unknown>, 'empty' | 'schema'> = {}): Promise<Response> {
    return send(path, { ...init, empty: null });
  }

  return {
    get: <T>(path: string, init: Omit<RequestOptions<T>, 'method' | 'body'>) => request<T>(path, init),
    post: <T>(path: string, body: unknown, init: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...init, method: 'POST', body }),
    raw,
  };
}

async function safeText(response: Response): Promise<string> {
  try {
    return (await response.text()).slice(0, 500);
  } catch {
    return '';
  }
}
