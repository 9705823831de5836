import type { Campaign } from '#schemas/entities/promotion.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';

/** spec 9: image sources sorted by breakpoint (largest first for <source media>), webp by default. */
function Picture({ campaign, eager }: { campaign: Campaign; eager: boolean }) {
  const images = [...(campaign.picture?.images ?? [])].sort((a, b) => b.breakpoint - a.breakpoint);
  const fallback = images.at(-1);
  if (!fallback) return null;
  return (
    <picture>
      {images.slice(0, -1).map((image) => (
        <source key={image.breakpoint} media={`(min-width: ${image.breakpoint}px)`} srcSet={image.image} />
      ))}
      <img src={fallback.image} alt={fallback.alt} width={fallback.width ?? undefined} loading={eager ? 'eager' : 'lazy'} decoding="async" />
    </picture>
  );
}

export function CampaignView({ campaign, eager = false }: { campaign: Campaign; eager?: boolean }) {
  const body = campaign.html ? (
    // Sanitized on the server (findPromotion) before it reached the payload.
    <div className="campaign-html" dangerouslySetInnerHTML={{ __html: campaign.html }} />
  ) : (
    <Picture campaign={campaign} eager={eager} />
  );
  const className = ['campaign', campaign.css_class].filter(Boolean).join(' ');
  if (!campaign.link) return <div className={className} title={campaign.hover_text ?? undefined}>{body}</div>;
  return (
    <SmartLink href={campaign.link} newWindow={campaign.open_in_new_window} className={className} title={campaign.hover_text ?? undefined}>
      {body}
      {campaign.picture ? null : <span className="visually-hidden">{campaign.title}</span>}
    </SmartLink>
  );
}
