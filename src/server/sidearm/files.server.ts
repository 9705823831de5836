import { createHash } from 'node:crypto';
import { putFile } from '../files/file-store.server.ts';
import { fileUrlProblem } from './address-guard.server.ts';
import type { Store } from '../store/store.server.ts';
import type { FetchedBytes, SidearmClient } from './client.server.ts';
import type { Ledger } from './ledger.server.ts';
import { newResource, note, type ResourceReport } from './report.server.ts';

/** The file store's limit per file (README: uploads and stored files). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'image/svg+xml': '.svg',
  'application/pdf': '.pdf',
};

/**
 * Copies the images and documents imported rows reference into the file store, so nothing depends on SIDEARM's
 * hosts after cut-over (our CSP and image service refuse other hosts anyway). Each file's path is named by its
 * content (`/documents/sidearm/{sha256 prefix}.ext`): the same bytes under two SIDEARM URLs are one stored file,
 * and a second run finds them unchanged. A file that cannot be fetched, is not http(s), or is a web page rather
 * than a file is reported, and its row gets no link.
 */
export class FileCopier {
  readonly report: ResourceReport = newResource('Files');
  readonly #copies = new Map<string, Promise<string | null>>();
  readonly #stored = new Map<string, Promise<void>>();
  readonly #store: Store;
  readonly #tenant: string;
  readonly #client: SidearmClient;
  readonly #ledger: Ledger;
  readonly #origin: string;
  readonly #dryRun: boolean;

  constructor(options: { store: Store; tenant: string; client: SidearmClient; ledger: Ledger; origin: string; dryRun: boolean }) {
    this.#store = options.store;
    this.#tenant = options.tenant;
    this.#client = options.client;
    this.#ledger = options.ledger;
    this.#origin = options.origin;
    this.#dryRun = options.dryRun;
  }

  /** The stored file's site path for a SIDEARM URL (absolute, or a path on SIDEARM's host), or null when not copied. */
  copy(source: string | null | undefined, title: string): Promise<string | null> {
    if (source == null || source.trim() === '') return Promise.resolve(null);
    const key = source.trim();
    let pending = this.#copies.get(key);
    if (!pending) this.#copies.set(key, (pending = this.#copy(key, title)));
    return pending;
  }

  async #copy(source: string, title: string): Promise<string | null> {
    let url: URL;
    try {
      url = new URL(source, this.#origin);
    } catch {
      return this.#fail('not a URL');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return this.#fail(`not an http(s) URL (${url.protocol})`);
    const known = this.#ledger.file(url.href);
    if (known && (await this.#store.files.find(this.#tenant, known))) {
      this.report.unchanged++;
      return known;
    }
    let fetched;
    try {
      fetched = await this.#client.bytes(url.href, MAX_FILE_BYTES, (target) => fileUrlProblem(target, this.#origin));
    } catch (error) {
      const message = (error as Error).message;
      const known = ['larger than', 'on a private or local address', 'not an http(s) URL', 'a URL with credentials'].find((m) =>
        message.includes(m),
      );
      return this.#fail(known === 'larger than' ? 'larger than 20 MB' : known ? message.replace(/^\S+: /, '') : 'could not be fetched');
    }
    this.report.fetched++;
    if (fetched.contentType === 'text/html') return this.#fail('answered a web page, not a file');
    const sha256 = createHash('sha256').update(fetched.bytes).digest('hex');
    const name = decodeURIComponent(url.pathname.split('/').at(-1) ?? '').replace(/[^\w.-]+/g, '-');
    const extension = EXTENSIONS[fetched.contentType] ?? /\.[a-z0-9]{1,5}$/i.exec(name)?.[0].toLowerCase() ?? '';
    const path = `/documents/sidearm/${sha256.slice(0, 24)}${extension}`;
    let stored = this.#stored.get(path);
    if (stored) {
      // The same bytes under another URL, stored already this run.
      await stored;
      this.report.unchanged++;
    } else {
      this.#stored.set(path, (stored = this.#keep(path, sha256, title || name || 'file', fetched)));
      await stored;
    }
    this.#ledger.addFile(url.href, path);
    return path;
  }

  async #keep(path: string, sha256: string, title: string, fetched: FetchedBytes): Promise<void> {
    if ((await this.#store.files.find(this.#tenant, path))?.sha256 === sha256) {
      this.report.unchanged++;
      return;
    }
    if (!this.#dryRun) await putFile(this.#store, this.#tenant, { path, title, contentType: fetched.contentType }, fetched.bytes);
    this.report.written++;
  }

  #fail(reason: string): null {
    this.report.failed++;
    note(this.report, reason);
    return null;
  }
}

const IMG_SRC = /(<img\b[^>]*?\bsrc\s*=\s*)(["'])(.*?)\2/gi;
const IMG_TAG = /<img\b[^>]*>/gi;

/**
 * Copies the images a body shows and points them at the copies; an image that could not be copied is removed
 * (the sanitizer would keep a broken relative one). `srcset` goes: only `src` is copied.
 */
export async function copyBodyImages(html: string, files: FileCopier, title: string): Promise<string> {
  const sources = [...html.matchAll(IMG_SRC)].map((m) => m[3]!);
  const copies = new Map(await Promise.all(sources.map(async (src) => [src, await files.copy(decodeEntities(src), title)] as const)));
  return html.replace(IMG_TAG, (tag) => {
    const src = /\bsrc\s*=\s*(["'])(.*?)\1/i.exec(tag)?.[2];
    const copy = src === undefined ? null : copies.get(src);
    if (!copy) return '';
    return tag.replace(/\s+srcset\s*=\s*(["']).*?\1/gi, '').replace(/(\bsrc\s*=\s*)(["']).*?\2/i, `$1"${copy}"`);
  });
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
