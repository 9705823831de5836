import type { Campaign } from '#schemas/entities/promotion.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';

/** spec 5: an entry titled "Tickets" gets the ticket icon and opens in a new window. */
export const TICKETS_TITLE = 'Tickets';
export const TICKET_ICON = 'ticket';
const DEFAULT_ICON = 'link';

export function iconLinkOf(campaign: Campaign): { icon: string; newWindow: boolean } {
  const tickets = campaign.title === TICKETS_TITLE;
  return { icon: tickets ? TICKET_ICON : (campaign.icon ?? DEFAULT_ICON), newWindow: tickets || campaign.open_in_new_window };
}

/** Decorative glyph: the ticket is drawn; other icon names are classes for the site's icon sprite (spec 7). */
function Glyph({ icon }: { icon: string }) {
  if (icon !== TICKET_ICON) return <span className={`promotion-icon-glyph icon-${icon}`} aria-hidden="true" />;
  return (
    <svg className={`promotion-icon-glyph icon-${icon}`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zm11 1.5v2h1.5v-2zm0 3.5v2h1.5v-2zm0 3.5v2h1.5v-2z"
      />
    </svg>
  );
}

/** The icons location: a list of icon links (the header's icon-button block, spec 2.6). */
export function PromotionIcons({ label, campaigns }: { label: string; campaigns: readonly Campaign[] }) {
  const items = campaigns.filter((campaign) => campaign.link);
  if (items.length === 0) return null;
  return (
    <nav className="promotion promotion-icons" aria-label={label}>
      <ul>
        {items.map((campaign) => {
          const { icon, newWindow } = iconLinkOf(campaign);
          return (
            <li key={campaign.id}>
              <SmartLink
                href={campaign.link ?? '/'}
                newWindow={newWindow}
                className={['promotion-icon', campaign.css_class].filter(Boolean).join(' ')}
                title={campaign.hover_text ?? undefined}
              >
                <Glyph icon={icon} />
                {campaign.title}
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
