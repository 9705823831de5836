/**
 * The importer's HTTP client for SIDEARM (docs/decisions/0034-sidearm-import.md): the `tenant` header on API calls,
 * a deadline per request, bounded retries (429 after its Retry-After, 5xx and lost connections after a growing
 * pause), at most `concurrency` requests open at once, and each URL asked once per run (answers are memoized,
 * failures too: a resource that failed is not hammered again by the next row that needs it).
 */
export interface SidearmClientOptions {
  /** The API's base, e.g. `https://api.example.edu/api/v2` (resource paths are resolved under it). */
  baseUrl: string;
  tenant: string;
  concurrency: number;
  timeoutMs?: number;
  /** Attempts after the first one, for 429, 5xx and lost connections. */
  retries?: number;
  /** The first pause before a retry of a 5xx; doubled each time. */
  retryDelayMs?: number;
  /** The longest Retry-After honoured; a longer one fails the request instead of stalling the run. */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
}

export class SidearmRequestError extends Error {
  readonly status: number | null;
  readonly url: string;
  constructor(url: string, status: number | null, message: string) {
    super(message);
    this.url = url;
    this.status = status;
  }
}

export interface FetchedBytes {
  bytes: Buffer;
  contentType: string;
}

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** No SIDEARM list page or setting comes near this; a larger answer is refused rather than held in memory. */
const API_ANSWER_LIMIT = 50 * 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export class SidearmClient {
  readonly #options: Required<SidearmClientOptions>;
  readonly #memo = new Map<string, Promise<unknown>>();
  #open = 0;
  readonly #waiting: (() => void)[] = [];
  /** Every HTTP request sent, retries included (the report counts them). */
  requests = 0;

  constructor(options: SidearmClientOptions) {
    this.#options = {
      timeoutMs: 20_000,
      retries: 3,
      retryDelayMs: 500,
      maxRetryAfterMs: 120_000,
      fetch: globalThis.fetch,
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
    };
  }

  /** The absolute URL of an API resource path (`Stories`, `Navigation/sub`) and its query. */
  urlOf(path: string, query: Record<string, string | number> = {}): string {
    const url = new URL(`${this.#options.baseUrl}/${path.replace(/^\/+/, '')}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return url.toString();
  }

  /** A resource's JSON answer (once per URL and run). */
  json(path: string, query: Record<string, string | number> = {}): Promise<unknown> {
    const url = this.urlOf(path, query);
    return this.#once(`json ${url}`, async () => {
      const answer = await this.#request(url, true, API_ANSWER_LIMIT);
      try {
        return JSON.parse(answer.body.toString('utf8')) as unknown;
      } catch {
        throw new SidearmRequestError(url, answer.status, `${url}: the answer is not JSON`);
      }
    });
  }

  /**
   * A file's bytes (an image, a document), at most `maxBytes`, without the tenant header (it may be any host).
   * Redirects are followed here, at most 5, each target asked of `allowed` first (null: go ahead; else why not).
   */
  bytes(url: string, maxBytes: number, allowed: (url: URL) => Promise<string | null> = async () => null): Promise<FetchedBytes> {
    return this.#once(`bytes ${url}`, async () => {
      let target = new URL(url);
      for (let hops = 0; ; hops++) {
        const problem = await allowed(target);
        if (problem) throw new SidearmRequestError(target.href, null, `${target.href}: ${problem}`);
        const answer = await this.#request(target.href, false, maxBytes, 'manual');
        const location = answer.headers.get('location');
        if (answer.status < 300 || answer.status > 399) {
          const contentType = (answer.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!.trim().toLowerCase();
          return { bytes: answer.body, contentType };
        }
        if (!location || hops >= 5) throw new SidearmRequestError(target.href, answer.status, `${target.href}: too many redirects`);
        target = new URL(location, target);
      }
    });
  }

  #once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = this.#memo.get(key) as Promise<T> | undefined;
    if (!pending) this.#memo.set(key, (pending = load()));
    return pending;
  }

  async #request(url: string, api: boolean, maxBytes: number, redirect: RequestRedirect = 'follow'): Promise<Answer> {
    const { retries, retryDelayMs, maxRetryAfterMs } = this.#options;
    for (let attempt = 0; ; attempt++) {
      let answer: Answer;
      try {
        answer = await this.#send(url, api, maxBytes, redirect);
      } catch (error) {
        if (error instanceof SidearmRequestError || attempt >= retries)
          throw error instanceof SidearmRequestError ? error : new SidearmRequestError(url, null, `${url}: ${(error as Error).message}`);
        await sleep(retryDelayMs * 2 ** attempt);
        continue;
      }
      if (answer.status >= 200 && answer.status < 300) return answer;
      if (redirect === 'manual' && answer.status >= 300 && answer.status < 400) return answer;
      const retryable = answer.status === 429 || answer.status >= 500;
      if (!retryable || attempt >= retries) throw new SidearmRequestError(url, answer.status, `${url}: answered ${answer.status}`);
      const backoff = retryDelayMs * 2 ** attempt;
      const wait = answer.status === 429 ? (retryAfterMs(answer.headers.get('retry-after')) ?? backoff) : backoff;
      if (wait > maxRetryAfterMs)
        throw new SidearmRequestError(url, answer.status, `${url}: answered ${answer.status}, asked to wait ${Math.round(wait / 1000)} s`);
      await sleep(wait);
    }
  }

  /** One request, its body read within the deadline and the size limit, while holding a concurrency slot. */
  async #send(url: string, api: boolean, maxBytes: number, redirect: RequestRedirect): Promise<Answer> {
    await this.#acquire();
    try {
      this.requests++;
      const headers: Record<string, string> = api ? { tenant: this.#options.tenant, accept: 'application/json' } : {};
      const signal = AbortSignal.timeout(this.#options.timeoutMs);
      const response = await this.#options.fetch(url, { headers, redirect, signal });
      if (!response.ok) {
        await response.body?.cancel();
        return { status: response.status, headers: response.headers, body: Buffer.alloc(0) };
      }
      if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
        await response.body?.cancel();
        throw new SidearmRequestError(url, response.status, `${url}: larger than ${maxBytes} bytes`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      // Streamed, so an answer that lies about (or leaves out) its length stops at the limit.
      for await (const chunk of response.body ?? []) {
        size += chunk.byteLength;
        if (size > maxBytes) throw new SidearmRequestError(url, response.status, `${url}: larger than ${maxBytes} bytes`);
        chunks.push(Buffer.from(chunk));
      }
      return { status: response.status, headers: response.headers, body: Buffer.concat(chunks) };
    } finally {
      this.#release();
    }
  }

  async #acquire(): Promise<void> {
    if (this.#open < this.#options.concurrency) {
      this.#open++;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#open--;
  }
}
