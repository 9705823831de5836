import type { Campaign } from '#schemas/entities/promotion.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { imageMimeType, imageUrl, pictureSources } from '../shared/image-url.ts';

/** spec 9: one <source> per breakpoint (widest first), converted to webp where the image service can. */
function Picture({
  images,
  eager,
  priority,
  decorative,
}: {
  images: NonNullable<Campaign['picture']>['images'];
  eager: boolean;
  priority: boolean;
  decorative: boolean;
}) {
  const { sources, fallback } = pictureSources(images);
  if (!fallback) return null;
  return (
    <picture className="campaign-media">
      {sources.map((image) => (
        <source
          key={image.breakpoint}
          media={`(min-width: ${image.breakpoint}px)`}
          srcSet={imageUrl(image.image, { width: image.width })}
          type={imageMimeType(image.image)}
        />
      ))}
      <img
        src={imageUrl(fallback.image, { width: fallback.width })}
        alt={decorative ? '' : fallback.alt}
        width={fallback.width ?? undefined}
        loading={eager ? 'eager' : 'lazy'}
        // A page's priority promotion (the hero) is usually its largest paint: fetch it before scripts, and decode
        // it for the frame it arrives in (an async decode lets hydration push its paint back). Any other picture
        // (a footer's sponsors) waits its turn behind the scripts.
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
      />
    </picture>
  );
}

/** A sponsor's logo slide (css_class `sponsor-logo`): shown whole, never captioned. */
export function isSponsorLogo(campaign: Campaign): boolean {
  return (campaign.css_class ?? '').split(/\s+/).includes('sponsor-logo');
}

function Icon({ name }: { name: string | null }) {
  return name ? <span className={`campaign-icon icon-${name}`} aria-hidden="true" /> : null;
}

/**
 * One campaign (spec 3): its picture, html or title; hover_text as the tooltip, css_class and icon as classes,
 * open_in_new_window through SmartLink (which also marks external links as opening a new window). With `caption`
 * (a carousel's slides: the hero) the title and a call to action are visible text over the picture, which is then
 * decorative: the caption names the link once.
 */
export function CampaignView({
  campaign,
  eager = false,
  priority = false,
  caption = false,
}: {
  campaign: Campaign;
  /** Loads without waiting to come near the viewport (a slide Swiper shows or is about to). */
  eager?: boolean;
  /** The page's priority picture: loaded eagerly and fetched ahead of scripts. */
  priority?: boolean;
  caption?: boolean;
}) {
  const className = ['campaign', campaign.css_class].filter(Boolean).join(' ');
  const title = campaign.hover_text ?? undefined;
  if (campaign.html !== null) {
    // Sanitized by the content API (src/widgets/shared/promotions.server.ts); it carries its own links.
    return <div className={`${className} campaign-html`} title={title} dangerouslySetInnerHTML={{ __html: campaign.html }} />;
  }
  const images = campaign.picture?.images ?? [];
  const captioned = caption && images.length > 0;
  const body =
    images.length > 0 ? (
      <>
        <Picture images={images} eager={eager || priority} priority={priority} decorative={captioned} />
        {captioned ? (
          <span className="campaign-caption">
            <span className="campaign-caption-title">{campaign.title}</span>
            {campaign.link ? <span className="campaign-cta">{campaign.hover_text ?? 'Learn more'}</span> : null}
          </span>
        ) : null}
      </>
    ) : (
      <span className="campaign-title">
        <Icon name={campaign.icon} />
        {campaign.title}
      </span>
    );
  if (!campaign.link) {
    return (
      <div className={className} title={title}>
        {body}
      </div>
    );
  }
  return (
    <SmartLink href={campaign.link} newWindow={campaign.open_in_new_window} className={className} title={title}>
      {body}
    </SmartLink>
  );
}
