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

/** The widths a photo is offered at (never above its own width). */
export const PHOTO_WIDTHS = [480, 800, 1280] as const;
/**
 * Below this width a screen is a phone's: it is offered photos up to 800 px wide at most, twice a phone's CSS
 * width. A 3x phone would otherwise fetch the 1280 px copy (a third more bytes) in the seconds its scripts load.
 */
export const PHONE_MAX_WIDTH = 767;
const PHONE_PHOTO_WIDTH = 800;

/** A `srcset` of `url` at each width up to `intrinsic` (the photo's own width, when known) and `max`. */
export function photoSrcSet(url: string, intrinsic: number | null | undefined, max = Infinity): string | undefined {
  if (!isOnImageService(url)) return undefined;
  const limit = Math.min(intrinsic ?? Infinity, max);
  const widths = PHOTO_WIDTHS.filter((w) => w <= limit);
  if (widths.length === 0) return undefined;
  return widths.map((w) => `${imageUrl(url, { width: w })} ${w}w`).join(', ');
}

/** The phone `srcset` of a photo (capped at 800 px), or undefined when the full one is no bigger. */
export function phonePhotoSrcSet(url: string, intrinsic: number | null | undefined): string | undefined {
  if ((intrinsic ?? Infinity) <= PHONE_PHOTO_WIDTH) return undefined;
  return photoSrcSet(url, intrinsic, PHONE_PHOTO_WIDTH);
}
