import { imageUrl, PHONE_MAX_WIDTH, phonePhotoSrcSet, photoSrcSet } from './image-url.ts';

export interface Photo {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

/**
 * A photo through the image service at the width its box needs (`sizes`), webp, never enlarged; phones are offered
 * copies up to 800 px. The <picture> is `display: contents`, so layouts style the <img> as if it stood alone.
 * Vectors and other hosts' images are shown as they are.
 */
export function ResponsiveImage({
  photo,
  sizes,
  className,
  alt = photo.alt,
  fallbackSize = { width: 640, height: 360 },
  loading = 'lazy',
  fetchPriority,
}: {
  photo: Photo;
  sizes: string;
  className?: string;
  alt?: string;
  fallbackSize?: { width: number; height: number };
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low';
}) {
  const srcSet = photoSrcSet(photo.url, photo.width);
  const phoneSrcSet = phonePhotoSrcSet(photo.url, photo.width);
  const img = (
    <img
      className={className}
      src={srcSet ? imageUrl(photo.url, { width: Math.min(photo.width ?? 800, 800) }) : photo.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={photo.width ?? fallbackSize.width}
      height={photo.height ?? fallbackSize.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
  if (!phoneSrcSet) return img;
  return (
    <picture className="responsive-picture">
      <source media={`(max-width: ${PHONE_MAX_WIDTH}px)`} srcSet={phoneSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
