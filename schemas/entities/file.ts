import * as z from 'zod/mini';

/**
 * A stored file (spec 2.1 documents and sport files; publications and podcast audio later): who may read it
 * and what it is. The bytes live outside the database, named by their SHA-256, so no request path ever
 * becomes a disk path.
 */
export const FILE_ACCESS = ['public', 'protected', 'hidden'] as const;
export type FileAccess = (typeof FILE_ACCESS)[number];

export const StoredFileSchema = z.object({
  /** The site path that names it, without a /protected or /hidden prefix: `/documents/…` or `/sports/y/m/d/name`. */
  path: z.string().check(z.regex(/^\/(documents|sports)\//)),
  title: z.string(),
  content_type: z.string(),
  size: z.number(),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** public: anyone; protected: staff or a signed share link; hidden: staff only (spec 2.1, 6). */
  access: z.enum(FILE_ACCESS),
  published: z.boolean(),
  sport_id: z.nullable(z.number()),
  updated_at: z.string(),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

/** The prefixes a file path may carry (spec 2.1: sport files also under /protected/ and /hidden/). */
export const FILE_PATH_PREFIXES = ['/protected', '/hidden'] as const;

// eslint-disable-next-line no-control-regex -- control characters never name a file
const UNSAFE_SEGMENT = /[\u0000-\u001f\u007f/\\%]/;
const SPORT_FILE = /^sports\/\d{4}\/\d{1,2}\/\d{1,2}\/[^/]+$/;

/**
 * The store key of a request path (percent-encoded, as browsers send it), or null when it cannot name a file:
 * one /protected or /hidden prefix is dropped; every segment is decoded once and must not be empty, `.`,
 * `..`, or hold a slash, backslash, percent sign (no second round of decoding) or control character. The
 * key is only ever looked up in the store: it never becomes a disk path.
 */
export function fileKeyOf(requestPath: string): string | null {
  const prefix = FILE_PATH_PREFIXES.find((p) => requestPath.startsWith(`${p}/`));
  const rest = prefix ? requestPath.slice(prefix.length) : requestPath;
  if (!rest.startsWith('/')) return null;
  const segments: string[] = [];
  for (const raw of rest.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || UNSAFE_SEGMENT.test(segment)) return null;
    segments.push(segment);
  }
  const key = segments.join('/');
  if (!(key.startsWith('documents/') || SPORT_FILE.test(key))) return null;
  return `/${key}`;
}
