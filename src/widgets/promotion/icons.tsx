import type { ReactNode } from 'react';
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

/** Stroke-drawn glyphs for the icon names campaigns use (spec 7 names them; the site draws them). */
const STROKE_GLYPHS: Record<string, ReactNode> = {
  'shopping-cart': (
    <>
      <path d="M3 4h2l2.5 11h11l2-8H6.5" />
      <circle cx="9.5" cy="19.5" r="1.5" />
      <circle cx="17.5" cy="19.5" r="1.5" />
    </>
  ),
  mobile: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  video: (
    <>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="M16 10l5-3v10l-5-3z" />
    </>
  ),
};

/** Whether a campaign's button draws a glyph (the header's fold estimate: a glyph-only button is narrow). */
export function hasGlyph(campaign: Campaign): boolean {
  const { icon } = iconLinkOf(campaign);
  return icon in STROKE_GLYPHS || icon === TICKET_ICON;
}

/** Decorative glyph: drawn for the names above and the ticket; an unknown name draws nothing (no empty gap). */
function Glyph({ icon }: { icon: string }) {
  const stroke = STROKE_GLYPHS[icon];
  if (stroke) {
    return (
      <svg
        className={`promotion-icon-glyph icon-${icon}`}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {stroke}
      </svg>
    );
  }
  if (icon !== TICKET_ICON) return null;
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
                <span className="promotion-icon-label">{campaign.title}</span>
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
