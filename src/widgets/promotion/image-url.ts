import type { Campaign } from '#schemas/entities/promotion.ts';

/** spec 5: the image service converts to jpeg, png or webp; spec 9: webp by default. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';
export const DEFAULT_IMAGE_TYPE: ImageType = 'webp';

type PictureImage = NonNullable<Campaign['picture']>['images'][number];

/** Vector images are served as they are: the image service has nothing to convert. */
function isVector(url: string): boolean {
  return /\.svg(?:[?#]|$)/i.test(url);
}

/** Our own paths are on the image service; third-party URLs are used unchanged. */
function isOnImageService(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !isVector(url);
}

/**
 * The URL of an image through the image service (spec 5, src/server/images/image-service.server.ts): resized to
 * `width` (never enlarged), or converted; the URL itself when the service has nothing to do (vectors, other hosts).
 */
export function imageUrl(url: string, { width, type = DEFAULT_IMAGE_TYPE }: { width?: number | null; type?: ImageType } = {}): string {
  if (!isOnImageService(url)) return url;
  const query = new URLSearchParams({ url });
  if (width) query.set('width', String(width));
  query.set('type', type);
  return `/images/${width ? 'resize' : 'convert'}?${query}`;
}

/** The MIME type of what `imageUrl` serves, for <source type>. */
export function imageMimeType(url: string, type: ImageType = DEFAULT_IMAGE_TYPE): string | undefined {
  if (isVector(url)) return 'image/svg+xml';
  return isOnImageService(url) ? `image/${type}` : undefined;
}

/**
 * spec 9: sources sorted by breakpoint. The browser takes the first <source> whose media matches, so the
 * widest breakpoint comes first; the smallest is the <img> fallback.
 */
export function pictureSources(images: readonly PictureImage[]): { sources: PictureImage[]; fallback: PictureImage | null } {
  const sorted = images.toSorted((a, b) => b.breakpoint - a.breakpoint);
  return { sources: sorted.slice(0, -1), fallback: sorted.at(-1) ?? null };
}
