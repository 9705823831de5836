import { useState } from 'react';
import type { Campaign, Promotion } from '#schemas/entities/promotion.ts';
import type { Alert } from '#schemas/entities/site.ts';
import type { Splash } from '#schemas/entities/splash.ts';
import { SplashContent } from '#src/chrome/splash-content.tsx';
import type { ContentKindName } from './content-api.ts';

/**
 * The draft as fans would see it, from the draft the server kept (validated, HTML sanitized): the alert bar, the
 * promotion's campaigns, the splash view (docs/decisions/0025-content-preview-in-the-editor.md). The splash view is the
 * site's own component (already a chunk of its own). The alert bar and the campaigns are their markup on the site's
 * classes, repeated (content-preview.test.tsx compares the alert bar with the site's) because importing the site's
 * modules here would split them out of the visitors' chunks into files of their own. The view is inert: it never
 * dismisses a real alert or follows a link.
 */
export default function ContentPreview({ kind, body }: { kind: ContentKindName; body: Record<string, unknown> }) {
  // Whether a window has passed is read against the time the preview opened (a render reads no clock).
  const [now] = useState(() => Date.now());
  return (
    <div className={`content-preview content-preview-${kind}`}>
      {kind === 'alerts' ? (
        <AlertPreview alert={body as Alert} now={now} />
      ) : kind === 'promotions' ? (
        <PromotionPreview promotion={body as Promotion} />
      ) : (
        <SplashPreview splash={body as Splash} now={now} />
      )}
    </div>
  );
}

/** The site's alert bar (src/chrome/alert-banner.tsx) for one alert, without its dismiss control. */
export function AlertBar({ alert }: { alert: Pick<Alert, 'title'> }) {
  return (
    <div className="alert-banners" role="region" aria-label="Alerts">
      <div className="alert-banner">
        <div className="container alert-banner-inner">
          <strong>{alert.title}</strong>
        </div>
      </div>
    </div>
  );
}

function AlertPreview({ alert, now }: { alert: Alert; now: number }) {
  const ended = alert.endDate !== null && Date.parse(alert.endDate) < now;
  const hidden = !alert.enabled
    ? 'it is not enabled'
    : !alert.showOnWeb
      ? 'it is not shown on the web'
      : ended
        ? 'its end date has passed'
        : null;
  return (
    <>
      <div className="content-preview-view" inert>
        <AlertBar alert={alert} />
      </div>
      {hidden ? <p className="editor-note">Once published, visitors will not see it: {hidden}.</p> : null}
    </>
  );
}

/** spec 5: what a still promotion shows (the widget's rule, src/widgets/promotion/promotion.tsx): its single campaign, or all. */
function shown(promotion: Promotion): Campaign[] {
  const { type, effect } = promotion.location;
  if (type === 'icons' || (type === 'multi' && effect !== 'random')) return promotion.campaigns;
  const one = effect === 'random' ? (promotion.random_single ?? promotion.campaigns[0]) : (promotion.single ?? promotion.campaigns[0]);
  return one ? [one] : [];
}

/** A campaign as the promotion widget draws it (src/widgets/promotion/campaign.tsx): its html, else its widest picture. */
function CampaignPreview({ campaign }: { campaign: Campaign }) {
  const className = ['campaign', campaign.css_class].filter(Boolean).join(' ');
  if (campaign.html !== null) return <div className={`${className} campaign-html`} dangerouslySetInnerHTML={{ __html: campaign.html }} />;
  const widest = campaign.picture?.images.toSorted((a, b) => b.breakpoint - a.breakpoint)[0];
  return (
    <div className={className}>
      {widest ? <img src={widest.image} alt={widest.alt} /> : null}
      <p className="editor-note">
        {campaign.title}
        {campaign.link ? ` → ${campaign.link}` : ''}
      </p>
    </div>
  );
}

function PromotionPreview({ promotion }: { promotion: Promotion }) {
  const campaigns = shown(promotion);
  if (campaigns.length === 0) return <p className="editor-note">This promotion shows nothing.</p>;
  return (
    <>
      <div className="content-preview-view" inert>
        <aside className={`promotion promotion-${promotion.location.type}`} aria-label={`${promotion.name} promotion`}>
          {campaigns.map((campaign) => (
            <CampaignPreview key={campaign.id} campaign={campaign} />
          ))}
        </aside>
      </div>
      {promotion.location.effect === 'random' ? <p className="editor-note">Visitors see one of its campaigns, chosen at random.</p> : null}
    </>
  );
}

function SplashPreview({ splash, now }: { splash: Splash; now: number }) {
  // spec 5: a splash shows from its start, until its end when it has one.
  const inWindow = Date.parse(splash.startDate) <= now && (splash.endDate === null || Date.parse(splash.endDate) >= now);
  return (
    <>
      <div className="content-preview-view" inert>
        <SplashContent splash={splash} titleId="content-preview-splash-title" onFollow={() => {}} />
      </div>
      <p className="editor-note">
        {!splash.published
          ? 'Once published, it stays hidden: it is not marked published.'
          : inWindow
            ? 'It is in its display window now.'
            : 'It shows only in its display window (its start and end dates).'}
      </p>
    </>
  );
}
