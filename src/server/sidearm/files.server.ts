import { createHash } from 'node:crypto';
import { sanitize } from '../sanitize.server.ts';
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
  /** SIDEARM's origin: relative file URLs are resolved against it, and it is trusted (see fileUrlProblem). */
  readonly origin: string;
  readonly #dryRun: boolean;

  constructor(options: { store: Store; tenant: string; client: SidearmClient; ledger: Ledger; origin: string; dryRun: boolean }) {
    this.#store = options.store;
    this.#tenant = options.tenant;
    this.#client = options.client;
    this.#ledger = options.ledger;
    this.origin = options.origin;
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
      url = new URL(source, this.origin);
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
      fetched = await this.#client.bytes(url.href, MAX_FILE_BYTES, (target) => fileUrlProblem(target, this.origin));
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

const IMG_TAG = /<img\b[^>]*>/gi;
const A_TAG = /<a\b[^>]*>/gi;
/** An attribute by name, not one ending in it (`src`, not `data-src`). */
const attribute = (name: string) => new RegExp(`(?<![\\w-])${name}\\s*=\\s*(["'])(.*?)\\1`, 'i');
const SRC = attribute('src');
const HREF = attribute('href');
const SRCSET = new RegExp(`\\s+${attribute('srcset').source}`, 'gi');
/** Where a link names a document of the old site rather than a page: its /documents/ path or a file extension. */
const DOCUMENT_PATH = /^\/documents\/|\.(pdf|docx?|xlsx?|pptx?|csv|txt|rtf)$/i;

/**
 * Copies the images a body shows and the documents of SIDEARM's site it links to, and points them at the copies.
 * An image that could not be copied is removed (the sanitizer would keep a broken relative one) and so is `srcset`
 * (only `src` is copied); a document link that could not be copied keeps its text and loses its link.
 */
export async function copyBodyFiles(html: string, files: FileCopier, title: string, origin: string): Promise<string> {
  const images = [...html.matchAll(IMG_TAG)].flatMap((m) => SRC.exec(m[0])?.[2] ?? []);
  const documents = [...html.matchAll(A_TAG)].flatMap((m) => {
    const href = HREF.exec(m[0])?.[2];
    return href !== undefined && isSiteDocument(decodeEntities(href), origin) ? [href] : [];
  });
  const copies = new Map(
    await Promise.all([...images, ...documents].map(async (url) => [url, await files.copy(decodeEntities(url), title)] as const)),
  );
  return html
    .replace(IMG_TAG, (tag) => {
      const copy = copies.get(SRC.exec(tag)?.[2] ?? '');
      return copy ? tag.replace(SRCSET, '').replace(SRC, `src="${copy}"`) : '';
    })
    .replace(A_TAG, (tag) => {
      const href = HREF.exec(tag)?.[2];
      if (href === undefined || !copies.has(href)) return tag;
      const copy = copies.get(href);
      return copy ? tag.replace(HREF, `href="${copy}"`) : tag.replace(new RegExp(`\\s*${HREF.source}`, 'i'), '');
    });
}

/** A link to a file on SIDEARM's site: a site path, or a URL on SIDEARM's origin, that names a document. */
export function isSiteDocument(href: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  const onSite = (href.startsWith('/') && !href.startsWith('//')) || url.origin === origin;
  return onSite && DOCUMENT_PATH.test(url.pathname);
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/**
 * A person's headshot and bio (a player, a coach, a directory entry) with their files copied: the picture into the
 * file store (no link when it cannot be), the bio's pictures and documents too, then the bio sanitized.
 */
export async function withPersonFiles<
  P extends { first_name: string; last_name: string; image: { url: string } | null; bio: string | null },
>(files: FileCopier, person: P): Promise<P> {
  const name = `${person.first_name} ${person.last_name}`.trim();
  const image = person.image ? await files.copy(person.image.url, name) : null;
  return {
    ...person,
    image: image && person.image ? { ...person.image, url: image } : null,
    bio: person.bio === null ? null : sanitize(await copyBodyFiles(person.bio, files, name, files.origin)),
  };
}
