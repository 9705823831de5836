import type { FacilityImage } from '#schemas/entities/facility.ts';

/**
 * The first photo large; the others a list of linked thumbnails, each opening its full-size image (works without
 * JavaScript, no client library). Every image carries its size, so nothing moves as they load.
 */
export function FacilityPhotos({ images, title, id }: { images: readonly FacilityImage[]; title: string; id: string }) {
  const [first, ...rest] = images;
  if (!first) return null;
  return (
    <>
      <figure className="facility-hero">
        <img src={first.url} alt={first.alt} width={first.width} height={first.height} decoding="async" />
      </figure>
      {rest.length > 0 ? (
        <section aria-labelledby={`${id}-photos`}>
          <h3 id={`${id}-photos`}>More photos of {title}</h3>
          <ul className="facility-gallery">
            {rest.map((image) => (
              <li key={image.url}>
                <figure>
                  <a href={image.url}>
                    <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
                  </a>
                  <figcaption aria-hidden="true">{image.alt}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
