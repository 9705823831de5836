import type { PromotionData, PromotionProps } from '#schemas/widgets/promotion.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { CampaignView } from './campaign.tsx';
import { Rotator } from './rotator.tsx';

export default function Promotion({ data, id }: WidgetComponentProps<PromotionProps, PromotionData>) {
  const promotion = data.promotion;
  // spec 7: 204 = no content: nothing is shown.
  if (!promotion) return null;
  const { type, effect } = promotion.location;
  const label = `${promotion.name.replace(/-/g, ' ')} promotion`;

  if (type === 'icons') {
    return (
      <nav className="promotion promotion-icons" aria-label={label}>
        <ul>
          {promotion.campaigns.map((campaign) => (
            <li key={campaign.id}>
              {/* spec 5: entries titled "Tickets" get the ticket icon and open in a new window. */}
              <SmartLink
                href={campaign.link ?? '/'}
                newWindow={campaign.title === 'Tickets' || campaign.open_in_new_window}
                className={`promotion-icon icon-${campaign.title === 'Tickets' ? 'ticket' : (campaign.icon ?? 'link')}`}
              >
                {campaign.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  const single = effect === 'random' ? (promotion.random_single ?? promotion.campaigns[0]) : (promotion.single ?? promotion.campaigns[0]);
  if (type !== 'multi' || effect !== 'slide' || promotion.campaigns.length < 2) {
    if (!single) return null;
    return (
      <aside className={`promotion promotion-${type}`} aria-label={label}>
        <CampaignView campaign={single} eager={id === 'hero'} />
      </aside>
    );
  }
  return <Rotator id={id} label={label} promotion={promotion} />;
}
